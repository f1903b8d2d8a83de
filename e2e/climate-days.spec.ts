import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { postReadings } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';

// The climate days page as a visitor meets it: a station fed a year of readings every three hours through
// the JSON door, reached through the 'Daten' menu; the year's counts agree with the days' extremes counted
// here from the same readings, the heat maps hold a cell per day, and the page never scrolls sideways.

const REFERENCE = `E2E-CLIMATE-${Date.now().toString(36).toUpperCase()}`;
const YEAR = 2025;

interface Reading {
  receivedAt: string;
  temperature: number;
  rain: number;
}

/**
 * Every 3 hours of 2025 in Berlin: a seasonal wave (coldest mid-January), a daily one and a day-to-day swing
 * of up to 4 °C, so the year has frost, ice, summer and hot days and tropical nights; 2.4 mm at 11:00 UTC
 * every third day, 0.6 mm every fifth.
 */
function aYear(): Reading[] {
  const readings: Reading[] = [];
  // From local midnight on 1 January (23:00 UTC the day before) to local midnight on 1 January 2026.
  for (let at = Date.UTC(YEAR - 1, 11, 31, 23); at < Date.UTC(YEAR, 11, 31, 23); at += 3 * 3_600_000) {
    const date = new Date(at);
    const day = Math.floor((at - Date.UTC(YEAR, 0, 1)) / 86_400_000);
    const hour = date.getUTCHours();
    const temperature =
      9.5 -
      13 * Math.cos(((day - 15) / 365) * 2 * Math.PI) +
      4 * Math.sin(day * 1.7) +
      7 * Math.sin(((hour - 9) / 24) * 2 * Math.PI);
    const rain = hour !== 11 ? 0 : day % 3 === 0 ? 2.4 : day % 5 === 0 ? 0.6 : 0;
    readings.push({ receivedAt: date.toISOString(), temperature: Number(temperature.toFixed(1)), rain });
  }
  return readings;
}

/** The counts of one month ('01'…'12') worked out from the readings: each Berlin day's min, max and rain. */
function countsOf(readings: Reading[], month: string) {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
  const days = new Map<string, { min: number; max: number; rain: number }>();
  for (const reading of readings) {
    const day = local.format(new Date(reading.receivedAt));
    if (day.slice(5, 7) !== month) continue;
    const seen = days.get(day) ?? { min: Infinity, max: -Infinity, rain: 0 };
    days.set(day, {
      min: Math.min(seen.min, reading.temperature),
      max: Math.max(seen.max, reading.temperature),
      rain: seen.rain + reading.rain,
    });
  }
  const count = (test: (day: { min: number; max: number; rain: number }) => boolean) =>
    String([...days.values()].filter(test).length);
  return [
    String(days.size),
    count((d) => d.min < 0),
    count((d) => d.max < 0),
    count((d) => d.max >= 25),
    count((d) => d.max >= 30),
    count((d) => d.min >= 20),
    count((d) => d.rain >= 0.1),
    count((d) => d.rain >= 1),
  ];
}

const readings = aYear();

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Klimahausen',
    city: 'Klimahausen',
    postalCode: '10115',
    country: 'DE',
    lat: 52.52,
    lng: 13.4,
    timezone: 'Europe/Berlin',
  });
  await postReadings(request, REFERENCE, readings, station.apiToken);
});

test("the climate days page counts the year's days and draws its calendar, at desktop and phone width", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript((ref) => window.localStorage.setItem('station', ref), REFERENCE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Daten' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Kenntage und Kalender' }).click();
  await expect(page).toHaveURL(/\/weather\/climate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kenntage und Klimakalender' })).toBeVisible();

  await page.getByLabel('Jahr').selectOption(String(YEAR));
  await expect(page).toHaveURL(/\/weather\/climate\?year=2025$/);
  const table = page.getByRole('table', { name: `Kenntage je Monat und im Jahr ${YEAR}` });
  for (const [name, month] of [
    ['Januar', '01'],
    ['Juli', '07'],
  ] as const) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(10);
    const expected = countsOf(readings, month);
    for (const [index, value] of expected.entries()) await expect(cells.nth(index)).toHaveText(value);
  }

  const temperature = page.getByRole('table', { name: 'Tagesmittel der Temperatur' });
  await expect(temperature.getByRole('cell')).toHaveCount(12 * 31);
  await expect(temperature.locator('td[title^="15. Januar 2025: Mittel "]')).toHaveCount(1);
  await expect(
    page.getByRole('table', { name: 'Niederschlag je Tag' }).locator('td[title$=" mm"]'),
  ).toHaveCount(365);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/climate-days-1366.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  // The table scrolls in its frame; the page itself never scrolls sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/climate-days-390.png', fullPage: true });
});
