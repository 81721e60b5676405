import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FinancePage, LegacyApi } from './pages/FinancePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { manySuppliers } from './support/suppliers.ts';
import { users } from './support/users.ts';
import { inDays } from './support/days.ts';

const today = () => inDays(0);
const cents = (amount: number) => Math.round(amount * 100);

/**
 * A received order of its own (procurement offer, finance and IT approvals, order, sent, received),
 * made through the legacy API so the journey never depends on what other journeys do to the seed.
 */
async function receivedOrder(request: APIRequestContext, tag: string) {
  const procurement = await LegacyApi.as(request, users.procurement.email);
  const products = await procurement.call<{ id: number; price: number }[]>('GET', 'products.php');
  const suppliers = await procurement.call<{ id: number; name: string }[]>('GET', 'suppliers.php');
  const [a, b] = products;
  const offer = await procurement.call<{ id: number }>('POST', 'offers.php', {
    title: `E2E finanza ${tag}`,
    date: today(),
    supplier: suppliers[0]!.id,
    notes: 'Journey finance',
    products: [
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ],
    recipients: [],
  });
  await (
    await LegacyApi.as(request, users.finance.email)
  ).call('PUT', 'offers.php', { id: offer.id, action: 'approve' });
  await (await LegacyApi.as(request, users.it.email)).call('PUT', 'offers.php', { id: offer.id, action: 'approve' });
  const orderNumber = `ORD-E2E-${tag}`;
  const order = await procurement.call<{ id: number }>('POST', 'orders.php', {
    offer_id: offer.id,
    order_number: orderNumber,
    estimated_delivery_date: inDays(7),
  });
  await procurement.call('PUT', 'orders.php', { id: order.id, status: 'sent' });
  await procurement.call('PUT', 'orders.php', { id: order.id, status: 'received' });
  // The invoice's expected total: 2 x a at 10% and 1 x b at 22%, VAT per line rounded half up.
  const net = [cents(a!.price) * 2, cents(b!.price)];
  const vat = [Math.floor((net[0]! * 1000 + 5000) / 10000), Math.floor((net[1]! * 2200 + 5000) / 10000)];
  const total = (net[0]! + net[1]! + vat[0]! + vat[1]!) / 100;
  return { orderId: order.id, orderNumber, total, procurement };
}

async function signInAs(page: import('@playwright/test').Page, user: (typeof users)[keyof typeof users]) {
  const shell = new ShellPage(page);
  if (await shell.header.isVisible().catch(() => false)) await shell.logout();
  await new LoginPage(page).signIn(user);
}

