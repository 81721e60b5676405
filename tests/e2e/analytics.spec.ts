import { expect, test } from '@playwright/test';
import { FinancePage } from './pages/FinancePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

// Issue 18, point 5: finance opens "Analisi spesa", sees the charts with their numbers, and a click on
// a bar opens the invoice list behind it, filtered in the URL.
test('finance reads the spend charts and opens the invoices behind a bar', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginPage(page).signIn(users.finance);
  const shell = new ShellPage(page);
  await shell.sidebar.getByRole('link', { name: 'Spend Analytics' }).click();
  await shell.expectScreenShown();
  await expect(page.getByRole('heading', { name: 'Analisi spesa' })).toBeVisible();

  const bySupplier = shell.content.getByRole('region', { name: 'Spesa per fornitore' });
  const chart = bySupplier.getByRole('figure', { name: 'Grafico: Spesa per fornitore' });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  for (const title of ['Spesa per mese', 'Spesa per centro di costo', 'Spesa per aliquota IVA']) {
    await expect(shell.content.getByRole('figure', { name: `Grafico: ${title}` })).toBeVisible();
  }
  // The numbers beside the chart: the first supplier's row (the largest) and its invoice count.
  const table = bySupplier.getByRole('table', { name: 'Spesa per fornitore' });
  const first = table.getByRole('row').nth(1);
  const supplier = (await first.getByRole('cell').first().innerText()).trim();
  const count = Number((await first.getByRole('cell').nth(4).innerText()).trim());
  expect(count).toBeGreaterThan(0);
  await expect(first.getByRole('cell').nth(3)).toContainText('€');
  await expect(
    shell.content.getByRole('region', { name: 'Scadenzario per anzianità (pagamenti aperti)' }),
  ).toContainText('Scaduti');
  // Hovering a bar names it in full with its amount (the axis shortens long names).
  await chart.locator('.recharts-bar-rectangle').first().hover();
  const tooltip = bySupplier.locator('.analytics-tooltip');
  await expect(tooltip).toContainText(supplier);
  await expect(tooltip).toContainText((await first.getByRole('cell').nth(3).innerText()).trim());
  await snap(page, 'analytics-1366');

  // A reversed range is refused next to its field; nothing is reloaded.
  await shell.content.getByRole('textbox', { name: 'Dal', exact: true }).fill('2026-12-31');
  await shell.content.getByRole('textbox', { name: 'Al', exact: true }).fill('2026-01-01');
  await shell.content.getByRole('button', { name: 'Aggiorna' }).click();
  await expect(
    shell.content.getByText('La data iniziale deve precedere o coincidere con la data finale'),
  ).toBeVisible();

  // The first (largest) supplier's bar opens its fully approved invoices of the range.
  await chart.locator('.recharts-bar-rectangle').first().click();
  await expect(page).toHaveURL(/\/invoices\?.*status=fully_approved.*supplier=\d+/);
  const invoices = new FinancePage(page);
  await expect(invoices.content.getByRole('heading', { name: 'Fatture' })).toBeVisible();
  await expect(invoices.content.getByRole('group', { name: 'Filtri dall’analisi spesa' })).toBeVisible();
  const rows = invoices.table().locator('tbody tr');
  await expect(rows).toHaveCount(count);
  for (const text of await rows.allInnerTexts()) expect(text).toContain(supplier);
  await snap(page, 'analytics-invoices-behind-a-bar');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the analytics screen fits a phone', async ({ page }) => {
    await new LoginPage(page).signIn(users.it);
    const shell = new ShellPage(page);
    await shell.open('analytics');
    await shell.expectScreenShown();
    await expect(shell.content.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'analytics-390');
  });
});
