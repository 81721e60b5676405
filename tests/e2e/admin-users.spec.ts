import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { MasterDataPage } from './pages/MasterDataPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { throwawayUser } from './support/throwaway-user.ts';
import { users } from './support/users.ts';

test('an admin creates a user, who then signs in with the new password', async ({ page }) => {
  const screen = await MasterDataPage.openAs(page, users.admin, 'admin/users', 'Gestione Utenti');
  await expect(screen.row('admin@acme.test')).toContainText('Administrator');
  // Only the cross-tenant admin sees the tenant column.
  await expect(screen.table.getByRole('columnheader', { name: 'Azienda' })).toHaveCount(0);
  await snap(page, 'users-list');

  await screen.content.getByRole('button', { name: 'Nuovo Utente' }).click();
  await screen.fill({ Nome: 'Chiara', Cognome: 'Galli', Email: 'chiara.galli@acme.test' });
  await screen.press('Crea');
  await expect(screen.dialog.getByRole('alert')).toContainText('La password è obbligatoria per un nuovo utente');
  await screen.field('Password').fill('benvenuta1');
  await screen.dialog.getByLabel('Ruolo').selectOption('finance');
  await snap(page, 'users-dialog');
  await screen.press('Crea');
  await screen.expectToast('Utente creato con successo');
  await expect(screen.row('chiara.galli@acme.test')).toContainText('Finance Manager');

  const shell = new ShellPage(page);
  await shell.switchTo({ tenant: 'acme', email: 'chiara.galli@acme.test' }, 'benvenuta1');
  await expect(shell.header).toContainText('Chiara Galli');
  await expect(shell.header).toContainText('Finance Manager');
});

test('the principal admin sees every tenant, filters by tenant, and cannot delete their own account', async ({
  page,
}) => {
  const screen = await MasterDataPage.openAs(page, users.superadmin, 'admin/users', 'Gestione Utenti');
  await expect(screen.table.getByRole('columnheader', { name: 'Azienda' })).toBeVisible();
  await expect(screen.row('procurement@globex.test')).toBeVisible();
  await expect(screen.row('superadmin@admin.test').getByRole('button', { name: /^Elimina/ })).toBeDisabled();
  await snap(page, 'users-all-tenants');
  await screen.content.getByLabel('Azienda').selectOption('globex');
  await expect(page).toHaveURL(/tenant=globex/);
  await expect(screen.row('procurement@acme.test')).toHaveCount(0);
  await expect(screen.row('procurement@globex.test')).toBeVisible();
});

test('an admin deletes a user after the browser confirmation', async ({ page, request }) => {
  const doomed = await throwawayUser(request, users.globexAdmin, 'it_director', 'da-eliminare');
  const screen = await MasterDataPage.openAs(page, users.globexAdmin, 'admin/users', 'Gestione Utenti');
  page.once('dialog', (dialog) => void dialog.accept());
  await screen
    .row(doomed.email)
    .getByRole('button', { name: /^Elimina/ })
    .click();
  await screen.expectToast('Utente eliminato con successo');
  await expect(screen.row(doomed.email)).toHaveCount(0);
});

test('a non-admin opening /admin/users sees the access-denied text', async ({ page }) => {
  await new LoginPage(page).signIn(users.procurement);
  await page.goto('admin/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
  await expect(main).toContainText('Access Denied - You need admin privileges to access this page.');
  await snap(page, 'users-access-denied');
});
