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

  /** Signs in with the form and waits for the shell: for the journeys about the sign-in itself. */
  async signInWithForm(user: { tenant: string; email: string }): Promise<void> {
    await this.login(user);
    await expect(this.page.getByRole('banner')).toBeVisible();
    await expect(this.heading).toBeHidden();
  }

  /**
   * Signs in through the API (POST api/auth.php, the token the form's mutation also returns), keeps the
   * token where the client keeps it and opens the dashboard. The form is the subject of auth.spec and
   * base-path.spec (signInWithForm); the other journeys need a session, and the sign-in screen's load and
   * form were over a second of each.
   */
  async signIn(user: { tenant: string; email: string }): Promise<void> {
    const response = await this.page.request.post('api/auth.php', {
      data: { tenant: user.tenant, email: user.email, password: PASSWORD },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { token } = (await response.json()) as { token: string };
    // localStorage is the origin's: a page of it without the client (the health check) takes the token.
    await this.page.goto('health');
    await this.page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await this.page.goto('');
    await expect(this.page.getByRole('banner')).toBeVisible();
  }
}
