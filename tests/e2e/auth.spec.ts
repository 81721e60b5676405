import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

test('the sign-in screen offers the tenants by full name and needs every field', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(page.getByText('Gestione Acquisti e Fatturazione')).toBeVisible();
  // Other journeys add tenants as they run: the demo ones must be there, in name order.
  await expect(login.tenant.locator('option:not([disabled])')).toContainText([
    'Acme S.p.A.',
    'Globex S.r.l.',
    'Platform Administration',
  ]);
  await expect(login.email).toHaveAttribute('type', 'email');
  for (const field of [login.tenant, login.email, login.password]) await expect(field).toHaveAttribute('required');
  await snap(page, 'login');
});

test('a wrong password shows the server message in an alert', async ({ page }) => {
  const login = new LoginPage(page);
  await login.login(users.finance, 'wrong-password');
  await expect(login.alert).toBeVisible();
  await expect(login.alert).not.toHaveText('');
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.submit).toBeEnabled();
  await snap(page, 'login-error');
});

test('signing in leads to the dashboard, and signing out back to the sign-in screen', async ({ page }) => {
  await new LoginPage(page).signInWithForm(users.it);
  const shell = new ShellPage(page);
  await shell.expectSignedIn();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  await shell.openUserMenu();
  await snap(page, 'user-menu');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Accedi al tuo account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // The old session is gone: protected pages send the visitor back to sign in (and there afterwards).
  await page.goto('orders');
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
});

test('a signed-in user opening /login is sent to the dashboard', async ({ page }) => {
  await new LoginPage(page).signIn(users.procurement);
  await new ShellPage(page).expectSignedIn();
  await page.goto('login');
  await expect(page).toHaveURL(/\/$/);
  await new ShellPage(page).expectSignedIn();
});

test('an unauthenticated visitor is sent to /login; a stale token is cleared on start-up', async ({ page }) => {
  await page.goto('payments');
  await expect(page).toHaveURL(/\/login\?next=%2Fpayments$/);

  await page.evaluate(() => localStorage.setItem('authToken', 'not-a-valid-token'));
  await page.goto('offers');
  await expect(page).toHaveURL(/\/login\?next=%2Foffers$/);
  await expect(page.getByRole('heading', { name: 'Accedi al tuo account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('the registration request dialog sends the request and confirms it', async ({ page }) => {
  await new LoginPage(page).goto();
  await page.getByRole('button', { name: 'Registrati gratuitamente' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const label of ['Nome', 'Cognome', 'Email', 'Nome Azienda']) {
    await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('required');
  }
  await snap(page, 'registration-dialog');

  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await dialog.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Bianchi');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`giulia.bianchi.${Date.now()}@example.com`);
  await dialog.getByRole('textbox', { name: 'Nome Azienda', exact: true }).fill('Bianchi Forniture S.r.l.');
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(
    page.getByText('Richiesta di registrazione inviata con successo! Verrete ricontattati al più presto.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the user guide explains the three-step approval', async ({ page }) => {
  await new LoginPage(page).goto();
  await page.getByRole('button', { name: 'Guida utente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guida utente' });
  await expect(dialog.getByText('Approvazione in tre passaggi')).toBeVisible();
  for (const role of ['Procurement Executive', 'Finance Manager', 'IT Director', 'Administrator', 'Super Admin']) {
    await expect(dialog.getByText(role, { exact: true }).first()).toBeVisible();
  }
  await snap(page, 'user-guide');
});

test('while the stored session is being checked a spinner says so', async ({ page }) => {
  await page.goto('login');
  await page.evaluate(() => localStorage.setItem('authToken', 'being-checked'));
  // Hold the viewer query back so the check is visible.
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto('');
  await expect(page.getByRole('status')).toHaveText('Verifica autenticazione...');
  await snap(page, 'auth-check');
  await expect(page).toHaveURL(/\/login$/);
});
