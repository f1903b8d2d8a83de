import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { postReadings } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';

// The climate report as a visitor meets it: a station fed two months of readings through the JSON door,
// the month and year tables at desktop and phone width, and the text report's download.

const REFERENCE = `E2E-REPORT-${Date.now().toString(36).toUpperCase()}`;

/** Every 30 minutes of September and October 2025: a daily wave, 4.2 mm at 13:00 UTC on the 10th of each month. */
function twoMonths() {
  const readings = [];
  // Up to midnight on 31 October in Berlin (UTC+1 by then): nothing falls on 1 November.
  for (let at = Date.UTC(2025, 8, 1); at < Date.UTC(2025, 9, 31, 23); at += 30 * 60_000) {
    const date = new Date(at);
    const hour = date.getUTCHours() + date.getUTCMinutes() / 60;
    readings.push({
      receivedAt: date.toISOString(),
      temperature: 12 + 6 * Math.sin(((hour - 9) / 24) * 2 * Math.PI),
      humidity: 70,
      windSpeed: 3,
      windGust: 6,
      windDirection: 250,
      rain: date.getUTCDate() === 10 && date.getUTCHours() === 13 && date.getUTCMinutes() === 0 ? 4.2 : 0,
    });
  }
  return readings;
}

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Berichtshausen',
    city: 'Berichtshausen',
    postalCode: '10115',
    country: 'DE',
    lat: 52.52,
    lng: 13.4,
    timezone: 'Europe/Berlin',
  });
  await postReadings(request, REFERENCE, twoMonths(), station.apiToken);
});

test('the climate report shows the newest month, the year, and downloads the NOAA text', async ({ page }) => {
  await page.addInitScript((ref) => window.localStorage.setItem('station', ref), REFERENCE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Daten' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Klimabericht' }).click();
  await expect(page).toHaveURL(/\/weather\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Klimabericht' })).toBeVisible();

  const month = page.getByRole('table', { name: 'Klimabericht des Monats, Tag für Tag' });
  await expect(month).toBeVisible();
  await expect(page.getByLabel('Monat')).toHaveValue('2025-10');
  const tenth = month
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '10', exact: true }) });
  // Mean 12.0 °C (a whole wave), its peak at 15:00 UTC = 17:00 in Berlin (summer time), its low at 05:00,
  // 4.2 mm of rain, wind 3 m/s = 10.8 km/h from 250°.
  await expect(tenth.getByRole('cell')).toHaveText([
    '12,0',
    '18,0',
    '17:00',
    '6,0',
    '05:00',
    '6,3',
    '0,0',
    '4,2',
    '10,8',
    '21,6',
    /\d\d:\d\d/,
    '250°',
  ]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/climate-report-desktop.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Textbericht herunterladen (NOAA)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('NOAA-2025-10.txt');
  const text = await (await page.request.get(`/api/weatherData/${REFERENCE}/report/2025-10.txt`)).text();
  expect(text.split('\n')[0]).toBe('                   MONTHLY CLIMATOLOGICAL SUMMARY for Oct 2025');
  expect(text).toContain('NAME: Berichtshausen');

  await page.getByLabel('Monat').selectOption({ label: 'Ganzes Jahr' });
  const year = page.getByRole('table', { name: 'Klimabericht des Jahres, Monat für Monat' });
  await expect(year.getByRole('rowheader', { name: 'September' })).toBeVisible();
  await expect(year.getByRole('row').filter({ hasText: 'Oktober' })).toContainText('4,2 (10.)');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Monat').selectOption({ label: 'September' });
  await expect(page.getByRole('table', { name: 'Klimabericht des Monats, Tag für Tag' })).toBeVisible();
  // The table scrolls in its frame; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/climate-report-phone.png', fullPage: true });
});