test('invoice from a received order: two approvals complete the order and a payment is paid', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = String(Date.now()).slice(-6);
  const { orderId, orderNumber, total, procurement } = await receivedOrder(request, tag);
  const screen = new FinancePage(page);
  const invoiceNumber = `FT-E2E-${tag}`;

  // Finance creates the invoice with a 10% and a 22% line.
  await signInAs(page, users.finance);
  await screen.open(`orders/${orderId}/invoice`, `Create Invoice for Order #${orderNumber}`);
  await screen.content.getByLabel('Invoice Number').fill(invoiceNumber);
  const vatInputs = screen.content.getByRole('spinbutton');
  await vatInputs.nth(0).fill('10');
  await vatInputs.nth(1).fill('22');
  await expect(screen.content.getByText(/^Total: /)).toBeVisible();
  await snap(page, 'finance-invoice-from-order');
  await screen.content.getByRole('button', { name: 'Create Invoice' }).click();
  await screen.expectToast('Invoice created successfully');
  await expect(screen.content.getByRole('heading', { name: `Invoice #${invoiceNumber}`, level: 2 })).toBeVisible();
  await expect(screen.content.getByText('Pending Approval')).toBeVisible();
  const dollars = `$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(screen.content.getByText(`Total: ${dollars}`)).toBeVisible();

  // Finance approves.
  await screen.content.getByRole('button', { name: 'Approve' }).click();
  await screen.dialog.getByRole('button', { name: 'Approve' }).click();
  await screen.expectToast('Invoice status updated successfully');
  // The status badge in the header (the history below names the same state).
  const status = screen.content.locator('.fin-header .fin-badge');
  await expect(status).toHaveText('Approved by Finance');
  await expect(screen.content.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await snap(page, 'finance-invoice-detail-approved-finance');

  // The IT director finds it in the list and gives the second approval.
  await signInAs(page, users.it);
  await screen.open(`invoices?search=${invoiceNumber}`, 'Fatture');
  await expect(screen.row(invoiceNumber)).toContainText('Approved Finance');
  await snap(page, 'finance-invoices-list');
  await screen.row(invoiceNumber).getByRole('link', { name: invoiceNumber }).first().click();
  await screen.content.getByRole('button', { name: 'Reject' }).click();
  await expect(screen.dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await snap(page, 'finance-invoice-reject-dialog');
  await screen.dialog.getByRole('button', { name: 'Cancel' }).click();
  await screen.content.getByRole('button', { name: 'Approve' }).click();
  await screen.dialog.getByRole('button', { name: 'Approve' }).click();
  await screen.expectToast('Invoice status updated successfully');
  await expect(status).toHaveText('Fully Approved');
  const facts = screen.content.locator('.fin-facts');
  await expect(facts.getByText(/Approved by /)).toHaveCount(2);
  await snap(page, 'finance-invoice-detail-fully-approved');

  // The order shows completed (on the invoice, through the API, and its own page opens from here).
  await expect(facts.getByText('Order Status')).toBeVisible();
  await expect(facts.getByText('Completed', { exact: true })).toBeVisible();
  const order = await procurement.call<{ status: string }>('GET', `orders.php?id=${orderId}`);
  expect(order.status.toLowerCase()).toBe('completed');
  await screen.content.getByRole('link', { name: `View Order #${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await snap(page, 'finance-order-completed');

  // Finance completes the payment: 'In attesa dettagli' -> method and date -> 'Pagata'.
  await signInAs(page, users.finance);
  await screen.open('payments', 'Pagamenti');
  const todayBefore = await screen.statValue('Pagamenti disponibili oggi');
  const paidBefore = await screen.statValue('Totale pagato (anno corrente)');
  const pendingBefore = await screen.statValue('In attesa (disponibilità futura)');
  await screen.content.getByRole('searchbox').fill(invoiceNumber);
  const row = screen.paymentRow(invoiceNumber);
  await expect(row).toContainText('In attesa dettagli');
  await expect(screen.content.getByText('1 di 1 pagamenti')).toBeVisible();
  await expect(row).toContainText(
    `€ ${total.toLocaleString('it-IT', { minimumFractionDigits: 2, useGrouping: 'always' })}`,
  );
  await snap(page, 'finance-payments-awaiting-details');
  // Available on the due date (30 days on): counted as pending with future availability.
  expect(cents(pendingBefore)).toBeGreaterThanOrEqual(cents(total));

  await row.getByRole('button', { name: /^Modifica/ }).click();
  await screen.dialog.getByLabel('Metodo di pagamento').selectOption('bank_transfer');
  await screen.dialog.getByLabel('Data disponibilità').fill(today());
  await snap(page, 'finance-payment-dialog');
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Pagamento aggiornato con successo');
  await expect(row).toContainText('In attesa pagamento');
  await expect
    .poll(() => screen.statValue('Pagamenti disponibili oggi').then(cents))
    .toBe(cents(todayBefore) + cents(total));
  expect(cents(await screen.statValue('In attesa (disponibilità futura)'))).toBe(cents(pendingBefore) - cents(total));

  await row.getByRole('button', { name: /^Modifica/ }).click();
  await screen.dialog.getByLabel('Stato').selectOption('paid');
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Pagamento aggiornato con successo');
  await expect(row).toContainText('Pagata');
  await expect(row.getByRole('button', { name: /^Annulla pagamento/ })).toHaveCount(0);
  await expect
    .poll(() => screen.statValue('Totale pagato (anno corrente)').then(cents))
    .toBe(cents(paidBefore) + cents(total));
  expect(cents(await screen.statValue('Pagamenti disponibili oggi'))).toBe(cents(todayBefore));
  await snap(page, 'finance-payments-paid');
});

