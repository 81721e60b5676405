import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ProcurementPage, SAMPLE_PDF } from './pages/ProcurementPage.ts';
import { snap } from './support/screenshot.ts';
import { users, type DemoUserKey } from './support/users.ts';
import { inDays } from './support/days.ts';

/** The value next to a label in a facts list (dt/dd). */
const fact = (p: ProcurementPage, label: string) =>
  p.content.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function signedIn(
  browser: Browser,
  who: DemoUserKey,
): Promise<{ page: Page; p: ProcurementPage; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new LoginPage(page).signIn(users[who]);
  return { page, p: new ProcurementPage(page), close: () => context.close() };
}

test('offer to received order: procurement creates, finance and IT approve, procurement orders and receives', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `E2E Notebook commerciali ${Date.now()}`;
  let offerUrl = '';

  await test.step('procurement creates an offer with two products, a PDF and two recipients', async () => {
    const { page, p, close } = await signedIn(browser, 'procurement');
    await p.open('', 'Dashboard');
    await expect(p.content.getByText('Welcome back,')).toBeVisible();
    await expect(p.content.getByText('Payments')).toHaveCount(0);
    await snap(page, 'procurement-dashboard-procurement');

    await p.open('offers', 'Offers');
    await expect(p.content.getByRole('table')).toBeVisible();
    await snap(page, 'procurement-offers-list');
    await p.content.getByRole('link', { name: 'New Offer' }).click();
    await expect(p.content.getByRole('heading', { name: 'New Offer', level: 2 })).toBeVisible();

    // The spec's validation first: nothing chosen yet. Every message next to its field, no toast.
    await p.content.getByRole('button', { name: 'Create Offer' }).click();
    await p.expectFieldError(p.content.getByLabel('Title'), "Inserisci un titolo per l'offerta");
    await p.expectFieldError(p.content.getByLabel('Supplier'), 'Seleziona un fornitore');
    await p.expectNoToast();

    await p.fillOfferDetails(title, 'Informatica Lombarda (Informatica Lombarda S.r.l.)', 'Consegna entro fine mese');
    await p.addProduct(1, 2);
    await p.addProduct(2, 1);
    await p.addDocument('preventivo-fornitore.pdf', SAMPLE_PDF, '45.50');
    await p.expectToast("Documento aggiunto all'offerta");
    const recipients = p.section('Recipients');
    await p.fillRecipient(recipients, 'new-recipient', {
      name: 'Ufficio commerciale',
      costCenter: 'CC-MKT — Marketing e commerciale',
      location: 'Sede centrale',
      city: 'Milano',
      share: '60',
    });
    await recipients.getByRole('button', { name: 'Add Recipient' }).click();
    await p.expectToast('Destinatario aggiunto');
    await p.fillRecipient(recipients, 'new-recipient', {
      name: 'Sistemi informativi',
      costCenter: 'CC-IT — Sistemi informativi',
      location: 'Sede centrale',
      city: 'Milano',
      share: '50',
    });
    await recipients.getByRole('button', { name: 'Add Recipient' }).click();
    const share = recipients.locator('#new-recipient-share');
    await p.expectFieldError(share, "La quota totale supera l'importo totale dell'offerta");
    await expect(share).toBeFocused();
    await share.fill('40');
    await p.expectNoFieldError(share);
    await recipients.getByRole('button', { name: 'Add Recipient' }).click();
    await expect(recipients.getByRole('row')).toHaveCount(3);
    await p.dismissToasts();
    await snap(page, 'procurement-offer-create');

    await p.content.getByRole('button', { name: 'Create Offer' }).click();
    await p.expectToast('Offerta creata con successo!');
    await expect(p.content.getByRole('heading', { name: 'Offer Details', level: 2 })).toBeVisible();
    await expect(p.content.getByRole('heading', { name: title })).toBeVisible();
    offerUrl = new URL(page.url()).pathname;
    await expect(p.section('Products').getByRole('row')).toHaveCount(3);
    await expect(p.section('PDF Documents').getByText('preventivo-fornitore.pdf')).toBeVisible();
    await expect(p.section('Recipients').getByRole('row')).toHaveCount(3);
    await expect(p.section('Approval Status').getByRole('button', { name: 'Approve' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await p.section('PDF Documents').getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^offer-document-\d+\.pdf$/);
    expect(
      fs
        .readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await p.dismissToasts();
    await snap(page, 'procurement-offer-detail-pending');
    await close();
  });

  await test.step('finance gives the finance approval and cannot create offers', async () => {
    const { page, p, close } = await signedIn(browser, 'finance');
    await p.open('', 'Dashboard');
    await expect(p.content.getByText('Payments')).toBeVisible();
    await snap(page, 'procurement-dashboard-finance');
    await p.open('offers', 'Offers');
    await expect(p.content.getByRole('link', { name: 'New Offer' })).toHaveCount(0);
    await p.open('orders', 'Orders');
    await expect(p.content.getByRole('link', { name: 'New Order' })).toHaveCount(0);
    await page.goto(offerUrl.replace(/^\//, ''));
    await expect(p.content.getByRole('heading', { name: title })).toBeVisible();
    await expect(p.section('Recipients').getByRole('button', { name: 'Add Recipient' })).toHaveCount(0);
    await p.decide('Approve');
    await expect(p.section('Approval Status').getByText(/^Approved by .* · /)).toHaveCount(1);
    await expect(p.content.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await p.dismissToasts();
    await snap(page, 'procurement-offer-detail-finance-approved');
    await close();
  });

  await test.step('the IT director gives the IT approval: the offer is approved', async () => {
    const { page, p, close } = await signedIn(browser, 'it');
    await page.goto(offerUrl.replace(/^\//, ''));
    await p.decide('Approve');
    await expect(p.section('Approval Status').getByText('Approved', { exact: true })).toBeVisible();
    await expect(p.content.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
    await close();
  });

  await test.step('procurement creates the order and advances it to received', async () => {
    const { page, p, close } = await signedIn(browser, 'procurement');
    await page.goto(offerUrl.replace(/^\//, ''));
    await p.dismissToasts();
    await snap(page, 'procurement-offer-detail-approved');
    await p.content.getByRole('link', { name: 'Create Order' }).click();
    await expect(p.content.getByRole('heading', { name: 'New Order', level: 2 })).toBeVisible();
    await expect(p.content.getByLabel('Approved Offer')).toHaveValue(/.+/);
    await expect(p.content.getByLabel('Order Number')).toHaveValue(/^ORD-\d{4}-\d{3}$/);
    await p.content.getByRole('button', { name: 'Create Order' }).click();
    const delivery = p.content.getByLabel('Estimated Delivery Date');
    await p.expectFieldError(delivery, 'Please enter an estimated delivery date');
    await expect(delivery).toBeFocused();
    await p.expectNoToast();
    await delivery.fill(inDays(10));
    await p.expectNoFieldError(delivery);
    await p.dismissToasts();
    await snap(page, 'procurement-order-create');
    await p.content.getByRole('button', { name: 'Create Order' }).click();
    await p.expectToast('Order created successfully');
    await expect(p.content.getByRole('heading', { name: 'Order Details', level: 2 })).toBeVisible();
    // Each step asks first: cancelling changes nothing.
    await p.content.getByRole('button', { name: 'Mark as Sent' }).click();
    await expect(p.dialog).toContainText('as sent to the supplier?');
    await p.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(p.dialog).toBeHidden();
    await expect(p.content.getByText('Pending', { exact: true }).first()).toBeVisible();
    await p.content.getByRole('button', { name: 'Mark as Sent' }).click();
    await snap(page, 'procurement-order-confirm-sent');
    await p.dialog.getByRole('button', { name: 'Mark as Sent' }).click();
    await p.expectToast('Order status updated to sent');
    await expect(p.dialog).toBeHidden();

    // Received asks for the day it arrived: today by default, never in the future or before the order.
    await p.content.getByRole('button', { name: 'Mark as Received' }).click();
    const day = p.dialog.getByLabel('Actual Delivery Date');
    await expect(day).toHaveValue(inDays(0));
    await day.fill(inDays(1));
    await p.dialog.getByRole('button', { name: 'Mark as Received' }).click();
    await expect(p.dialog.getByText('The actual delivery date cannot be in the future')).toBeVisible();
    await day.fill(inDays(-1));
    await expect(p.dialog.getByText('The actual delivery date cannot be before the order date')).toBeVisible();
    await snap(page, 'procurement-order-confirm-received-error');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'procurement-order-confirm-received-error-390');
    await page.setViewportSize({ width: 1366, height: 860 });
    await expect(p.content.getByText('Sent', { exact: true }).first()).toBeVisible();
    await day.fill(inDays(0));
    await expect(p.dialog.getByText(/actual delivery date cannot/)).toHaveCount(0);
    await snap(page, 'procurement-order-confirm-received');
    await p.dialog.getByRole('button', { name: 'Mark as Received' }).click();
    await p.expectToast('Order status updated to received');
    const [y, m, d] = inDays(0).split('-');
    await expect(fact(p, 'Actual Delivery')).toHaveText(`${d}/${m}/${y}`);
    await expect(
      p.content.getByText('Order will be completed automatically when the invoice is fully approved'),
    ).toBeVisible();
    await expect(p.content.getByRole('button', { name: /Mark as/ })).toHaveCount(0);
    await p.dismissToasts();
    await snap(page, 'procurement-order-detail-received');

    const orderNumber = (await p.content.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await p.open(`orders?search=${encodeURIComponent(orderNumber)}`, 'Orders');
    await expect(p.row(orderNumber)).toBeVisible();
    await expect(p.content.getByRole('row')).toHaveCount(2);
    await expect(p.content.getByLabel('Search by order number or supplier...')).toHaveValue(orderNumber);
    await snap(page, 'procurement-orders-list-search');
    await p.open('orders', 'Orders');
    await snap(page, 'procurement-orders-list');
    await close();
  });
});

test('a rejected offer shows its reason to everyone', async ({ browser }) => {
  const procurement = await signedIn(browser, 'procurement');
  const { p: pp, page: ppage } = procurement;
  await pp.open('offers/new', 'New Offer');
  const title = `E2E Da rifiutare ${Date.now()}`;
  await pp.fillOfferDetails(title, 'Ufficio Più (Ufficio Più S.r.l.)', 'Prova rifiuto');
  await pp.addProduct(1, 1);
  await pp.content.getByRole('button', { name: 'Create Offer' }).click();
  await expect(pp.content.getByRole('heading', { name: title })).toBeVisible();
  const url = new URL(ppage.url()).pathname.replace(/^\//, '');

  const { page, p, close } = await signedIn(browser, 'it');
  await page.goto(url);
  await p.content.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(p.dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await p.dialog.getByLabel('Reason for rejection').fill('   ');
  await expect(p.dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await snap(page, 'procurement-offer-reject-dialog');
  await p.dialog.getByRole('button', { name: 'Cancel' }).click();
  await p.decide('Reject', 'Fornitore non in elenco approvato');
  await close();

  await ppage.reload();
  const panel = pp.section('Approval Status');
  await expect(panel.getByText('Rejection reason')).toBeVisible();
  await expect(panel.getByText('Fornitore non in elenco approvato')).toBeVisible();
  await expect(pp.section('Recipients').getByRole('button', { name: 'Add Recipient' })).toHaveCount(0);
  await snap(ppage, 'procurement-offer-detail-rejected');
  await procurement.close();
});

test('lists keep search and filter in the URL; missing records show not-found; finance may not open creation', async ({
  page,
}) => {
  await new LoginPage(page).signIn(users.finance);
  const p = new ProcurementPage(page);
  await p.open('offers?status=rejected', 'Offers');
  await expect(p.content.getByLabel('Status')).toHaveValue('rejected');
  const rows = p.content.getByRole('row');
  await expect(rows.nth(1)).toContainText('Rejected');
  await p.content.getByLabel('Search by title or supplier...').fill('zzz-nothing-matches');
  await expect(p.content.getByText('No offers found matching your criteria.')).toBeVisible();
  await expect(page).toHaveURL(/search=zzz-nothing-matches/);
  await expect(page).toHaveURL(/status=rejected/);
  await page.reload();
  await expect(p.content.getByText('No offers found matching your criteria.')).toBeVisible();
  await snap(page, 'procurement-offers-empty');

  await p.open('offers/999999', 'Offer Details');
  await expect(p.content.getByRole('heading', { name: 'Offer not found' })).toBeVisible();
  await snap(page, 'procurement-offer-not-found');
  await p.open('orders/999999', 'Order Details');
  await expect(p.content.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(p.content.getByRole('link', { name: 'Back to Orders' }).first()).toBeVisible();
  await snap(page, 'procurement-order-not-found');
  await page.goto('offers/new');
  await expect(p.content.getByText('Accesso Negato')).toBeVisible();
});

test('the English detail screens load in English and write dates dd/MM/yyyy; a received order shows Received done, a completed one all four', async ({
  page,
}) => {
  // The admin: the other journeys of this file sign in as procurement meanwhile (2 sign-ins in flight per account).
  await new LoginPage(page).signIn(users.admin);
  const p = new ProcurementPage(page);
  // Hold the detail queries a moment so the screens' own loading state is on screen long enough to read.
  const held = /OfferDetailPageQuery|OrderDetailPageQuery/;
  await page.route('**/graphql', async (route) => {
    if (held.test(route.request().postData() ?? '')) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });

  await p.open('offers', 'Offers');
  await p.content.getByRole('row').nth(1).getByRole('link', { name: 'View' }).click();
  await expect(p.content.getByRole('status')).toHaveText('Loading offer details...');
  await expect(p.content.getByText('Caricamento...')).toHaveCount(0);
  await expect(p.section('Approval Status')).toBeVisible();
  const DAY = /^\d{2}\/\d{2}\/\d{4}$/;
  await expect(fact(p, 'Date')).toHaveText(DAY);

  await p.open('orders?status=received', 'Orders');
  await expect(p.content.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(DAY);
  await p.content.getByRole('row').nth(1).getByRole('link', { name: 'View' }).click();
  await expect(p.content.getByRole('status')).toHaveText('Loading order details...');
  await expect(p.content.getByText('Caricamento...')).toHaveCount(0);
  const progress = p.content.getByRole('list', { name: 'Progress' });
  await expect(progress.getByRole('img', { name: 'Done' })).toHaveCount(3);
  await expect(progress.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(progress.getByRole('listitem').nth(3)).toHaveText('4Completed');
  for (const label of ['Order Date', 'Estimated Delivery', 'Actual Delivery'])
    await expect(fact(p, label)).toHaveText(DAY);
  await p.dismissToasts();
  await snap(page, 'procurement-order-progress-received');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'procurement-order-progress-received-390');
  await page.setViewportSize({ width: 1366, height: 860 });

  await p.open('orders?status=completed', 'Orders');
  await p.content.getByRole('row').nth(1).getByRole('link', { name: 'View' }).click();
  await expect(progress.getByRole('img', { name: 'Done' })).toHaveCount(4);
});

test('Refresh says "Data refreshed successfully" only once the fresh data has arrived (orders list, offer and order details)', async ({
  page,
}) => {
  await new LoginPage(page).signIn(users.it);
  const p = new ProcurementPage(page);
  // The next refetch of a screen query waits at the network until released.
  const screenQueries = /query (OrdersPageQuery|OfferDetailPageQuery|OrderDetailPageQuery)\b/;
  let hold: { arrived: () => void; release: Promise<void> } | null = null;
  await page.route('**/graphql', async (route) => {
    const held = hold && screenQueries.test(route.request().postData() ?? '') ? hold : null;
    if (held) {
      hold = null;
      held.arrived();
      await held.release;
    }
    await route.continue();
  });
  const toast = page.locator('.bp6-toast').filter({ hasText: 'Data refreshed successfully' });

  const refreshOnce = async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      hold = { arrived: resolve, release: new Promise<void>((r) => (release = r)) };
    });
    await p.content.getByRole('button', { name: 'Refresh' }).click();
    await arrived;
    await expect(toast).toHaveCount(0);
    release();
    await expect(toast).toBeVisible();
    await p.dismissToasts();
  };

  await p.open('orders', 'Orders');
  await refreshOnce();
  await p.content.getByRole('row').nth(1).getByRole('link', { name: 'View' }).click();
  await expect(p.content.getByRole('heading', { name: 'Order Information' })).toBeVisible();
  await refreshOnce();
  await p.open('offers', 'Offers');
  await p.content.getByRole('row').nth(1).getByRole('link', { name: 'View' }).click();
  await expect(p.section('Approval Status')).toBeVisible();
  await refreshOnce();
});
