import { expect, test, type Page } from '@playwright/test';
import { discrepantInvoice, fixture, stationeryInvoice } from '../fixtures/fatturapa/scenarios.ts';
import { buildZip } from '../fixtures/fatturapa/zip.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { dropFile } from './support/drop-file.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

// The main screens a finance clerk or buyer opens on a phone (issue 13, point 10).
const PHONE_PATHS = [
  '',
  'offers',
  'offers/1',
  'orders',
  'orders/1',
  'invoices',
  'invoices/1',
  'contracts',
  'contracts/1',
  'payments',
  'products',
  'suppliers',
  'cost-centers',
  // Issue 18.
  'budgets',
  'admin/users',
  'admin/company',
  // Issue 17: the approvals inbox (the offer detail above shows its history timeline).
  'inbox',
  'analytics',
  // Issue 17: the API-key screen.
  'admin/api-keys',
  // Issue 17, point 7: the webhook screen.
  'admin/webhooks',
];

/**
 * What sticks out sideways: the page itself wider than the window, or any visible element of the
 * content whose right edge passes the window's (a table spilling out of its card, a cut number).
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const spilled = [...document.querySelectorAll('main *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > width + 0.5;
      })
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)}px`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: width, spilled };
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no main screen scrolls sideways or spills out of the window', async ({ page }) => {
    test.setTimeout(150_000);
    await new LoginPage(page).signIn(users.admin);
    const shell = new ShellPage(page);
    const problems: string[] = [];
    for (const path of PHONE_PATHS) {
      await shell.open(path);
      await shell.expectScreenShown();
      await page.evaluate(() => document.fonts.ready);
      const found = await overflow(page);
      if (found.scrollWidth > found.clientWidth || found.spilled.length > 0) {
        problems.push(`/${path}: ${found.scrollWidth}px wide in ${found.clientWidth}px; ${found.spilled.join(', ')}`);
      }
      await snap(page, `phone-${path.replace(/\//g, '-') || 'dashboard'}`);
    }
    expect(problems).toEqual([]);
  });

  // Issue 14: the import summary and an imported invoice's detail (discrepancies, VAT summary, payment
  // schedule with its IBAN, the whole document opened), at 390 px and, for a person to look at, 1366 px.
  test('the e-invoice import summary and an imported invoice detail fit the window', async ({ page }) => {
    test.setTimeout(90_000);
    const spec = discrepantInvoice().spec;
    const discrepant = fixture({
      ...spec,
      bodies: [
        { ...spec.bodies[0]!, number: 'FPR 977/25', orders: [{ documentId: 'PO-LAYOUT-404', date: '2025-03-01' }] },
      ],
    });
    const zip = await buildZip(
      [discrepant, stationeryInvoice({ number: 'FT 978/2025' })].map((f) => ({ path: f.fileName, content: f.xml })),
    );
    await new LoginPage(page).signIn(users.finance);
    const shell = new ShellPage(page);
    await shell.open('invoices');
    await shell.expectScreenShown();
    await dropFile(page, 'einvoice-dropzone', 'fatture-layout.zip', zip);
    const summary = shell.content.getByRole('region', { name: 'Esito dell’importazione' });
    await expect(summary).toContainText('2 fatture importate');
    const problems: string[] = [];
    const check = async (name: string) => {
      const found = await overflow(page);
      if (found.scrollWidth > found.clientWidth || found.spilled.length > 0)
        problems.push(`${name}: ${found.scrollWidth}px wide in ${found.clientWidth}px; ${found.spilled.join(', ')}`);
    };
    await check('import summary');
    await snap(page, 'phone-layout-einvoice-import-summary');

    await summary.getByRole('link', { name: 'FPR 977/25' }).click();
    const details = shell.content.getByRole('region', { name: 'Dati del documento' });
    await expect(details.getByText('Discrepanze')).toBeVisible();
    await expect(details.getByRole('table', { name: 'Pagamenti' })).toBeVisible();
    await details.getByRole('button', { name: 'Mostra il documento completo' }).click();
    const tree = details.getByRole('tree', { name: 'FatturaPA' });
    // The root shows the file's version, not the namespace plumbing of the XML.
    await expect(tree.getByRole('treeitem').first()).toContainText('versione: FPR12');
    await expect(tree).not.toContainText('schemaLocation');
    await expect(tree).not.toContainText('http://');
    await check('e-invoice detail');
    await snap(page, 'phone-layout-einvoice-invoice-detail');
    await page.setViewportSize({ width: 1366, height: 900 });
    await snap(page, 'look-1366-einvoice-invoice-detail');
    await page.goBack();
    await snap(page, 'look-1366-invoices-after-import');
    expect(problems).toEqual([]);
  });
});

test('clicking a column header sorts the list on the server, both ways', async ({ page }) => {
  await new LoginPage(page).signIn(users.admin);
  const shell = new ShellPage(page);
  await shell.open('offers');
  await shell.expectScreenShown();
  const table = shell.content.getByRole('table');
  const header = table.getByRole('columnheader', { name: 'Amount' });
  // Every amount has two decimals, so its digits alone are its cents, whatever the locale's separators.
  const amounts = async () =>
    (await table.locator('tbody tr td.data-num').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
  const sorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
  // The heading can come before the rows (CI read an empty list once, which is trivially sorted).
  await expect(table.locator('tbody tr td.data-num').nth(1)).toBeVisible();
  const before = await amounts();
  expect(sorted(before)).toBe(false);

  const ascending = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && /"orderBy":\{"field":"AMOUNT","direction":"ASC"\}/.test(r.postData() ?? ''),
  );
  await header.getByRole('button').click();
  await ascending;
  await expect(page).toHaveURL(/[?&]sort=amount(&|$)/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => sorted(await amounts())).toBe(true);
  const up = await amounts();
  expect([...up].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
  expect(up.length).toBeGreaterThan(2);
  expect(up[0]).toBeLessThan(up[up.length - 1]!);

  const descending = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && /"orderBy":\{"field":"AMOUNT","direction":"DESC"\}/.test(r.postData() ?? ''),
  );
  await header.getByRole('button').click();
  await descending;
  await expect(page).toHaveURL(/[?&]sort=amount&dir=desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(amounts).toEqual([...up].reverse());
});

test.describe('screenshots for a person to look at', () => {
  for (const width of [1366, 390]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
      test(`offers, offer, order, products, payments and dashboard at ${width} px`, async ({ page }) => {
        await new LoginPage(page).signIn(users.admin);
        const shell = new ShellPage(page);
        for (const [path, name] of [
          ['', 'dashboard'],
          ['offers', 'offers'],
          ['offers/1', 'offer-detail'],
          ['orders/1', 'order-detail'],
          ['products', 'products'],
          // Issue 16: the scadenzario, the selection bar and the Distinte.
          ['payments', 'payments'],
        ] as const) {
          await shell.open(path);
          await shell.expectScreenShown();
          await snap(page, `look-${width}-${name}`);
        }
      });
    });
  }
});