test('a contract with its PDF goes through approval and its PDF downloads', async ({ page }) => {
  test.setTimeout(120_000);
  const screen = new FinancePage(page);
  const name = `Contratto E2E ${String(Date.now()).slice(-6)}`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n');

  await signInAs(page, users.procurement);
  await screen.open('contracts', 'Gestione Contratti');
  await expect(screen.content.getByRole('searchbox')).toHaveAttribute('placeholder', 'Nome contratto o fornitore...');
  await snap(page, 'finance-contracts-list');
  await screen.content.getByRole('button', { name: 'Nuovo Contratto' }).click();
  await screen.dialog.getByLabel('Nome contratto').fill(name);
  await screen.pickNth(screen.dialog.getByLabel('Fornitore'), 1);
  await screen.dialog.getByLabel('Tipo contratto').fill('Manutenzione');
  await screen.dialog.getByLabel('Tipo rinnovo').selectOption('da_firmare');
  await screen.dialog.getByLabel('Data firma').fill(today());
  await screen.dialog.getByLabel('Data scadenza').fill(inDays(365));
  await screen.dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'contratto-e2e.pdf', mimeType: 'application/pdf', buffer: pdf });
  await snap(page, 'finance-contract-dialog');
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Contratto creato');
  await expect(screen.row(name)).toContainText('In attesa');
  await expect(screen.row(name)).toContainText('Da firmare');
  await screen
    .row(name)
    .getByRole('link', { name: `Dettagli ${name}` })
    .click();
  await expect(screen.content.getByRole('heading', { name: 'Dettagli Contratto', level: 2 })).toBeVisible();
  const detailUrl = page.url();

  for (const approver of [users.finance, users.it]) {
    await signInAs(page, approver);
    await page.goto(detailUrl);
    await screen.content.getByRole('button', { name: 'Approva' }).click();
    await screen.dialog.getByRole('button', { name: 'Approva' }).click();
    await screen.expectToast('Contract status updated successfully');
    await expect(screen.content.getByRole('button', { name: 'Approva' })).toHaveCount(0);
  }
  await expect(screen.content.locator('.fin-header .fin-badge')).toHaveText('Approvato');
  await snap(page, 'finance-contract-detail-approved');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    screen.content.getByRole('button', { name: 'Scarica PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contratto-e2e.pdf');
  const saved = await download.path();
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await screen.expectToast('Download avviato - Il file PDF è stato scaricato');

  // Approved: the list hides Modifica; it shows Fully_Approved contracts under the 'Approvato' filter.
  await screen.open('contracts?status=Fully_Approved', 'Gestione Contratti');
  await expect(screen.row(name)).toContainText('Approvato');
  await expect(screen.row(name).getByRole('button', { name: `Modifica ${name}` })).toHaveCount(0);
  await snap(page, 'finance-contracts-approved-filter');
});

