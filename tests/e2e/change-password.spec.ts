import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { throwawayUser } from './support/throwaway-user.ts';
import { PASSWORD, users } from './support/users.ts';

test('the change-password dialog checks in the spec order, then changes the password', async ({ page, request }) => {
  // Its own account: changing a shared demo account's password would sign other specs out.
  const user = await throwawayUser(request, users.globexAdmin, 'it_director', 'cambio-password');
  await new LoginPage(page).signIn(user);
  const shell = new ShellPage(page);
  await shell.expectSignedIn();

  const dialog = await shell.openChangePassword();
  const current = dialog.getByLabel('Current Password');
  const next = dialog.getByLabel('New Password', { exact: true });
  const confirm = dialog.getByLabel('Confirm New Password');
  const submit = dialog.getByRole('button', { name: 'Update Password' });
  const alert = dialog.getByRole('alert');

  await submit.click();
  await expect(alert).toHaveText('Please enter your current password');
  await current.fill(PASSWORD);
  await submit.click();
  await expect(alert).toHaveText('Please enter a new password');
  await next.fill('abc');
  await confirm.fill('abd');
  await submit.click();
  await expect(alert).toHaveText('New passwords do not match');
  await confirm.fill('abc');
  await submit.click();
  await expect(alert).toHaveText('Password must be at least 6 characters long');
  await snap(page, 'change-password-validation');

  await current.fill('not-my-password');
  await next.fill('newpass123');
  await confirm.fill('newpass123');
  await submit.click();
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText('Password must be at least 6 characters long');

  await current.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Put the demo password back so the account stays usable.
  const again = await shell.openChangePassword();
  await again.getByLabel('Current Password').fill('newpass123');
  await again.getByLabel('New Password', { exact: true }).fill(PASSWORD);
  await again.getByLabel('Confirm New Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Update Password' }).click();
  await expect(again).toBeHidden();
});
