import path from 'node:path';
import type { Page } from '@playwright/test';

const DIR = path.resolve('tests/e2e/screenshots');

/** A full-page picture of the current screen, for a person to look at (the folder is gitignored). */
export async function snap(page: Page, name: string): Promise<void> {
  // Let fonts, icons and transitions settle so the picture shows what a user sees.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });
}
