import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { MasterDataPage } from './pages/MasterDataPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

test('finance creates a supplier; a supplier in use can only be archived', async ({ page }) => {
  await new LoginPage(page).signIn(users.finance);
  const screen = new MasterDataPage(page);
  await screen.open('suppliers', 'Suppliers');
  await expect(screen.table.getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'suppliers-list');

  await screen.content.getByRole('button', { name: 'New Supplier' }).click();
  await screen.field('Name').fill('Tecnoservizi');
  await screen.dialog.getByRole('button', { name: 'Create' }).click();
  await expect(screen.field('Business Name')).toHaveAccessibleDescription('All fields are required');
  await expect(screen.field('Address')).toHaveAccessibleDescription('All fields are required');
  await expect(screen.field('Business Name')).toBeFocused();
  await screen.field('Business Name').fill('Tecnoservizi S.r.l.');
  await screen.field('Address').fill('Corso Vittorio Emanuele II 120, 10121 Torino (TO)');
  await screen.field('VAT Number').fill('IT01234567890');
  await screen.dialog.getByRole('button', { name: 'Create' }).click();
  await expect(screen.dialog.getByRole('alert')).toContainText('check digit');
  await screen.field('VAT Number').fill('IT 01234567897');
  await snap(page, 'suppliers-dialog');
  await screen.dialog.getByRole('button', { name: 'Create' }).click();
  await screen.expectToast('Supplier created successfully');
  await expect(screen.row('Tecnoservizi S.r.l.')).toContainText('01234567897');

  // A seeded supplier with offers (one no other journey picks): delete is refused, archive is offered.
  const name = 'TecnoServizi Bologna';
  await screen
    .row(name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await screen.dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(screen.dialog.getByRole('alert')).toContainText('cannot be deleted');
  await snap(page, 'suppliers-delete-refused');
  await screen.dialog.getByRole('button', { name: 'Archive' }).click();
  await screen.expectToast('Supplier archived');
  await expect(screen.row(name)).toHaveCount(0);

  await screen.search('Search by name, business name or VAT number...', 'zz-none');
  await expect(screen.content.getByText('No suppliers found matching your criteria.')).toBeVisible();
});

test('cost centers: finance creates one; procurement reads the list without actions', async ({ page }) => {
  await new LoginPage(page).signIn(users.finance);
  const screen = new MasterDataPage(page);
  await screen.open('cost-centers', 'Cost Centers');
  await screen.content.getByRole('button', { name: 'New Cost Center' }).click();
  await screen.dialog.getByRole('button', { name: 'Create' }).click();
  await expect(screen.field('Code')).toHaveAccessibleDescription('Please fill in all fields');
  await expect(screen.field('Description')).toHaveAccessibleDescription('Please fill in all fields');
  await screen.field('Code').fill('cc-log');
  await screen.field('Description').fill('Logistica e magazzino');
  await screen.dialog.getByRole('button', { name: 'Create' }).click();
  await screen.expectToast('Cost center created successfully');
  await expect(screen.row('CC-LOG')).toContainText('Luca Ferrari');
  await expect(screen.row('CC-LOG')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await snap(page, 'cost-centers-list');

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await new LoginPage(page).signIn(users.procurement);
  await screen.open('cost-centers', 'Cost Centers');
  await expect(screen.row('CC-LOG')).toBeVisible();
  await expect(screen.content.getByRole('button', { name: 'New Cost Center' })).toHaveCount(0);
  await expect(screen.row('CC-LOG').getByRole('button')).toHaveCount(0);
  await snap(page, 'cost-centers-readonly');
});
