import { expect, test, type Page } from '@playwright/test';
import { LegacyApi } from './pages/FinancePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

/**
 * Issue 17 points 1 and 2: procurement makes an offer; finance finds it in "Da approvare" (the
 * sidebar shows the count), approves it from there with its per-item result, and the offer's history
 * shows that approval with its step and who gave it.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function snapBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await snap(page, name);
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-390`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} at 390 px`).toBeLessThanOrEqual(390);
  await page.setViewportSize(DESKTOP);
}

test('finance approves an offer from the inbox and its history shows the approval', async ({ page, request }) => {
  test.setTimeout(120_000);
  const procurement = await LegacyApi.as(request, users.procurement.email);
  const title = `Inbox E2E ${String(Date.now()).slice(-6)}`;
  const offer = await procurement.createOffer({
    title,
    date: new Date().toISOString().slice(0, 10),
    quantity: 2,
    recipients: [],
  });

  await page.setViewportSize(DESKTOP);
  await new LoginPage(page).signIn(users.finance);
  const shell = new ShellPage(page);
  const entry = shell.sidebar.getByRole('link', { name: 'Da approvare', exact: true });
  await expect(entry).toHaveAccessibleDescription(/^\d+$/);
  await entry.click();
  await expect(shell.content.getByRole('heading', { name: 'Da approvare' })).toBeVisible();
  const row = shell.content.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Offerta');
  await expect(row).toContainText('Finance');
  await snapBoth(page, 'inbox');

  // Blueprint draws the box over the input: the user clicks the box (its label).
  const check = shell.content.getByRole('checkbox', { name: `Seleziona ${title}` });
  await check.locator('..').click();
  await expect(check).toBeChecked();
  await expect(shell.content.getByText('1 documento selezionato')).toBeVisible();
  await shell.content.getByRole('button', { name: 'Approva selezionati' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approva documenti' });
  await dialog.getByRole('button', { name: 'Approva', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(shell.content.getByRole('list', { name: 'Esito' })).toContainText(`${title}: Approvata`);
  await expect(shell.content.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await snapBoth(page, 'inbox-decided');

  await page.goto(`offers/${offer.id}`);
  const history = shell.content.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Approved (finance step)' })).toBeVisible();
  // The states by their labels, not the stored values.
  await expect(history).toContainText('Pending → Approved by Finance');
  await expect(history).not.toContainText('approved_finance');
  await snapBoth(page, 'offer-history');

  // A supplier's edit dialog shows its history too (loaded when the dialog opens).
  await page.goto('suppliers');
  await shell.content
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const supplierHistory = page.getByRole('dialog').getByRole('region', { name: 'History' });
  await expect(supplierHistory.getByRole('heading', { name: 'History' })).toBeVisible();
  await snapBoth(page, 'supplier-history');
});
