import { expect, test } from '@playwright/test';
import { MasterDataPage } from './pages/MasterDataPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

test('the principal admin creates a tenant and signs in to it as its first admin', async ({ page }) => {
  const screen = await MasterDataPage.openAs(page, users.superadmin, 'admin/tenants', 'Tenant Management');
  await expect(screen.row('Acme S.p.A.')).toBeVisible();
  await snap(page, 'tenants-list');

  await screen.content.getByRole('button', { name: 'New Tenant' }).click();
  await screen.fill({
    'Short Name': 'Umbrella Corp',
    'Full Name': 'Umbrella Italia S.r.l.',
    'Contact Name': 'Alice',
    'Contact Surname': 'Abernathy',
    'Contact Phone': '+39 011 555 0101',
    'Contact Email': 'alice@umbrella.test',
    'Initial Password': 'ombrello1',
  });
  await screen.press('Create');
  await expect(screen.dialog.getByRole('alert')).toContainText('only lowercase letters, digits and dashes');
  await screen.field('Short Name').fill('umbrella');
  await snap(page, 'tenants-dialog');
  await screen.press('Create');
  await screen.expectToast('Tenant created successfully');
  await expect(screen.row('umbrella')).toContainText('Alice Abernathy');

  await screen.rowButton('umbrella', 'Edit').click();
  await expect(screen.field('Short Name')).toBeDisabled();
  await screen.press('Cancel');

  const shell = new ShellPage(page);
  await shell.switchTo({ tenant: 'umbrella', email: 'alice@umbrella.test' }, 'ombrello1');
  await expect(shell.sidebar).toContainText('UMBRELLA ITALIA S.R.L.');
  await expect(shell.header).toContainText('Administrator');
});

test('a registration request becomes a tenant; deleting a tenant with data needs its name typed', async ({
  page,
  baseURL,
}) => {
  const register = await page.request.post(new URL('api/register.php', baseURL).toString(), {
    data: { firstName: 'Bruno', lastName: 'Fontana', email: 'bruno@stark.test', company: 'Stark Industrie S.p.A.' },
  });
  expect(register.status()).toBe(201);
  const screen = await MasterDataPage.openAs(page, users.superadmin, 'admin/tenants', 'Tenant Management');
  const requests = screen.content.getByRole('region', { name: 'Registration Requests' });
  const request = requests.getByRole('row').filter({ hasText: 'bruno@stark.test' });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(screen.field('Short Name')).toHaveValue('stark-industrie');
  await screen.fill({ 'Contact Phone': '+39 02 999', 'Initial Password': 'starkpw1' });
  await snap(page, 'tenants-approve-dialog');
  await screen.press('Approve');
  await screen.expectToast('Registration approved: tenant created');
  await expect(screen.row('stark-industrie')).toContainText('Bruno Fontana');
  await expect(requests).toContainText('No pending registration requests.');

  await screen.rowButton('globex', 'Delete').click();
  await expect(screen.dialog).toContainText('This tenant contains:');
  const confirm = screen.dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await screen.dialog.getByLabel('Type globex to confirm').fill('globex');
  await snap(page, 'tenants-delete-dialog');
  await screen.press('Cancel');
});
