import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What every screen of the procurement and finance page objects offers: the content and the open
 * dialog, opening by URL, rows, toasts, and the searchable pickers (the server searches as one types).
 */
export class AppPage {
  readonly content: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main');
    this.dialog = page.getByRole('dialog');
  }

  /** Navigates by URL (relative to baseURL) and waits for the screen's title. */
  async open(path: string, heading: string | RegExp): Promise<void> {
    await this.page.goto(path.replace(/^\//, ''));
    // Exact: 'Pagamenti' must not also match the list's 'Elenco pagamenti' further down.
    await expect(this.content.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
  }

  row(text: string | RegExp): Locator {
    return this.content.getByRole('row').filter({ hasText: text });
  }

  async expectToast(text: string | RegExp): Promise<void> {
    await expect(this.page.locator('.bp6-toast').filter({ hasText: text }).first()).toBeVisible();
  }

  /** Types into a searchable picker and chooses the suggestion. */
  async pick(input: Locator, search: string, option: string | RegExp = search): Promise<void> {
    await input.click();
    await input.fill(search);
    const list = await this.suggestions(input);
    await list.getByRole('option', { name: option }).first().click();
  }

  /** The n-th (1-based) suggestion of a picker without typing: what it offers on opening. */
  async pickNth(input: Locator, n: number): Promise<void> {
    await input.click();
    const list = await this.suggestions(input);
    await list
      .getByRole('option')
      .nth(n - 1)
      .click();
  }

  /** The open suggestion list, once another picker's list has finished closing. */
  async suggestions(input: Locator): Promise<Locator> {
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(this.page.getByRole('listbox')).toHaveCount(1);
    const list = this.page.getByRole('listbox');
    // The server's answer has arrived (the picker waits a moment after the last key).
    await expect(list.getByRole('option', { name: /^(Searching|Ricerca in corso)\.\.\.$/ })).toHaveCount(0);
    return list;
  }
}
