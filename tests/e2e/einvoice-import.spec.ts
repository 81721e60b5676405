import { expect, test } from '@playwright/test';
import {
  SAMPLE_PDF,
  SUPPLIER_IBAN,
  creditNote,
  orderInvoice,
  stationeryInvoice,
} from '../fixtures/fatturapa/scenarios.ts';
import { formatIban } from '../../web/src/shared/format.ts';
import { FinancePage } from './pages/FinancePage.ts';
import { createTestSigner, signCades } from '../fixtures/fatturapa/p7m.ts';
import { buildZip } from '../fixtures/fatturapa/zip.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { dropFile } from './support/drop-file.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

// Issue 14's browser journey: a ZIP of three FatturaPA files dropped on the Fatture screen.
test('finance drops a ZIP of three e-invoices, follows the upload and reads the summary', async ({ page }) => {
  test.setTimeout(120_000);
  // The stationery invoice cites an order Acme never placed: imported, with that discrepancy.
  const stationery = stationeryInvoice({
    number: 'FT 901/2025',
    orders: [{ documentId: 'PO-E2E-404', date: '2025-03-01' }],
  });
  // The credit note refers to the second invoice of the same ZIP.
  const files = [
    stationery,
    orderInvoice('PO-E2E-405', undefined, 'FPR 902/25'),
    creditNote('FPR 902/25', '2025-04-02'),
  ];
  const zip = await buildZip(files.map((f) => ({ path: f.fileName, content: f.xml })));

  await new LoginPage(page).signIn(users.finance);
  const shell = new ShellPage(page);
  await shell.open('invoices');
  await shell.expectScreenShown();

  // Hold the upload until its progress has been seen, so the check does not race the server.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().headers()['content-type'] ?? '').includes('multipart')) await held;
    await route.continue();
  });
  await dropFile(page, 'einvoice-dropzone', 'fatture-marzo.zip', zip);
  const importRegion = shell.content.getByRole('region', { name: 'Importa fatture elettroniche' });
  const row = importRegion.locator('li').filter({ hasText: 'fatture-marzo.zip' });
  await expect(row).toContainText('Caricamento...');
  await expect(importRegion.getByRole('status')).toHaveText('0 di 1 file inviati');
  await snap(page, 'einvoice-import-progress');
  release();
  await expect(row).toContainText('Caricato');
  await expect(importRegion.getByRole('status')).toHaveText('1 di 1 file inviati');

  const summary = importRegion.getByRole('region', { name: 'Esito dell’importazione' });
  await expect(summary).toContainText('3 fatture importate');
  await expect(summary).toContainText('0 duplicati');
  await expect(summary).toContainText('0 file rifiutati');
  const stationeryItem = summary.locator('li').filter({ hasText: 'FT 901/2025' });
  await expect(stationeryItem).toContainText('Cartoleria Adriatica');
  await expect(stationeryItem).toContainText('PO-E2E-404');
  const credit = summary.locator('li').filter({ hasText: 'NC-2025/0007' });
  await expect(credit).toContainText('Nota di credito');
  await expect(credit).toContainText('-€ 58,56');
  await snap(page, 'einvoice-import-summary');
  // The list counts the credit note with a minus too, and so does the dashboard's list of recent invoices.
  await expect(shell.content.getByRole('row').filter({ hasText: 'NC-2025/0007' })).toContainText('-€ 58,56');
  await shell.open('');
  await expect(shell.content.getByRole('link').filter({ hasText: 'NC-2025/0007' })).toContainText('-€ 58,56');
  await snap(page, 'einvoice-dashboard-credit-note');
  await shell.open('invoices');

  // The same ZIP again: every invoice is a duplicate linking to the one already there.
  await page.unroute('**/graphql');
  await dropFile(page, 'einvoice-dropzone', 'fatture-marzo.zip', zip);
  await expect(summary).toContainText('3 duplicati');
  await expect(summary.getByRole('link', { name: 'FT 901/2025' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'phone-einvoice-import-summary');
  await page.setViewportSize({ width: 1366, height: 860 });

  await summary.getByRole('link', { name: 'FT 901/2025' }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  const detailUrl = page.url();

  // The detail: the discrepancy as a warning, the file's lines and schedule, the whole document.
  const details = shell.content.getByRole('region', { name: 'Dati del documento' });
  await expect(details.getByText('Discrepanze')).toBeVisible();
  await expect(details).toContainText('Ordine di acquisto PO-E2E-404 non trovato');
  await expect(details).toContainText('TD01');
  await expect(details).toContainText('Fattura elettronica (FatturaPA)');
  const lines = details.getByRole('table', { name: 'Righe del documento' });
  await expect(lines.getByRole('row').filter({ hasText: 'Toner nero compatibile HP 26A' })).toContainText('sconto 10%');
  const schedule = details.getByRole('table', { name: 'Pagamenti' });
  await expect(schedule).toContainText('30/04/2025');
  await expect(schedule).toContainText(formatIban(SUPPLIER_IBAN));
  await expect(schedule).toContainText('MP05 · bonifico');
  await details.getByRole('button', { name: 'Mostra il documento completo' }).click();
  const tree = details.getByRole('tree', { name: 'FatturaPA' });
  await expect(tree.getByRole('treeitem').filter({ hasText: 'Dati generali documento' }).first()).toBeVisible();
  await expect(tree.getByRole('treeitem').filter({ hasText: 'Numero' }).filter({ hasText: 'FT 901/2025' })).toHaveCount(
    1,
  );
  await expect(tree.getByRole('treeitem').filter({ hasText: 'DDT 311' }).first()).toBeVisible();
  const original = page.waitForEvent('download');
  await details.getByRole('button', { name: /Scarica l’originale/ }).click();
  expect((await original).suggestedFilename()).toBe(stationery.fileName);
  await snap(page, 'einvoice-invoice-detail');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'phone-einvoice-invoice-detail');
  await page.setViewportSize({ width: 1366, height: 860 });

  const screen = new FinancePage(page);
  // Issue 18 point 2 (lane K2): until its first approval, an imported invoice's line gets a cost
  // center on the detail (only the cost center; the amounts stay the file's), and keeps it on reload.
  const costCenter = shell.content.getByLabel('Cost center 1', { exact: true });
  await screen.pickNth(costCenter, 1);
  await expect(page.getByText('Cost center saved')).toBeVisible();
  const chosen = await costCenter.getAttribute('placeholder');
  await page.reload();
  await expect(shell.content.getByLabel('Cost center 1', { exact: true })).toHaveAttribute('placeholder', chosen!);

  // Two approvals by two people: finance, then the IT director.
  await shell.content.getByRole('button', { name: 'Approve' }).click();
  await screen.dialog.getByRole('button', { name: 'Approve' }).click();
  // The status badge in the header (the history below names the same state).
  await expect(shell.content.locator('.fin-header .fin-badge')).toHaveText('Approved by Finance');
  await shell.switchTo(users.it);
  await page.goto(detailUrl);
  await shell.content.getByRole('button', { name: 'Approve' }).click();
  await screen.dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(shell.content.locator('.fin-header .fin-badge')).toHaveText('Fully Approved');

  // The payment follows the file's schedule: its due date and IBAN.
  await shell.open('payments?search=FT%20901%2F2025');
  const payment = shell.content
    .getByRole('region', { name: 'Elenco pagamenti' })
    .getByRole('row')
    .filter({ hasText: 'FT 901/2025' });
  await expect(payment).toContainText('30/04/2025');
  await expect(payment).toContainText(formatIban(SUPPLIER_IBAN));
  await snap(page, 'einvoice-payment');

  // The invoice citing an unknown order is linked by hand: the first received order on offer, with
  // the server's checks (another supplier's order is refused with its reason).
  await shell.switchTo(users.finance);
  await shell.open('invoices?search=FPR%20902%2F25');
  await shell.content.getByRole('link', { name: 'FPR 902/25' }).first().click();
  const linkCard = shell.content.locator('.fin-section').filter({ hasText: 'Collega a ordine' });
  await expect(linkCard.getByRole('heading', { name: 'Collega a ordine' })).toBeVisible();
  await screen.pickNth(linkCard.getByLabel('Ordine ricevuto'), 1);
  await linkCard.getByRole('button', { name: 'Collega a ordine' }).click();
  await expect(linkCard.getByRole('alert').or(page.getByText('Fattura collegata all’ordine'))).toBeVisible();
  await snap(page, 'einvoice-link-order');
});

