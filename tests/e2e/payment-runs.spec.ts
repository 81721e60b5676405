import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { FinancePage, LegacyApi } from './pages/FinancePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { snap } from './support/screenshot.ts';
import { inDays } from './support/days.ts';
import { users } from './support/users.ts';
import { BANK_FILE_SCHEMAS } from '../setup/xmllint.ts';

/**
 * Issue 16: from an approved invoice to a confirmed payment run. The invoice is made and approved
 * through the legacy API (finance, then IT); in the browser finance completes the payment's details,
 * selects it in the scadenzario, creates a CBI run, downloads its file (valid against the official
 * schema), confirms it, and sees the payment as paid.
 */
test('approved invoice -> payment in the scadenzario -> run created, downloaded, confirmed -> Pagata', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = String(Date.now()).slice(-6);
  const invoiceNumber = `FT-RUN-${tag}`;
  const finance = await LegacyApi.as(request, users.finance.email);
  const suppliers = await finance.call<{ id: number; name: string; iban: string | null }[]>('GET', 'suppliers.php');
  const supplier = suppliers.find((s) => s.iban)!;
  const invoice = await finance.call<{ id: number }>('POST', 'invoices.php', {
    invoiceNumber,
    supplierId: supplier.id,
    invoiceDate: inDays(0),
    dueDate: inDays(10),
    products: [{ description: 'Assistenza sistemistica', quantity: 1, unitPrice: 123.45, vatPercentage: 22 }],
  });
  await finance.call('PUT', 'invoices.php', { id: invoice.id, action: 'approve' });
  await (
    await LegacyApi.as(request, users.it.email)
  ).call('PUT', 'invoices.php', { id: invoice.id, action: 'approve' });
  const [payment] = await finance.call<{ id: number; payment_reference: string }[]>(
    'GET',
    `payments.php?search=${invoiceNumber}`,
  );
  const reference = payment!.payment_reference;

  await new LoginPage(page).signIn(users.finance);
  const screen = new FinancePage(page);
  await screen.open('payments', 'Pagamenti');
  const schedule = screen.content.getByRole('region', { name: 'Scadenzario' });
  await expect(schedule.getByRole('heading', { name: /Scaduti/ })).toBeVisible();
  // 'In attesa dettagli': no checkbox yet, the reason beside it.
  await expect(schedule.getByRole('row').filter({ hasText: reference })).toContainText("non è 'In attesa pagamento'");
  await expect(schedule.getByRole('checkbox', { name: `Seleziona ${reference}` })).toHaveCount(0);

  // Finance sets the method and date: the payment becomes selectable.
  await screen.content.getByRole('searchbox').fill(invoiceNumber);
  const row = screen.paymentRow(reference);
  await row.getByRole('button', { name: /^Modifica/ }).click();
  await screen.dialog.getByLabel('Metodo di pagamento').selectOption('bank_transfer');
  await screen.dialog.getByLabel('Data disponibilità').fill(inDays(2));
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Pagamento aggiornato con successo');
  const check = schedule.getByRole('checkbox', { name: `Seleziona ${reference}` });
  await expect(check).toBeVisible();
  // The scadenzario filtered by supplier: only that supplier's payments stay, the totals follow.
  const supplierFilter = schedule.getByRole('combobox', { name: 'Fornitore' });
  await supplierFilter.selectOption(String(supplier.id));
  await expect(page).toHaveURL(new RegExp(`supplier=${supplier.id}`));
  await expect(check).toBeVisible();
  const shownSuppliers = schedule.locator('.fin-payables__supplier-name > span:not(.fin-payables__amount)');
  await expect.poll(async () => [...new Set(await shownSuppliers.allInnerTexts())]).toEqual([supplier.name]);
  await supplierFilter.selectOption('');
  await expect(page).not.toHaveURL(/supplier=/);
  // Blueprint draws the box over the input: the user clicks the box (its label).
  await check.locator('..').click();
  await expect(check).toBeChecked();
  await expect(screen.content.getByRole('status').filter({ hasText: 'selezionat' })).toContainText(
    '1 pagamento selezionato · Totale € 150,61',
  );
  await snap(page, 'payments-scadenzario-selected');

  // The dialog: date (a weekday, not in the past), format, summary.
  await screen.content.getByRole('button', { name: 'Crea distinta' }).click();
  await expect(screen.dialog.getByText('1 pagamento per un totale di € 150,61')).toBeVisible();
  await screen.dialog.getByLabel('Data di esecuzione').fill(inDays(-1));
  await screen.dialog.getByRole('button', { name: 'Crea distinta' }).click();
  await expect(screen.dialog.getByText('La data di esecuzione non può essere nel passato')).toBeVisible();
  const weekday = [...Array(7).keys()]
    .map((d) => inDays(d + 1))
    .find((iso) => ![0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay()))!;
  await screen.dialog.getByLabel('Data di esecuzione').fill(weekday);
  await screen.dialog.getByLabel('Formato del file').selectOption('cbi');
  await snap(page, 'payments-create-run-dialog');
  await screen.dialog.getByRole('button', { name: 'Crea distinta' }).click();
  await screen.expectToast(/Distinta DIST-\d{4}-\d{4} creata/);

  // The Distinte list: download the file, then confirm.
  const runs = screen.content.getByRole('region', { name: 'Distinte' });
  const runRow = runs.getByRole('row').filter({ hasText: 'Aperta' }).first();
  await expect(runRow).toContainText('€ 150,61');
  const runReference = (await runRow.getByRole('cell').first().innerText()).trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    runRow.getByRole('button', { name: 'Scarica' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${runReference}-cbi.xml`);
  const file = await download.path();
  execFileSync('xmllint', ['--noout', '--nonet', '--schema', BANK_FILE_SCHEMAS.cbi, file!], { stdio: 'pipe' });
  await snap(page, 'payments-runs-open');
  await runRow.getByRole('button', { name: 'Conferma' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
  await screen.expectToast(`Distinta ${runReference} confermata: pagamenti registrati come pagati`);
  await expect(runs.getByRole('row').filter({ hasText: runReference })).toContainText('Confermata');
  await expect(row).toContainText('Pagata');
  await expect(schedule.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await snap(page, 'payments-run-confirmed');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'payments-run-confirmed-390');
});
