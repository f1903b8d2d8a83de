import type { Locator, Page } from '@playwright/test';

/** The public header, menu and station selector (spec §2 'Header'). */
export class PublicLayout {
  readonly stationSelector: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.stationSelector = page.getByLabel('Station wechseln');
    this.menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  async switchStation(label: string): Promise<void> {
    await this.stationSelector.selectOption({ label });
  }
}
