import type { Locator, Page } from '@playwright/test';

/** The weather data pages (spec §2): current table, history tables, graphs. */
export class DataWeatherPages {
  constructor(readonly page: Page) {}

  /** The table row whose header cell is exactly `label` ('Temperatur', 'Beaufort-Skala'…). */
  row(label: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  /** The value cells of a row (everything but its header). */
  cells(label: string): Locator {
    return this.row(label).getByRole('cell');
  }

  /** A chart card of the graph page by its title. */
  chart(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  periodButton(name: string): Locator {
    return this.page.getByRole('group', { name: 'Zeitraum' }).getByRole('button', { name, exact: true });
  }
}
