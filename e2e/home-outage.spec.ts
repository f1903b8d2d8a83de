import type { Page } from '@playwright/test';
import { feedDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';
import { HomePublicPage } from './pages/home-public.page.ts';

// Nothing breaks when the radar, the map tiles or the forecast are down. The fake Open-Meteo drops
// every connection north of 70° N (the Nordkap, which the fake Nominatim knows); the map tiles and Windy are
// refused by the browser here, as on a site whose visitors cannot reach them. Then screenshots of / at
// phone and desktop width in both themes, with the station's readings, for a person to look at.

const SCREENSHOTS = 'e2e/artifacts/screenshots';

async function refuseEmbeds(page: Page): Promise<void> {
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort('namenotresolved'));
  await page.route('https://embed.windy.com/**', (route) => route.abort('namenotresolved'));
}

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

test("a forecast outage shows the API's message as a compact alert in its card, unreachable map tiles and radar quiet placeholders", async ({
  page,
}) => {
  await refuseEmbeds(page);
  const home = new HomePublicPage(page);
  await home.goto();
  await expect(home.forecastTable).toBeVisible();

  await home.searchFor('Nordkap');
  await expect(home.forecast.getByRole('heading', { name: /^Vorhersage für Nordkap/ })).toBeVisible();
  await expect(home.forecast.getByRole('status')).toHaveText('Vorhersage derzeit nicht verfügbar');
  await expect(home.forecastTable).toHaveCount(0);
  // §8: the forecast's errors as error alerts, inside the forecast's card so the page keeps its layout.
  const forecastAlert = home.forecast.getByRole('alert');
  await expect(forecastAlert).toHaveCount(1);
  await expect(forecastAlert).toContainText('Open-Meteo ist nicht erreichbar');
  await expect(forecastAlert).toHaveClass(/alert-danger/);
  expect((await forecastAlert.boundingBox())?.height ?? 0).toBeLessThan(80);
  await page.screenshot({ path: `${SCREENSHOTS}/home-forecast-outage.png` });

  const map = page.getByRole('region', { name: 'Standort' });
  // The map loads when it comes near the viewport (Leaflet stays off the first load).
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('status')).toContainText('Karte derzeit nicht verfügbar');
  await expect(map.locator('.leaflet-container')).toHaveCount(0);
  const radar = page.getByRole('region', { name: 'Regenradar' });
  await radar.scrollIntoViewIfNeeded();
  await expect(radar.getByRole('status')).toContainText('Regenradar derzeit nicht verfügbar');
  await expect(radar.locator('iframe')).toHaveCount(0);
  // A quiet line, not a blank 450 px box.
  const box = await radar.getByRole('status').boundingBox();
  expect(box?.height ?? 0).toBeLessThan(200);

  // The forecast's alert is the only one: the map and the radar stay quiet.
  await expect(page.getByRole('alert')).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`the home page reads at a glance at ${width} px, ${theme}`, async ({ page }) => {
      await refuseEmbeds(page);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      const home = new HomePublicPage(page);
      await home.goto();
      await expect(page.getByTestId('now-temperature')).toHaveText(/^-?\d+,\d °C$/);
      await expect(home.forecastTable).toBeVisible();
      const strip = page.getByRole('region', { name: 'Die letzten 24 Stunden' });
      // The strip, the map and the dials draw when they come near the viewport: scroll through them.
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.locator('canvas')).toHaveCount(1);
      await expect(page.getByTestId('tile-temperature').locator('svg path')).toHaveCount(1);
      // Scroll through so the lazy parts (dials, radar) load, then back to the top.
      await page.getByRole('region', { name: 'Standort' }).scrollIntoViewIfNeeded();
      for (const dial of await home.gauges.getByRole('img').all()) await dial.scrollIntoViewIfNeeded();
      await page.getByRole('region', { name: 'Regenradar' }).scrollIntoViewIfNeeded();
      await expect(home.gauges.locator('canvas')).toHaveCount(10);
      await expect(page.getByRole('region', { name: 'Regenradar' }).getByRole('status')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/home-glance-${width}-${theme}.png`, fullPage: true });
    });
  }
}
