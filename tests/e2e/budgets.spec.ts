import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { csvRows } from '../api/exports-support.ts';
import { FinancePage, LegacyApi } from './pages/FinancePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { snap } from './support/screenshot.ts';
import { inDays } from './support/days.ts';
import { users } from './support/users.ts';

/**
 * Issue 18, points 1 and 4: finance sets a cost center's budget, sees an offer's impact on it while
 * giving the finance approval, is asked for a reason because the offer goes beyond the budget, and
 * approves with one; the budget screen then shows the cost center over budget. A fresh cost center
 * and offer (legacy API) keep the journey independent of the seed and of other journeys.
 */
test('finance sets a budget, sees the impact while approving, overrides with a reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const code = `E2E-B${tag}`;
  const finance = await LegacyApi.as(request, users.finance.email);
  const center = await finance.call<{ id: number }>('POST', 'cost-centers.php', {
    code,
    description: 'Budget journey',
  });
  const procurement = await LegacyApi.as(request, users.procurement.email);
  const offer = await procurement.createOffer({
    title: `E2E budget ${tag}`,
    date: inDays(0),
    recipients: [{ name: 'Ufficio', cost_center_id: center.id, location: 'Sede', city: 'Milano', amount_share: 100 }],
  });

  await new LoginPage(page).signIn(users.finance);
  const screen = new FinancePage(page);
  await screen.open('budgets', 'Budget');
  // The form kit: each message next to its field, the cost center from the server-searched picker.
  const save = screen.content.getByRole('button', { name: 'Salva budget' });
  const centerError = screen.content.locator('#budget-cost-center-error');
  await save.click();
  await expect(centerError).toHaveText('Scegli un centro di costo');
  await expect(screen.content.getByLabel('Centro di costo')).toBeFocused();
  const amount = screen.content.getByLabel('Importo (€)');
  await amount.fill('-1');
  await screen.pick(screen.content.getByLabel('Centro di costo'), code, new RegExp(`^${code} — Budget journey`));
  await expect(centerError).toHaveCount(0);
  // A cost center without a budget for the year keeps the amount already typed.
  await expect(amount).toHaveValue('-1');
  await save.click();
  await expect(screen.content.locator('#budget-amount-error')).toContainText("L'importo deve essere un numero");
  await screen.content.getByLabel('Importo (€)').fill('0,50');
  await save.click();
  await screen.expectToast('Budget salvato');
  const row = screen.content.getByRole('listitem', { name: code });
  await expect(row).toContainText('Disponibile: € 0,50');
  await snap(page, 'budgets-1366');

  await screen.open(`offers/${offer.id}`, 'Offer Details');
  await screen.content.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  const impact = dialog.getByRole('table', { name: 'Budget impact' });
  await expect(impact.getByRole('row').filter({ hasText: code })).toContainText('€ 0,50');
  await expect(dialog).toContainText('beyond its budget');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for exceeding the budget').fill('Acquisto urgente approvato dalla direzione');
  await snap(page, 'budgets-approval-1366');
  await confirm.click();
  await screen.expectToast(/updated/i);
  await expect(dialog).toBeHidden();

  await screen.open('budgets', 'Budget');
  await expect(row).toContainText('Oltre il budget');
  // The offer's total is now committed: 0,50 minus it is negative.
  await expect(row.getByTestId('budget-available')).toContainText('Disponibile: -€');
  // The committed figure opens the offers behind it.
  await row.getByTitle('Vedi le offerte impegnate').click();
  await expect(screen.content.getByRole('heading', { name: 'Offers', level: 2 })).toBeVisible();
  await expect(screen.content).toContainText('Offers committed to the cost center');
  await expect(screen.content.getByText(`E2E budget ${tag}`)).toBeVisible();

  // The journey goes on: finance exports the invoice list and opens the spend analytics.
  await screen.open('invoices', 'Fatture');
  await screen.content.getByRole('button', { name: 'Esporta' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (Excel italiano)' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^fatture-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csvRows(fs.readFileSync((await csv.path())!))[0]!.slice(0, 2)).toEqual(['Numero', 'Fornitore']);
  await screen.open('analytics', 'Analisi spesa');
  await expect(screen.content.getByRole('figure', { name: 'Grafico: Spesa per centro di costo' })).toBeVisible();
  await expect(screen.content.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await screen.open('budgets', 'Budget');

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'budgets-390');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

/**
 * Issue 18, points 2 and 4: a manual invoice's line is charged to a cost center picked in the dialog;
 * once fully approved, the budget's actual figure links to the invoices behind it, that one among them.
 */
test("a manual invoice line's cost center counts in actual, and the actual figure opens its invoices", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const code = `E2E-L${tag}`;
  const number = `FT-CDC-${tag}`;
  const finance = await LegacyApi.as(request, users.finance.email);
  const center = await finance.call<{ id: number }>('POST', 'cost-centers.php', { code, description: 'Righe fattura' });
  // The invoice is dated today in the browser (Europe/Rome): its year, not this machine's.
  const year = Number(inDays(0).slice(0, 4));
  await finance.call('POST', 'budgets.php', { cost_center_id: center.id, year, amount: '5000' });

  await new LoginPage(page).signIn(users.finance);
  const screen = new FinancePage(page);
  await screen.open('invoices', 'Fatture');
  await screen.content.getByRole('button', { name: 'Nuova Fattura' }).click();
  await screen.dialog.getByLabel('Numero fattura').fill(number);
  await screen.pickNth(screen.dialog.getByLabel('Fornitore'), 1);
  await screen.dialog.getByLabel('Descrizione 1').fill('Consulenza');
  await screen.dialog.getByLabel('Prezzo unitario (€) 1').fill('100');
  const lineCenter = screen.dialog.getByLabel('Centro di costo 1');
  await screen.pick(lineCenter, code, new RegExp(code));
  await expect(lineCenter).toHaveValue(`${code} — Righe fattura`);
  await snap(page, 'budgets-invoice-line-1366');
  await screen.dialog.getByRole('button', { name: 'Salva' }).click();
  await screen.expectToast('Fattura creata');

  const [created] = await finance.call<{ id: number }[]>('GET', `invoices.php?search=${number}`);
  await finance.call('PUT', 'invoices.php', { id: created!.id, action: 'approve' });
  await (
    await LegacyApi.as(request, users.it.email)
  ).call('PUT', 'invoices.php', { id: created!.id, action: 'approve' });

  await screen.open('budgets', 'Budget');
  const row = screen.content.getByRole('listitem', { name: code });
  await expect(row).toContainText('Consuntivo: € 100,00');
  await row.getByTitle('Vedi le fatture approvate').click();
  await expect(screen.content.getByRole('heading', { name: 'Fatture', level: 2 })).toBeVisible();
  await expect(screen.content).toContainText(`Fatture del consuntivo del budget di ${code} — `);
  await expect(screen.row(number)).toBeVisible();
  await expect(screen.table().getByRole('row')).toHaveCount(2);

  // The spend screen's cost-center filter names the cost center too, not its id.
  const centerId = new URL(page.url()).searchParams.get('budgetCostCenter')!;
  await screen.open(`invoices?costCenter=${encodeURIComponent(centerId)}`, 'Fatture');
  await expect(screen.content.getByRole('group', { name: 'Filtri dall’analisi spesa e dal budget' })).toContainText(
    `Centro di costo ${code} — `,
  );
});
