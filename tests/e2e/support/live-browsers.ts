import type { Browser, Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage.ts';
import { users, type DemoUserKey } from './users.ts';

/** A separate browser (own context, own session) signed in as a demo user: several people at once. */
export async function signedIn(browser: Browser, who: DemoUserKey, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 844 } });
  const page = await context.newPage();
  await new LoginPage(page).signIn(users[who]);
  return page;
}

export const bell = (page: Page) => page.getByTestId('notification-bell');

/** The unread count the bell announces (0 without a badge). */
export async function unreadOf(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) non lett/.exec(label)?.[1] ?? 0);
}
