import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { postReadings } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';
import { DataWeatherPages } from './pages/data-weather.page.ts';

// The 'On this day' page as a visitor meets it: a station fed 15 June of three years through the JSON door,
// reached through the 'Daten' menu; each year's high and low are those worked out here from the same
// readings and those of that day's history table, and the page never scrolls sideways on a phone.

const REFERENCE = `E2E-ONDAY-${Date.now().toString(36).toUpperCase()}`;
const YEARS = [2023, 2024, 2025];

interface Reading {
  receivedAt: string;
  temperature: number;
  rain: number;
  relativePressure: number;
  windGust: number;
}

/** 15 June in Berlin (UTC+2), every 3 hours from local midnight: each year a few degrees warmer. */
function fifteenthOfJune(year: number): Reading[] {
  const readings: Reading[] = [];
  const offset = year - 2023;
  for (let hour = 0; hour < 24; hour += 3) {
    const at = Date.UTC(year, 5, 14, 22 + hour);
    readings.push({
      receivedAt: new Date(at).toISOString(),
      temperature: Number((14 + 3 * offset + 8 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)).toFixed(1)),
      rain: hour === 15 ? 1.2 * (offset + 1) : 0,
      relativePressure: 1010 + offset * 4 + hour / 3,
      windGust: 5 + offset + hour / 6,
    });
  }
  return readings;
}

const readings = YEARS.flatMap(fifteenthOfJune);

/** '21,9 °C' of a value, as the page writes it. */
const celsius = (value: number) => `${value.toFixed(1).replace('.', ',').replace('-', '−')} °C`;

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Tageshausen',
    city: 'Tageshausen',
    postalCode: '10115',
    country: 'DE',
    lat: 52.52,
    lng: 13.4,
    timezone: 'Europe/Berlin',
  });
  await postReadings(request, REFERENCE, readings, station.apiToken);
});

test('on this day shows 15 June in every year, as the history tables do, at desktop and phone width', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript((ref) => window.localStorage.setItem('station', ref), REFERENCE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Daten' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'An diesem Tag' }).click();
  await expect(page).toHaveURL(/\/weather\/on-this-day$/);
  await expect(page.getByRole('heading', { level: 1, name: 'An diesem Tag' })).toBeVisible();

  await page.getByLabel('Tag', { exact: true }).selectOption('15');
  await page.getByLabel('Monat', { exact: true }).selectOption('6');
  await expect(page).toHaveURL(/\/weather\/on-this-day\?date=06-15$/);
  const table = page.getByRole('table', { name: /^Der 15\. Juni in jedem Jahr der Station/ });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  // 2026 down to the first year with data; 2026 has no 15 June data yet.
  await expect(rows).toHaveCount(4);
  for (const [index, year] of [2025, 2024, 2023].entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole('rowheader')).toHaveText(String(year));
    const temperatures = fifteenthOfJune(year).map((reading) => reading.temperature);
    await expect(row.getByRole('cell').nth(0)).toContainText(celsius(Math.max(...temperatures)));
    await expect(row.getByRole('cell').nth(1)).toContainText(celsius(Math.min(...temperatures)));
    // High, low and mean on the blue–red scale, as the climate tables show theirs; rain, gust, pressure plain.
    await expect(row.locator('.value-chip')).toHaveCount(3);
    for (const cell of [0, 1, 2])
      await expect(row.getByRole('cell').nth(cell).locator('.value-chip')).toHaveCount(1);
  }
  // 2025's high, 28,0 °C, is a stop of the scale: ColorBrewer's #f46d43, with black text on it.
  const hottest = rows.nth(1).getByRole('cell').nth(0).locator('.value-chip');
  await expect(hottest).toHaveText('28,0 °C');
  await expect(hottest).toHaveCSS('background-color', 'rgb(244, 109, 67)');
  await expect(hottest).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(rows.nth(0)).toContainText('keine Daten an diesem Tag');
  await expect(table.locator('tfoot')).toContainText('aus 3 Jahren');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/on-this-day-1366.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  // The table scrolls in its frame; the page itself never scrolls sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/on-this-day-390.png', fullPage: true });

  // A year leads to that day's history table, whose high is the one shown (the desktop layout of its rows).
  await page.setViewportSize({ width: 1366, height: 900 });
  const high = (await rows.nth(2).getByRole('cell').nth(0).innerText()).split('\n')[0] ?? '';
  await rows.nth(2).getByRole('link', { name: '2024' }).click();
  await expect(page).toHaveURL(/\/weather\/history\/daily\?at=2024-06-15$/);
  await expect(new DataWeatherPages(page).cells('Temperatur').first()).toContainText(high);
  await expect(page.getByRole('link', { name: 'Dieser Tag in allen Jahren' })).toHaveAttribute(
    'href',
    '/weather/on-this-day?date=06-15',
  );
});
