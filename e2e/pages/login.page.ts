import type { Locator, Page } from '@playwright/test';

/** /login: 'Identifizieren Sie sich'. */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Identifizieren Sie sich' });
    this.email = page.getByLabel('E-Mail');
    this.password = page.getByLabel('Passwort');
    this.submit = page.getByRole('button', { name: 'Anmelden' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async login(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
