import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

// Every route of the spec's table an admin may open. Screens replace their placeholders as they are
// built, and some send the user elsewhere by business rule (an invoice only for a received order),
// so the tour checks that each renders a screen in the shell rather than a particular title.
const ADMIN_PATHS = [
  '',
  'offers',
  'offers/new',
  'offers/1',
  'orders',
  'orders/new?offerId=1',
  'orders/1',
  'orders/1/invoice',
  'invoices',
  'invoices/1',
  'products',
  'payments',
  'suppliers',
  'cost-centers',
  'contracts',
  'contracts/1',
  'admin/users',
];

test('an admin can open every screen of the route table', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).signIn(users.admin);
  const shell = new ShellPage(page);
  for (const path of ADMIN_PATHS) {
    await shell.open(path);
    await shell.expectSignedIn();
    await shell.expectScreenShown();
    await snap(page, `screen-${path.replace(/\?.*$/, '').replace(/\//g, '-') || 'dashboard'}`);
  }
});

test('procurement opens Products; the super admin opens Tenant Admin', async ({ page }) => {
  await new LoginPage(page).signIn(users.procurement);
  const shell = new ShellPage(page);
  await shell.sidebar.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await shell.expectScreenShown();
  await snap(page, 'screen-products');
  await shell.logout();

  await new LoginPage(page).signIn(users.superadmin);
  await shell.open('admin/tenants');
  await expect(page).toHaveURL(/\/admin\/tenants$/);
  await shell.expectScreenShown();
  await snap(page, 'screen-admin-tenants');
});

test('sidebar links navigate and mark the current screen', async ({ page }) => {
  await new LoginPage(page).signIn(users.finance);
  const shell = new ShellPage(page);
  await shell.sidebar.getByRole('link', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
  await expect(shell.sidebar.getByRole('link', { name: 'Suppliers' })).toHaveAttribute('aria-current', 'page');
  await expect(shell.sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('a first load asks for each of its queries once: the early answers are the ones the screens show', async ({
  page,
}) => {
  await new LoginPage(page).signIn(users.finance);
  const asked: string[] = [];
  page.on('request', (request) => {
    const body = request.method() === 'POST' && request.url().endsWith('/graphql') ? request.postData() : null;
    const name = body ? /^\s*query (\w+)/.exec((JSON.parse(body) as { query?: string }).query ?? '')?.[1] : null;
    if (name) asked.push(name);
  });
  // The dashboard: the shell's query and the dashboard's, started by the page's first script.
  await page.reload();
  await expect(page.getByRole('main').getByText('Welcome back,')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(asked.sort()).toEqual(['AppShellQuery', 'DashboardPageQuery']);
  // Another screen: the shell's query early, the list's own from its route loader.
  asked.length = 0;
  await page.goto('offers');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  expect(asked.sort()).toEqual(['AppShellQuery', 'OffersPageQuery']);
});
