import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

// Runs against the server started with BASE_PATH=/Purchaser (project 'base-path').
test('under /Purchaser the client loads, signs in, navigates and signs out inside the prefix', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await new LoginPage(page).signInWithForm(users.admin);
  const shell = new ShellPage(page);
  await shell.expectSignedIn();
  await expect(page).toHaveURL(/\/Purchaser\/?$/);
  await snap(page, 'base-path-dashboard');

  await shell.sidebar.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/Purchaser\/invoices$/);
  await shell.expectScreenShown();

  // A deep link loads its assets through the injected <base href>.
  await page.goto('contracts/1');
  await shell.expectSignedIn();
  await shell.expectScreenShown();

  await shell.logout();
  await expect(page).toHaveURL(/\/Purchaser\/login$/);

  // A link into the app while signed out (an e-mail's): sign-in returns to it, inside the prefix.
  await page.goto('contracts/1');
  await expect(page).toHaveURL(/\/Purchaser\/login\?next=%2Fcontracts%2F1$/);
  const login = new LoginPage(page);
  await login.fill(users.admin);
  await login.submit.click();
  await expect(page).toHaveURL(/\/Purchaser\/contracts\/1$/);
  await shell.expectScreenShown();
  expect(failed).toEqual([]);
});
