import { apiLogin, ensureStation } from './fixtures/api.ts';
import { postReadings } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// An admin sets a station's day to end at 09:00 and its rain season to start in October in the climate
// settings card (Chromium, 1366 px and a 390 px phone); the yearly history table then shows the season's
// rain beside the calendar year's.

const run = Date.now().toString(36);
const REFERENCE = `DAY${run}`.slice(0, 32);

test('an admin sets the 09:00 day and the October rain season; the year shows the season', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Regentag',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
    timezone: 'Europe/Berlin',
  });
  const year = new Date().getUTCFullYear();
  await postReadings(
    request,
    REFERENCE,
    [
      { receivedAt: `${year - 1}-10-02T10:00:00Z`, temperature: 12, rain: 2 },
      { receivedAt: `${year}-01-10T10:00:00Z`, temperature: 1, rain: 3 },
    ],
    station.apiToken,
  );
  await signIn(page, request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/weatherStation/edit/${REFERENCE}`);
  await page.getByLabel('La journée se termine à').selectOption({ label: '09:00 heure locale' });
  await page.getByLabel('Début de la saison des pluies').selectOption({ label: 'octobre' });
  await page.getByRole('button', { name: 'Enregistrer les réglages climatiques' }).click();
  await expect(page.getByText('Réglages climatiques enregistrés.')).toBeVisible();
  await page.getByLabel('La journée se termine à').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'artifacts/admin-station-day.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Début de la saison des pluies').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'artifacts/admin-station-day-phone.png' });

  const settings = await request.get(`/api/weatherStation/${station.id}/climateSettings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await settings.json()).toMatchObject({ dayStartHour: 9, rainSeasonStartMonth: 10 });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/weather/history/yearly?station=${REFERENCE}`);
  const season = page.getByRole('row').filter({ hasText: 'Regen der Saison' });
  await expect(season).toContainText(`01.10.${year - 1} – 30.09.${year}`);
  await expect(season).toContainText('5,0 mm');
  await page.screenshot({ path: 'artifacts/history-yearly-season.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'artifacts/history-yearly-season-phone.png', fullPage: true });
});
