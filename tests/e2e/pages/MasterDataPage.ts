import { expect, type Locator, type Page } from '@playwright/test';
import { snap } from '../support/screenshot.ts';
import type { DemoUser } from '../support/users.ts';
import { LoginPage } from './LoginPage.ts';

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

  /** Signs `user` in and opens the screen at `path` (relative to baseURL), titled `title`. */
  static async openAs(page: Page, user: DemoUser, path: string, title: string): Promise<MasterDataPage> {
    await new LoginPage(page).signIn(user);
    const screen = new MasterDataPage(page);
    await screen.open(path, title);
    return screen;
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

  /** Fills dialog inputs, by label. */
  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Clicks a button of the dialog. */
  async press(name: string): Promise<void> {
    await this.dialog.getByRole('button', { name, exact: true }).click();
  }

  /** A row's icon button: its accessible name is the action and the row's name ("Delete Globex"). */
  rowButton(name: string, action: string): Locator {
    return this.row(name).getByRole('button', { name: `${action} ${name}` });
  }

  /**
   * A row in use: deleting it is refused in the dialog, which offers to archive it instead; archived,
   * it leaves the list. The screenshot shows the refusal.
   */
  async archiveInUse(
    name: string,
    texts: { delete: string; archive: string; refused: string; archived: string },
    shot: string,
  ): Promise<void> {
    await this.rowButton(name, texts.delete).click();
    await this.press(texts.delete);
    await expect(this.dialog.getByRole('alert')).toContainText(texts.refused);
    await snap(this.page, shot);
    await this.press(texts.archive);
    await this.expectToast(texts.archived);
    await expect(this.row(name)).toHaveCount(0);
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.locator('.bp6-toast').filter({ hasText: text }).first()).toBeVisible();
  }

  /** The bearer token the client keeps in localStorage (spec: key authToken), for API checks. */
  async token(): Promise<string> {
    return this.page.evaluate(() => localStorage.getItem('authToken') ?? '');
  }
}
