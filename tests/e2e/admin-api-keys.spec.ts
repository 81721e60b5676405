import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { screenFitsPhone } from './support/phone.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

// Issue 17, point 8: a tenant admin creates an API key (shown once), sees it listed, revokes it.
test('a tenant admin creates an API key, copies it once, and revokes it', async ({ page, request }) => {
  await new LoginPage(page).signIn(users.admin);
  const shell = new ShellPage(page);
  await shell.group('Administration').getByRole('link', { name: 'API Keys' }).click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  const content = shell.content;
  await expect(content.getByRole('heading', { name: 'Chiavi API' })).toBeVisible();

  // The name is required, said beside the field.
  await content.getByRole('button', { name: 'Crea chiave' }).click();
  await expect(content.getByText('Inserisci un nome per la chiave')).toBeVisible();

  await content.getByLabel('Nome').fill('Reportistica e2e');
  await content.getByLabel('Accesso').selectOption('read_only');
  await content.getByRole('button', { name: 'Crea chiave' }).click();
  const key = (await content.getByTestId('new-api-key').textContent()) ?? '';
  expect(key).toMatch(/^pk_live_/);
  const row = content.getByRole('row', { name: /Reportistica e2e/ });
  await expect(row).toContainText('Sola lettura');
  await expect(row).toContainText('Attiva');
  await snap(page, 'admin-api-keys');

  // The key works as a bearer token until it is revoked.
  const offers = await request.get('/api/offers.php', { headers: { authorization: `Bearer ${key}` } });
  expect(offers.status()).toBe(200);
  await row.getByRole('button', { name: 'Revoca' }).click();
  await expect(row).toContainText('Revocata');
  const refused = await request.get('/api/offers.php', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});

screenFitsPhone('the API-key screen fits the window', users.admin, 'admin/api-keys', 'phone-admin-api-keys');
