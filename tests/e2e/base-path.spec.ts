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

  await new LoginPage(page).signIn(users.admin);
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
  expect(failed).toEqual([]);
});
