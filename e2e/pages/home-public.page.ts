import type { Locator, Page } from '@playwright/test';

/** The home page (/): hero search, forecast, current observation, sun and moon, map, radar, gauges. */
export class HomePublicPage {
  readonly address: Locator;
  readonly search: Locator;
  readonly forecast: Locator;
  readonly forecastTable: Locator;
  readonly current: Locator;
  readonly ephemeris: Locator;
  readonly gauges: Locator;

  constructor(readonly page: Page) {
    this.address = page.getByLabel('Adresse oder Ort');
    this.search = page.getByRole('button', { name: 'Suchen' });
    this.forecast = page.getByRole('region', { name: /^Vorhersage/ });
    this.forecastTable = this.forecast.getByRole('table');
    this.current = page.getByRole('region', { name: 'Aktuelle Beobachtung' });
    this.ephemeris = page.getByRole('region', { name: 'Sonne und Mond' });
    this.gauges = page.getByRole('region', { name: 'Messinstrumente' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  async searchFor(address: string): Promise<void> {
    await this.address.fill(address);
    await this.search.click();
  }

  gauge(name: RegExp): Locator {
    return this.gauges.getByRole('img', { name });
  }
}

/** The contact page (/contact): form, postal block, map. */
export class ContactPublicPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Name');
    this.email = page.getByLabel('E-Mail');
    this.subject = page.getByLabel('Betreff');
    this.message = page.getByLabel('Nachricht', { exact: true });
    this.submit = page.getByRole('button', { name: 'Senden' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/contact');
  }

  async send(values: { name: string; email: string; subject: string; message: string }): Promise<void> {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.subject.fill(values.subject);
    await this.message.fill(values.message);
    await this.submit.click();
  }
}
