import { expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from '../support/users.ts';

export class LoginPage {
  readonly heading: Locator;
  readonly tenant: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Accedi al tuo account' });
    this.tenant = page.getByLabel('Azienda');
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Accedi', exact: true });
    this.alert = page.getByRole('form').getByRole('alert');
  }

  /** Relative to baseURL, so the same call works at the root and under BASE_PATH. */
  async goto(): Promise<void> {
    await this.page.goto('login');
    await expect(this.heading).toBeVisible();
  }

  async fill(user: { tenant: string; email: string }, password = PASSWORD): Promise<void> {
    await this.tenant.selectOption(user.tenant);
    await this.email.fill(user.email);
    await this.password.fill(password);
  }

  /** Submits the form; says nothing about the outcome. */
  async login(user: { tenant: string; email: string }, password = PASSWORD): Promise<void> {
    await this.goto();
    await this.fill(user, password);
    await this.submit.click();
  }

  /** Signs in and waits for the shell, so the next navigation cannot cut the sign-in short. */
  async signIn(user: { tenant: string; email: string }): Promise<void> {
    await this.login(user);
    await expect(this.page.getByRole('banner')).toBeVisible();
    await expect(this.heading).toBeHidden();
  }
}