test('finance creates a recurring invoice from the list, edits it and deletes it', async ({ page }) => {
  const screen = new FinancePage(page);
  const number = `FT-REC-${String(Date.now()).slice(-6)}`;
  await signInAs(page, users.finance);
  await screen.open('invoices', 'Fatture');
  await expect(screen.table().getByRole('row').nth(1)).toBeVisible();
  const countText = screen.content.getByText(/^\d+ di \d+ fatture$/);
  const totalOf = async () => Number(/di (\d+)/.exec(await countText.innerText())![1]);
  const totalBefore = await totalOf();
  await screen.content.getByRole('button', { name: 'Fattura Ricorrente' }).click();
  await expect(screen.dialog.getByRole('heading', { name: 'Nuova Fattura Ricorrente' })).toBeVisible();
  await screen.dialog.getByLabel('Numero fattura').fill(number);
  await screen.pickNth(screen.dialog.getByLabel('Fornitore'), 1);
  await screen.dialog.getByLabel('Descrizione 1').fill('Canone assistenza');
  await screen.dialog.getByLabel('Prezzo unitario (€) 1').fill('1850');
  await expect(screen.dialog.getByText('Totale: € 2.257,00')).toBeVisible();
  await screen.dialog.getByLabel('Frequenza').selectOption('quarterly');
  await snap(page, 'finance-invoice-recurring-dialog');
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Fattura creata');
  await expect(screen.row(number)).toContainText('Trimestrale');
  await expect(screen.row(number)).toContainText('€ 2.257,00');
  // The footer counts the new invoice too ("12 di 12", never "12 di 11").
  await expect(countText).toHaveText(new RegExp(` di ${totalBefore + 1} fatture$`));

  await screen
    .row(number)
    .getByRole('button', { name: `Modifica ${number}` })
    .click();
  await expect(screen.dialog.getByLabel('Descrizione 1')).toHaveValue('Canone assistenza');
  await screen.dialog.getByLabel('IVA % 1').fill('10');
  await snap(page, 'finance-invoice-edit-dialog');
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Fattura aggiornata');
  await expect(screen.row(number)).toContainText('€ 2.035,00');

  await screen
    .row(number)
    .getByRole('button', { name: `Elimina ${number}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('Sei sicuro di voler eliminare questa fattura?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await screen.expectToast('Fattura eliminata');
  await expect(screen.row(number)).toHaveCount(0);
  await expect(countText).toHaveText(new RegExp(` di ${totalBefore} fatture$`));

  // Filters live in the URL: recurring only.
  await screen.content.getByRole('combobox', { name: 'Tipo' }).selectOption('recurring');
  await expect(page).toHaveURL(/type=recurring/);
  await expect(screen.table().getByRole('row').nth(1)).toContainText('Mensile');
  await snap(page, 'finance-invoices-recurring-filter');
});

test('contract and invoice dialogs search suppliers on the server: the 101st is found by typing and saved', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = String(Date.now()).slice(-6);
  const last = await manySuppliers(request, tag);
  const screen = new FinancePage(page);
  const supplier = screen.dialog.getByLabel('Fornitore');
  /** Opened without typing the picker offers one page, without the 101st; typed, the server finds it. */
  const pickLast = async () => {
    await supplier.click();
    const list = await screen.suggestions(supplier);
    await expect(list.getByRole('option')).toHaveCount(20);
    await expect(list.getByRole('option', { name: last })).toHaveCount(0);
    await screen.pick(supplier, last.toLowerCase(), last);
    await expect(supplier).toHaveValue(last);
  };

  const contract = `Contratto fornitore 101 ${tag}`;
  await signInAs(page, users.procurement);
  await screen.open('contracts', 'Gestione Contratti');
  await screen.content.getByRole('button', { name: 'Nuovo Contratto' }).click();
  await screen.dialog.getByLabel('Nome contratto').fill(contract);
  await pickLast();
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Contratto creato');
  await expect(screen.row(contract)).toContainText(last);
  // Edited, the dialog starts from the contract's supplier and keeps it.
  await screen
    .row(contract)
    .getByRole('button', { name: `Modifica ${contract}` })
    .click();
  await expect(supplier).toHaveValue(last);
  await screen.dialog.getByLabel('Tipo contratto').fill('Noleggio');
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Contratto aggiornato');
  await expect(screen.row(contract)).toContainText(last);

  const number = `FT-101-${tag}`;
  await signInAs(page, users.finance);
  await screen.open('invoices', 'Fatture');
  await screen.content.getByRole('button', { name: 'Nuova Fattura' }).click();
  await screen.dialog.getByLabel('Numero fattura').fill(number);
  await pickLast();
  // The invoice's contract is searched the same way, and can be taken away again.
  const contractPicker = screen.dialog.getByLabel('Contratto', { exact: true });
  await screen.pick(contractPicker, contract.toLowerCase(), contract);
  await expect(contractPicker).toHaveValue(contract);
  await screen.dialog.getByRole('button', { name: 'Togli il contratto' }).click();
  await expect(contractPicker).toHaveValue('');
  await screen.pick(contractPicker, contract, contract);
  await screen.dialog.getByLabel('Descrizione 1').fill('Noleggio fornitore 101');
  await screen.dialog.getByLabel('Prezzo unitario (€) 1').fill('100');
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Fattura creata');
  await expect(screen.row(number)).toContainText(last);
  // Edited, the dialog starts from the invoice's supplier and contract.
  await screen
    .row(number)
    .getByRole('button', { name: `Modifica ${number}` })
    .click();
  await expect(supplier).toHaveValue(last);
  await expect(contractPicker).toHaveValue(contract);
  await snap(page, 'finance-invoice-picker-101');
});

test('a finance list that cannot load shows its error toast and an empty list', async ({ page }) => {
  const screen = new FinancePage(page);
  await signInAs(page, users.finance);
  // The server refuses the list query (as it would on an outage); other queries go through.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!/query (InvoicesPageQuery|PaymentsPageQuery|ContractsPageQuery)/.test(body)) return route.fallback();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"errors":[{"message":"Servizio non disponibile"}]}',
    });
  });
  for (const [path, title, toast, empty] of [
    ['invoices', 'Fatture', 'Impossibile caricare le fatture', 'Nessuna fattura trovata.'],
    ['payments', 'Pagamenti', 'Impossibile caricare i pagamenti', 'Nessun pagamento trovato.'],
    ['contracts', 'Gestione Contratti', 'Errore: Impossibile caricare i contratti', 'Nessun contratto trovato.'],
  ] as const) {
    await screen.open(path, title);
    // The server's message, not Relay's wrapper text.
    await screen.expectToast(`${toast}: Servizio non disponibile`);
    await expect(page.locator('.bp6-toast').filter({ hasText: 'No data returned' })).toHaveCount(0);
    await expect(screen.content.getByText(empty)).toBeVisible();
  }
  await snap(page, 'finance-contracts-load-failed');

  // The detail screens: the invoice says so in English; the contract goes back to the list.
  await page.unroute('**/graphql');
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!/query (InvoiceDetailPageQuery|ContractDetailPageQuery)/.test(body)) return route.fallback();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"errors":[{"message":"Servizio non disponibile"}]}',
    });
  });
  await page.goto('invoices/1');
  await screen.expectToast('Failed to load invoice details: Servizio non disponibile');
  await expect(screen.content.getByRole('link', { name: 'Back to Invoices' })).toBeVisible();
  await page.goto('contracts/1');
  await screen.expectToast('Errore: Impossibile caricare i dettagli del contratto');
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(screen.content.getByRole('heading', { name: 'Gestione Contratti', level: 2 })).toBeVisible();
});

test('create-invoice-from-order sends the user back to the orders with the reason', async ({ page, request }) => {
  const screen = new FinancePage(page);
  const finance = await LegacyApi.as(request, users.finance.email);
  const orders = await finance.call<{ id: number; status: string }[]>('GET', 'orders.php');
  const invoices = await finance.call<{ orderId: number | null }[]>('GET', 'invoices.php');
  const invoiced = invoices.find((i) => i.orderId !== null)!.orderId!;
  const notReceived = orders.find(
    (o) => ['pending', 'sent'].includes(o.status.toLowerCase()) && !invoices.some((i) => i.orderId === o.id),
  )!.id;
  await signInAs(page, users.finance);
  for (const [orderId, message] of [
    [invoiced, 'An invoice already exists for this order'],
    [notReceived, "Invoice can only be created for orders with 'received' status"],
    [999_999, 'Order information is missing'],
  ] as const) {
    await page.goto(`orders/${orderId}/invoice`);
    await expect(page).toHaveURL(/\/orders$/);
    await screen.expectToast(message);
  }
  await snap(page, 'finance-invoice-from-order-refused');
});

test('a rejected invoice shows its reason, who rejected it and when', async ({ page }) => {
  const screen = new FinancePage(page);
  // The admin: the other journeys of this file sign finance and IT in meanwhile.
  await signInAs(page, users.admin);
  await screen.open('invoices?status=rejected', 'Fatture');
  const first = screen.table().getByRole('row').nth(1);
  await first.getByRole('link').first().click();
  await expect(screen.content.getByText('Rejected', { exact: true }).first()).toBeVisible();
  await expect(screen.content.getByText('Rejection Reason:')).toBeVisible();
  await expect(screen.content.getByText(/^Rejected by \S.* · \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await snap(page, 'finance-invoice-detail-rejected');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'finance-invoice-detail-rejected-390');
});
