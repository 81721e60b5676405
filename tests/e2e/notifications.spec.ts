// Issue 17 point 4: the bell. Procurement creates an offer in one browser; the finance manager's bell,
// open in another, counts it without a reload (the live subscription over SSE); the list shows it and
// a click opens the offer. The list fits a 390 px phone.
import { expect, test } from '@playwright/test';
import { ProcurementPage } from './pages/ProcurementPage.ts';
import { bell, signedIn, unreadOf } from './support/live-browsers.ts';
import { snap } from './support/screenshot.ts';

test('a new offer reaches the finance manager’s bell live; a click opens it', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `E2E Notifica ${Date.now()}`;
  const finance = await signedIn(browser, 'finance');
  await expect(bell(finance)).toBeVisible();
  const before = await unreadOf(finance);
  // The sidebar's "Da approvare" badge (issue 17 point 4: the inbox count is live too).
  const inbox = finance.getByRole('link', { name: 'Da approvare', exact: true });
  const inboxCount = async () => Number((await inbox.locator('.sidebar-link__badge').allTextContents())[0] ?? 0);
  const inboxBefore = await inboxCount();

  const procurementPage = await signedIn(browser, 'procurement');
  const p = new ProcurementPage(procurementPage);
  const offerPath = await p.createOffer(title, 'Informatica Lombarda (Informatica Lombarda S.r.l.)', 'Notifiche');

  // No reload on the finance side: the count arrives over the live subscription. Other journeys of
  // the same run notify this finance manager too, so the count grows by at least this offer's one.
  await expect.poll(() => unreadOf(finance)).toBeGreaterThan(before);
  const arrived = await unreadOf(finance);
  await expect(bell(finance)).toHaveAttribute(
    'aria-label',
    `Notifiche: ${arrived} non lett${arrived === 1 ? 'a' : 'e'}`,
  );
  await expect(finance.getByTestId('notification-count')).toHaveText(String(arrived));
  await expect.poll(inboxCount).toBeGreaterThan(inboxBefore);
  await snap(finance, 'notifications-bell-1366');

  await bell(finance).click();
  const item = finance.getByRole('button', { name: new RegExp(`Offerta «${title}» da approvare`) });
  await expect(item).toBeVisible();
  await snap(finance, 'notifications-list-1366');
  await item.click();
  await expect(finance).toHaveURL(new RegExp(`${offerPath}$`));
  await expect(finance.getByRole('main').getByText(title).first()).toBeVisible();
  // Opened means read: the bell's list no longer marks it unread.
  await bell(finance).click();
  const opened = finance.locator('.notification-item', { hasText: `Offerta «${title}» da approvare` });
  await expect(opened).toBeVisible();
  await expect(opened).not.toHaveClass(/notification-item--unread/);

  // The IT director was told too; on a 390 px phone the list fits the screen and marks all read.
  const it = await signedIn(browser, 'it', 390);
  await expect(it.getByTestId('notification-count')).toBeVisible();
  await bell(it).click();
  const list = it.getByRole('region', { name: 'Notifiche' });
  await expect(list.getByRole('button', { name: new RegExp(`Offerta «${title}» da approvare`) })).toBeVisible();
  const box = await list.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await it.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(it, 'notifications-list-390');
  await list.getByRole('button', { name: 'Segna tutte come lette' }).click();
  await expect(it.getByTestId('notification-count')).toHaveCount(0);
});
