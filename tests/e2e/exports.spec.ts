import fs from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { FinancePage, LegacyApi } from './pages/FinancePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';
import { inDays } from './support/days.ts';
import { csvRows, pdfText, xlsxSheet } from '../api/exports-support.ts';

/** More invoices than the list's first page (25), so the export must bring the rows not yet loaded. */
const INVOICES = 30;

async function saved(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}

test('finance exports the whole filtered invoice list as CSV and Excel', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const finance = await LegacyApi.as(request, users.finance.email);
  const [supplier] = await finance.call<{ id: number }[]>('GET', 'suppliers.php');
  for (let n = 0; n < INVOICES; n += 1) {
    await finance.call('POST', 'invoices.php', {
      invoiceNumber: `FT-EXP-${tag}-${String(n).padStart(2, '0')}`,
      supplierId: supplier!.id,
      invoiceDate: inDays(0),
      dueDate: inDays(30),
      products: [{ description: 'Consulenza', quantity: 1, unitPrice: 1000.1, vatPercentage: 22 }],
    });
  }

  await new LoginPage(page).signIn(users.finance);
  const screen = new FinancePage(page);
  await screen.open(`invoices?search=FT-EXP-${tag}&sort=invoice_number`, 'Fatture');
  await expect(screen.content.getByRole('link', { name: `FT-EXP-${tag}-00`, exact: true })).toBeVisible();

  const exportButton = screen.content.getByRole('button', { name: 'Esporta' });
  await exportButton.click();
  // The menu opens under its button (right-aligned), not elsewhere on the page.
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(async () => {
    const [button, box] = [(await exportButton.boundingBox())!, (await menu.boundingBox())!];
    expect(Math.abs(box.x + box.width - (button.x + button.width))).toBeLessThan(24);
    expect(box.y - (button.y + button.height)).toBeGreaterThanOrEqual(0);
    expect(box.y - (button.y + button.height)).toBeLessThan(24);
  }).toPass({ timeout: 3000 });
  await snap(page, 'exports-invoices-menu');
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (Excel italiano)' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^fatture-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await saved(csv);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = csvRows(bytes);
  expect(rows[0]!.slice(0, 2)).toEqual(['Numero', 'Fornitore']);
  expect(rows.slice(1).map((r) => r[0])).toEqual(
    Array.from({ length: INVOICES }, (_, n) => `FT-EXP-${tag}-${String(n).padStart(2, '0')}`),
  );
  // 1000,10 + 22% VAT = 1220,12, with a decimal comma.
  expect(rows[1]!.slice(5, 8)).toEqual(['1000,10', '220,02', '1220,12']);

  await screen.content.getByRole('button', { name: 'Esporta' }).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^fatture-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await xlsxSheet(await saved(xlsx));
  expect(sheet.rowCount).toBe(INVOICES + 1);
  expect(sheet.getRow(2).getCell(8).value).toBe(1220.12);
});

test('procurement prints a purchase order as a PDF from its detail', async ({ page, request }) => {
  const tag = String(Date.now()).slice(-6);
  const procurement = await LegacyApi.as(request, users.procurement.email);
  const offer = await procurement.createOffer({
    title: `E2E PDF ${tag}`,
    date: inDays(0),
    quantity: 3,
    recipients: [],
  });
  await LegacyApi.approveOffer(request, offer.id);
  const orderNumber = `ORD-PDF-${tag}`;
  const order = await procurement.call<{ id: number }>('POST', 'orders.php', {
    offer_id: offer.id,
    order_number: orderNumber,
    estimated_delivery_date: inDays(10),
  });

  await new LoginPage(page).signIn(users.procurement);
  const screen = new FinancePage(page);
  await screen.open(`orders/${order.id}`, /Order/);
  const pdfDownload = page.waitForEvent('download');
  await screen.content.getByRole('button', { name: 'Print PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`ordine-${orderNumber}.pdf`);
  const text = (await pdfText(await saved(pdf))).replace(/\s+/g, ' ');
  expect(text).toContain(`Ordine di acquisto ${orderNumber}`);
  const [whole, cents] = offer.product.price.toFixed(2).split('.');
  expect(text).toContain(`3 ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} €`);
  await snap(page, 'exports-order-detail-print');
});
