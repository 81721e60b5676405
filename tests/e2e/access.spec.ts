import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users, type DemoUserKey } from './support/users.ts';

async function signIn(page: import('@playwright/test').Page, key: DemoUserKey): Promise<ShellPage> {
  await new LoginPage(page).signIn(users[key]);
  const shell = new ShellPage(page);
  await shell.expectSignedIn();
  return shell;
}

const denied: Array<{ who: DemoUserKey; path: string; message: string; shot: string }> = [
  {
    who: 'procurement',
    path: 'payments',
    message: 'Non hai i permessi necessari per accedere a questa pagina.',
    shot: 'access-denied',
  },
  {
    who: 'finance',
    path: 'admin/users',
    message: 'Access Denied - You need admin privileges to access this page.',
    shot: 'access-denied-users',
  },
  {
    who: 'admin',
    path: 'admin/tenants',
    message: 'Access Denied - You need super admin privileges',
    shot: 'access-denied-tenants',
  },
  { who: 'it', path: 'suppliers', message: 'Non hai i permessi', shot: 'access-denied-suppliers' },
];

for (const { who, path, message, shot } of denied) {
  test(`${who} opening /${path} gets the access-denied page`, async ({ page }) => {
    const shell = await signIn(page, who);
    await shell.open(path);
    await expect(shell.content.getByRole('heading', { name: 'Accesso Negato' })).toBeVisible();
    await expect(shell.content.getByText(message)).toBeVisible();
    await snap(page, shot);

    await shell.content.getByRole('link', { name: 'Torna alla Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await shell.expectScreenShown();
  });
}

test('an admin opens Products from the sidebar and may manage them (the guide: admins have all permissions)', async ({
  page,
}) => {
  const shell = await signIn(page, 'admin');
  await shell.sidebar.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(shell.content.getByRole('heading', { name: 'Prodotti', level: 2 })).toBeVisible();
  await expect(shell.content.getByRole('button', { name: 'Aggiungi Prodotto' })).toBeVisible();
  await shell.expectScreenShown();
  await expect(page.getByText(/Accesso negato/i)).toHaveCount(0);
  await snap(page, 'products-admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'products-admin-390');
});

test('finance opening Products is sent to the dashboard with the error toast', async ({ page }) => {
  const shell = await signIn(page, 'finance');
  await shell.open('products');
  await expect(
    page.getByText('Accesso negato: Solo gli Executive Procurement possono accedere a questa pagina'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await snap(page, 'products-denied-toast');
});

test('creating an invoice from an order needs the finance role', async ({ page }) => {
  const shell = await signIn(page, 'procurement');
  await shell.open('orders/1/invoice');
  await expect(page.getByText('Access denied. Finance role required to create invoices.')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
});

test('the super admin reaches Tenant Admin from the sidebar', async ({ page }) => {
  const shell = await signIn(page, 'superadmin');
  await shell.group('Administration').getByRole('link', { name: 'Tenant Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/tenants$/);
  await shell.expectScreenShown();
});

test('an unknown path shows the not-found page with a working link home', async ({ page }) => {
  await signIn(page, 'finance');
  await page.goto('no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await snap(page, 'not-found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await new ShellPage(page).expectSignedIn();
});
