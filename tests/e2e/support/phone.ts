import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { snap } from './screenshot.ts';
import type { DemoUser } from './users.ts';

/** The spec's phone: 390 px wide. */
export const PHONE = { width: 390, height: 844 };

/** The page is no wider than its window, so nothing scrolls sideways (issue 13, point 10). */
export async function expectNoSidewaysScroll(page: Page, label?: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, label).toBeLessThanOrEqual(clientWidth);
}

/**
 * The journey `title` at 390 px: `user` opens the screen at `path`, it is shown, the page does not
 * scroll sideways, and the screenshot `snapName` is kept.
 */
export function screenFitsPhone(title: string, user: DemoUser, path: string, snapName: string): void {
  test.describe('at 390 px', () => {
    test.use({ viewport: PHONE });

    test(title, async ({ page }) => {
      await new LoginPage(page).signIn(user);
      const shell = new ShellPage(page);
      await shell.open(path);
      await shell.expectScreenShown();
      await expectNoSidewaysScroll(page);
      await snap(page, snapName);
    });
  });
}
