import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { postReadings } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';

// The extra sensors' new record badges as a visitor meets them on the current-data and home pages: a
// station in Berlin fed a year and more ago, whose temperature today beats every day before (the main
// measures' badge) and whose public greenhouse sensor today goes above its all-time high (its badge, in the
// same list); the hidden cellar's record today never shows.

const REFERENCE = `E2E-SBADGE-${Date.now().toString(36).toUpperCase()}`;
const GREENHOUSE = 'extraTemperature:2';
const CELLAR = 'extraTemperature:3';
const now = new Date();
const year = now.getUTCFullYear();

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Sensorhausen',
    city: 'Sensorhausen',
    postalCode: '10115',
    country: 'DE',
    lat: 52.52,
    lng: 13.4,
    timezone: 'Europe/Berlin',
  });
  const readings: { receivedAt: string; temperature: number; sensors: Record<string, number> }[] = [
    {
      receivedAt: `${year - 2}-11-03T12:00:00Z`,
      temperature: 5,
      sensors: { [GREENHOUSE]: 12, [CELLAR]: 40 },
    },
    { receivedAt: `${year - 1}-03-10T13:30:00Z`, temperature: 8, sensors: { [GREENHOUSE]: 31.5 } },
    // Today: 30 °C beats every day before; the greenhouse's 33 °C its 31.5 °C; the cellar's 45 °C its 40.
    {
      receivedAt: new Date(now.getTime() - 60_000).toISOString(),
      temperature: 30,
      sensors: { [GREENHOUSE]: 33, [CELLAR]: 45 },
    },
  ];
  await postReadings(request, REFERENCE, readings, station.apiToken);
  const saved = await request.put(`/api/weatherStation/${station.id}/sensors`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sensors: [
        { key: CELLAR, name: 'Keller', visibility: 'admin', homeTile: false, position: 0 },
        { key: GREENHOUSE, name: 'Gewächshaus', visibility: 'public', homeTile: true, position: 1 },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
});

for (const [path, name] of [
  ['/weather/current', 'current'],
  ['/', 'home'],
] as const) {
  test(`the ${name} page shows the public sensor's record beside the main one at desktop and phone width`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript((ref) => window.localStorage.setItem('station', ref), REFERENCE);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    const list = page.getByRole('list', { name: 'Rekorde von heute' });
    await expect(list.getByText('Neuer Rekord: Gewächshaus Höchstwert 33,0 °C')).toBeVisible();
    await expect(list.getByText('Neuer Rekord: Höchste Temperatur 30,0 °C')).toBeVisible();
    await expect(page.getByText('Keller')).toHaveCount(0);
    await expect(page.getByText(/45,0/)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `e2e/artifacts/screenshots/sensor-record-badges-${name}-1366.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(list).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/artifacts/screenshots/sensor-record-badges-${name}-390.png` });
  });
}
