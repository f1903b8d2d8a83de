import { apiLogin, ensureStation } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// An owner sets alerts on the station's extra sensors on the 'Capteurs supplémentaires' page (Chromium): a
// console has sent a greenhouse channel and a leak sensor; the owner names them, adds a frost rule typed in
// °F and a leak rule, saves, and the rules come back stored canonical. Screenshots at 1366 and 390 px.

const run = Date.now().toString(36);
const REFERENCE = `SA${run}`.slice(0, 32);

test('an admin sets alerts on the extra sensors', async ({ page, request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Gewächshaus',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
    timezone: 'Europe/Berlin',
  });
  const dateutc = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const upload = await request.post(`/ingest/ecowitt/${REFERENCE}/${station.apiToken}`, {
    form: {
      PASSKEY: 'ABC',
      stationtype: 'GW1100A',
      dateutc,
      tempf: '41',
      temp2f: '35.6',
      leak_ch1: '0',
      co2: '640',
    },
  });
  expect(upload.status()).toBe(200);
  const named = await request.put(`/api/weatherStation/${station.id}/sensors`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sensors: [
        { key: 'extraTemperature:2', name: 'Serre', visibility: 'public', homeTile: false, position: 0 },
        { key: 'leak:1', name: 'Cave', visibility: 'admin', homeTile: false, position: 1 },
      ],
    },
  });
  expect(named.status()).toBe(200);

  await signIn(page, request);
  await page.goto(`/admin/weatherStation/sensors/${REFERENCE}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Alertes des capteurs' })).toBeVisible();
  await expect(page.getByText('Aucune règle : ajoutez-en une.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une règle' }).click();
  await page.getByLabel('Capteur de la règle 1').selectOption('extraTemperature:2');
  await page.getByLabel('Unité du seuil de la règle 1').selectOption('°F');
  await page.getByLabel('Seuil de la règle 1', { exact: true }).fill('32');
  await page.getByRole('button', { name: 'Ajouter une règle' }).click();
  await page.getByLabel('Capteur de la règle 2').selectOption('leak:1');
  await expect(page.getByLabel('Condition de la règle 2')).toHaveValue('leak');
  await page.getByRole('button', { name: 'Enregistrer les alertes des capteurs' }).click();
  await expect(page.getByText('Alertes des capteurs enregistrées.')).toBeVisible();

  const saved = await request.get(`/api/weatherStation/${station.id}/alerts/sensors`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // Kept canonical: 32 °F is 0 °C.
  expect((await saved.json()).rules).toMatchObject([
    { sensorKey: 'extraTemperature:2', sensorName: 'Serre', condition: 'below', threshold: 0, unit: '°C' },
    { sensorKey: 'leak:1', sensorName: 'Cave', condition: 'leak', threshold: null },
  ]);

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Alertes des capteurs' }).scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Seuil de la règle 1', { exact: true })).toHaveValue('0');
    await page.screenshot({ path: `artifacts/admin-sensor-alerts-${width}.png`, fullPage: true });
  }
});
