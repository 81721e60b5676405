import { expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from '../support/users.ts';
import { LoginPage } from './LoginPage.ts';

/** The signed-in frame: sidebar, header, user menu, and the content area. */
export class ShellPage {
  readonly sidebar: Locator;
  readonly header: Locator;
  readonly content: Locator;
  readonly userMenuButton: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    this.header = page.getByRole('banner');
    this.content = page.getByRole('main');
    this.userMenuButton = this.header.getByRole('button', { name: /^User menu/ });
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.sidebar).toBeVisible();
    await expect(this.header.getByText('Offer & Invoice')).toBeVisible();
  }

  /** The sidebar's links in order, as a user reads them. */
  async sidebarEntries(): Promise<string[]> {
    return this.sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''));
  }

  group(name: 'Menu' | 'Administration'): Locator {
    return this.sidebar.getByRole('region', { name });
  }

  async openUserMenu(): Promise<void> {
    await this.userMenuButton.click();
    await expect(this.page.getByRole('menu', { name: 'User menu' })).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  /** Signs out, then `user` in, and waits for the new session's shell. */
  async switchTo(user: { tenant: string; email: string }, password = PASSWORD): Promise<void> {
    await this.logout();
    await new LoginPage(this.page).login(user, password);
    await this.expectSignedIn();
  }

  async openChangePassword(): Promise<Locator> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /**
   * The current screen rendered inside the shell: loaded (no spinner), with a heading, and not one
   * of the frame's failure pages (access denied, not found, error boundary).
   */
  async expectScreenShown(): Promise<void> {
    await expect(this.content.locator('.bp6-spinner')).toHaveCount(0);
    await expect(this.content.getByRole('heading').first()).toBeVisible();
    for (const failure of ['Accesso Negato', 'Page not found', 'Si è verificato un errore']) {
      await expect(this.content.getByText(failure, { exact: true })).toHaveCount(0);
    }
  }

  /** Navigates by URL (relative to baseURL, which carries any BASE_PATH). */
  async open(path: string): Promise<void> {
    await this.page.goto(path.replace(/^\//, ''));
  }
}
