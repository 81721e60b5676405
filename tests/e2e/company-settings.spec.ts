import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

// Issue 14, point 4: a tenant admin keeps the company's legal data on its own screen.
test('a tenant admin corrects the company data: inline errors from the browser and the server, then saves', async ({
  page,
}) => {
  await new LoginPage(page).signIn(users.admin);
  const shell = new ShellPage(page);
  await shell.group('Administration').getByRole('link', { name: 'Company Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/company$/);
  const content = shell.content;
  await expect(content.getByRole('heading', { name: 'Dati aziendali' })).toBeVisible();
  const legalName = content.getByLabel('Ragione sociale');
  await expect(legalName).toHaveValue('Acme S.p.A.');
  await snap(page, 'company-settings');

  // The browser's check: the legal name is required, shown beside the field.
  await legalName.fill('');
  await content.getByRole('button', { name: 'Salva' }).click();
  await expect(content.getByText('La ragione sociale è obbligatoria')).toBeVisible();
  await expect(legalName).toBeFocused();
  await legalName.fill('Acme S.p.A.');
  await expect(content.getByText('La ragione sociale è obbligatoria')).toHaveCount(0);

  // The server's check: a partita IVA whose check digit is wrong comes back on its field.
  const vat = content.getByLabel('Partita IVA');
  const vatBefore = await vat.inputValue();
  await vat.fill('12345678901');
  await content.getByRole('button', { name: 'Salva' }).click();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#company-vat-number-error')).toContainText(/partita IVA/i);
  await snap(page, 'company-settings-error');
  await vat.fill(vatBefore);

  const amount = content.getByLabel('Tolleranza minima (€)');
  await amount.fill('2,50');
  await content.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Dati aziendali salvati')).toBeVisible();

  await page.reload();
  await expect(content.getByLabel('Tolleranza minima (€)')).toHaveValue('2.50');
  await expect(content.getByLabel('Partita IVA')).toHaveValue(vatBefore);
});

test('finance does not see the company settings and is refused at its address', async ({ page }) => {
  await new LoginPage(page).signIn(users.finance);
  const shell = new ShellPage(page);
  await expect(shell.sidebar.getByRole('link', { name: 'Company Settings' })).toHaveCount(0);
  await shell.open('admin/company');
  await expect(shell.content).toContainText('You need admin privileges');
});
