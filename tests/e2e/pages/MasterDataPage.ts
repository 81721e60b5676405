import { expect, type Locator, type Page } from '@playwright/test';

/** A master-data or administration list screen: toolbar, table, create/edit dialog, delete confirmation. */
export class MasterDataPage {
  readonly content: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main');
    this.table = this.content.getByRole('table').first();
    this.dialog = page.getByRole('dialog');
  }

  /** Navigates by URL (relative to baseURL) and waits for the screen's title. */
  async open(path: string, title: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.content.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async search(label: string, text: string): Promise<void> {
    await this.content.getByRole('searchbox', { name: label }).fill(text);
  }

  /** A dialog input by its accessible name (the required mark is hidden from it). */
  field(label: string): Locator {
    const name = { name: label, exact: true };
    return this.dialog
      .getByRole('textbox', name)
      .or(this.dialog.getByRole('spinbutton', name))
      .or(this.dialog.getByRole('combobox', name));
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.locator('.bp6-toast').filter({ hasText: text }).first()).toBeVisible();
  }

  /** The bearer token the client keeps in localStorage (spec: key authToken), for API checks. */
  async token(): Promise<string> {
    return this.page.evaluate(() => localStorage.getItem('authToken') ?? '');
  }
}