test('finance attaches a PDF to a typed-in invoice and sees it listed for download', async ({ page }) => {
  await new LoginPage(page).signIn(users.finance);
  const shell = new ShellPage(page);
  await shell.open('invoices?search=FT-2026%2F0041');
  await shell.content.getByRole('link', { name: 'FT-2026/0041' }).first().click();
  const details = shell.content.getByRole('region', { name: 'Dati del documento' });
  await expect(details).toContainText('Inserita a mano');
  await details.getByLabel('Allega PDF').setInputFiles({
    name: 'fattura-0041.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(SAMPLE_PDF),
  });
  await expect(page.getByText('PDF allegato')).toBeVisible();
  const attachment = details.getByRole('button', { name: /^fattura-0041\.pdf/ });
  await expect(attachment).toBeVisible();
  const download = page.waitForEvent('download');
  await attachment.click();
  expect((await download).suggestedFilename()).toBe('fattura-0041.pdf');
  await snap(page, 'invoice-manual-attachment');

  // Attached to the wrong invoice: removed again, after a question, while no one has approved it.
  await details.getByRole('button', { name: 'Rimuovi fattura-0041.pdf' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Rimuovere questo PDF dalla fattura?');
  await question.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(page.getByText('PDF rimosso')).toBeVisible();
  await expect(attachment).toHaveCount(0);
});

// Point 10: a signed file (.xml.p7m, CAdES) picked with the file chooser; the detail names who signed it.
test('finance picks a signed .xml.p7m and the detail shows who signed it', async ({ page }) => {
  const signer = await createTestSigner({ givenName: 'Giulia', surname: 'Bianchi', fiscalCode: 'BNCGLI80A41F205X' });
  const file = stationeryInvoice({ number: 'FT 951/2025' });
  const envelope = await signCades(new Uint8Array(Buffer.from(file.xml)), signer);
  await new LoginPage(page).signIn(users.finance);
  const shell = new ShellPage(page);
  await shell.open('invoices');
  await shell.expectScreenShown();
  const importRegion = shell.content.getByRole('region', { name: 'Importa fatture elettroniche' });
  await importRegion.getByLabel('Scegli i file').setInputFiles({
    name: `${file.fileName}.p7m`,
    mimeType: 'application/pkcs7-mime',
    buffer: Buffer.from(envelope),
  });
  const summary = importRegion.getByRole('region', { name: 'Esito dell’importazione' });
  await expect(summary).toContainText('1 fattura importata');
  await summary.getByRole('link', { name: 'FT 951/2025' }).click();
  const details = shell.content.getByRole('region', { name: 'Dati del documento' });
  await expect(details.getByRole('term').filter({ hasText: 'Firmata da' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: 'BIANCHI GIULIA' })).toBeVisible();
  const original = page.waitForEvent('download');
  await details.getByRole('button', { name: /Scarica l’originale/ }).click();
  expect((await original).suggestedFilename()).toBe(`${file.fileName}.p7m`);
  await snap(page, 'einvoice-signed-detail');
});
