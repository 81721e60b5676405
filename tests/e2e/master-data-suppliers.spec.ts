import { expect, test } from '@playwright/test';
import { MasterDataPage } from './pages/MasterDataPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

test('finance creates a supplier; a supplier in use can only be archived', async ({ page }) => {
  const screen = await MasterDataPage.openAs(page, users.finance, 'suppliers', 'Suppliers');
  await expect(screen.table.getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'suppliers-list');

  await screen.content.getByRole('button', { name: 'New Supplier' }).click();
  await screen.field('Name').fill('Tecnoservizi');
  await screen.press('Create');
  await expect(screen.field('Business Name')).toHaveAccessibleDescription('All fields are required');
  await expect(screen.field('Address')).toHaveAccessibleDescription('All fields are required');
  await expect(screen.field('Business Name')).toBeFocused();
  await screen.fill({
    'Business Name': 'Tecnoservizi S.r.l.',
    Address: 'Corso Vittorio Emanuele II 120, 10121 Torino (TO)',
    'VAT Number': 'IT01234567890',
  });
  await screen.press('Create');
  await expect(screen.dialog.getByRole('alert')).toContainText('check digit');
  await screen.field('VAT Number').fill('IT 01234567897');
  await snap(page, 'suppliers-dialog');
  await screen.press('Create');
  await screen.expectToast('Supplier created successfully');
  await expect(screen.row('Tecnoservizi S.r.l.')).toContainText('01234567897');

  // A seeded supplier with offers (one no other journey picks): delete is refused, archive is offered.
  await screen.archiveInUse(
    'TecnoServizi Bologna',
    { delete: 'Delete', archive: 'Archive', refused: 'cannot be deleted', archived: 'Supplier archived' },
    'suppliers-delete-refused',
  );

  await screen.search('Search by name, business name or VAT number...', 'zz-none');
  await expect(screen.content.getByText('No suppliers found matching your criteria.')).toBeVisible();
});

test('issue 16: a supplier IBAN is checked on the server, masked in the list and whole in the dialog', async ({
  page,
}) => {
  const screen = await MasterDataPage.openAs(page, users.finance, 'suppliers', 'Suppliers');
  await screen.content.getByRole('button', { name: 'New Supplier' }).click();
  await screen.fill({
    Name: 'Banca Prova',
    'Business Name': 'Società Prova & Figli S.r.l.',
    Address: 'Via Roma 1, 20121 Milano (MI)',
    'VAT Number': 'IT 12345678903',
    IBAN: 'IT61 X054 2811 1010 0000 0123 456',
  });
  await screen.press('Create');
  await expect(screen.dialog.getByRole('alert')).toContainText('check digits do not match');
  await screen.field('IBAN').fill('IT60 X054 2811 1010 0000 0123 456');
  await screen.field('BIC').fill('bcititmm');
  await screen.press('Create');
  await screen.expectToast('Supplier created successfully');
  await expect(screen.row('Banca Prova')).toContainText('IT60 X054 ... 3456');
  await expect(screen.row('Banca Prova')).not.toContainText('IT60X0542811101000000123456');
  await snap(page, 'suppliers-list-iban');
  await screen.rowButton('Banca Prova', 'Edit').click();
  await expect(screen.field('IBAN')).toHaveValue('IT60X0542811101000000123456');
  await expect(screen.field('BIC')).toHaveValue('BCITITMM');
});

test('cost centers: finance creates one; procurement reads the list without actions', async ({ page }) => {
  const screen = await MasterDataPage.openAs(page, users.finance, 'cost-centers', 'Cost Centers');
  await screen.content.getByRole('button', { name: 'New Cost Center' }).click();
  await screen.press('Create');
  await expect(screen.field('Code')).toHaveAccessibleDescription('Please fill in all fields');
  await expect(screen.field('Description')).toHaveAccessibleDescription('Please fill in all fields');
  await screen.fill({ Code: 'cc-log', Description: 'Logistica e magazzino' });
  await screen.press('Create');
  await screen.expectToast('Cost center created successfully');
  await expect(screen.row('CC-LOG')).toContainText('Luca Ferrari');
  await expect(screen.row('CC-LOG')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await snap(page, 'cost-centers-list');

  await new ShellPage(page).switchTo(users.procurement);
  await screen.open('cost-centers', 'Cost Centers');
  await expect(screen.row('CC-LOG')).toBeVisible();
  await expect(screen.content.getByRole('button', { name: 'New Cost Center' })).toHaveCount(0);
  await expect(screen.row('CC-LOG').getByRole('button')).toHaveCount(0);
  await snap(page, 'cost-centers-readonly');
});
