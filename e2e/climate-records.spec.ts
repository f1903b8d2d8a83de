import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { postReadings } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';

// The records page's extra sensors as a visitor meets them: a station in Berlin whose public greenhouse
// sensor and hidden cellar sensor were fed through the JSON door on days of the last two Novembers and a
// March, the greenhouse's warmest November value set today (a badge); the hidden sensor never shows, and
// the page never scrolls sideways on a phone.

const REFERENCE = `E2E-RECORDS-${Date.now().toString(36).toUpperCase()}`;
const GREENHOUSE = 'extraTemperature:2';
const CELLAR = 'extraTemperature:3';
const now = new Date();
const year = now.getUTCFullYear();
const thisNovember = now.getUTCMonth() === 10;

/** A reading at a UTC instant with the sensors' values. */
const at = (iso: string, sensors: Record<string, number>) => ({ receivedAt: iso, temperature: 5, sensors });

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Rekordhausen',
    city: 'Rekordhausen',
    postalCode: '10115',
    country: 'DE',
    lat: 52.52,
    lng: 13.4,
    timezone: 'Europe/Berlin',
  });
  const last = year - 1;
  const readings = [
    at(`${last - 1}-11-03T05:15:00Z`, { [GREENHOUSE]: -1.5, [CELLAR]: -20 }),
    at(`${last - 1}-11-03T12:00:00Z`, { [GREENHOUSE]: 12, [CELLAR]: 40 }),
    at(`${last}-11-20T06:00:00Z`, { [GREENHOUSE]: 2 }),
    at(`${last}-11-20T13:00:00Z`, { [GREENHOUSE]: 17.5 }),
    at(`${last}-03-10T04:00:00Z`, { [GREENHOUSE]: 4 }),
    at(`${last}-03-10T13:30:00Z`, { [GREENHOUSE]: 31.5 }),
    // Today (a November record when today is in November: the badge).
    at(new Date(now.getTime() - 60_000).toISOString(), { [GREENHOUSE]: 19.2 }),
  ];
  await postReadings(request, REFERENCE, readings, station.apiToken);
  const saved = await request.put(`/api/weatherStation/${station.id}/sensors`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sensors: [
        { key: CELLAR, name: 'Keller', visibility: 'admin', homeTile: false, position: 0 },
        { key: GREENHOUSE, name: 'Gewächshaus', visibility: 'public', homeTile: false, position: 1 },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
});

test('the records page shows the public sensor’s records, never the hidden one, at desktop and phone width', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript((ref) => window.localStorage.setItem('station', ref), REFERENCE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/weather/records');
  const section = page.getByRole('region', { name: 'Rekorde der Zusatzsensoren' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('heading', { level: 3, name: 'Gewächshaus' })).toBeVisible();
  const table = section.getByRole('table', { name: /^Rekorde von Gewächshaus/ });
  const allTime = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Seit Beginn' }) });
  await expect(allTime.getByRole('cell').nth(0)).toHaveText(`31,5 °C10.03.${year - 1} 14:30`);
  await expect(allTime.getByRole('cell').nth(1)).toHaveText(`−1,5 °C03.11.${year - 2} 06:15`);
  if (thisNovember) {
    await expect(section.getByText('Neuer Novemberrekord: Gewächshaus Höchstwert 19,2 °C')).toBeVisible();
  }
  await expect(page.getByText('Keller')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: 'e2e/artifacts/screenshots/climate-records-sensors-1366.png',
    fullPage: true,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'e2e/artifacts/screenshots/climate-records-sensors-390.png',
    fullPage: true,
  });
});
