import { apiLogin, ensureStation } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// An owner finds a false value in the back office (Chromium): the spike filter flagged a +12 °C reading,
// the admin accepts it on the review page, corrects another reading in the reading editor, and finds both
// changes in the audit trail; the public record says which extreme was corrected.

const run = Date.now().toString(36);
const REFERENCE = `QC${run}`.slice(0, 32);
const TIME_ZONE = 'Europe/Berlin';
const MINUTE = 60_000;

test('an admin reviews a flagged value, corrects a reading and sees both in the audit trail', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Qualität',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
    timezone: TIME_ZONE,
  });
  // Ten readings a minute apart, ending 30 minutes ago; the sixth is a +12 °C spike.
  const start = Math.floor((Date.now() - 40 * MINUTE) / MINUTE) * MINUTE;
  const readings = Array.from({ length: 10 }, (_, i) => ({
    receivedAt: new Date(start + i * MINUTE).toISOString(),
    temperature: i === 5 ? 27.4 : 15,
    humidity: 70,
  }));
  const stored = await request.post(`/api/weatherData/${REFERENCE}/readings`, {
    headers: { authorization: `Bearer ${station.apiToken}` },
    data: readings,
  });
  expect(stored.status()).toBe(201);
  const spikeAt = new Date(start + 5 * MINUTE);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(spikeAt);

  await signIn(page, request);
  await page.goto('/admin/quality');
  await expect(page.getByRole('heading', { level: 1, name: 'Valeurs signalées' })).toBeVisible();
  await page.getByLabel('Station', { exact: true }).selectOption(REFERENCE);
  const row = page.getByRole('row').filter({ hasText: '27,4 °C' });
  await expect(row.getByText('Température', { exact: true })).toBeVisible();
  await expect(row.getByText('variation au-delà de 4 °C par minute')).toBeVisible();
  await page.screenshot({ path: 'artifacts/admin-quality.png', fullPage: true });
  await row.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Aucune valeur signalée pour cette station.')).toBeVisible();

  await page.goto('/admin/readings');
  await expect(page.getByRole('heading', { level: 1, name: 'Éditeur de relevés' })).toBeVisible();
  await page.getByLabel('Station', { exact: true }).selectOption(REFERENCE);
  await page.getByLabel('Jour').fill(day);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(page.getByTitle('Valeur reçue : 27,4')).toHaveText('acceptée');
  // Correct the first reading's temperature: 15 → 5 °C.
  await page.getByRole('table').getByRole('row').nth(1).getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Température (°C)', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('corrigée')).toBeVisible();
  await page.screenshot({ path: 'artifacts/admin-readings.png', fullPage: true });

  const record = await request.get(`/api/weatherData/${REFERENCE}/history/record`);
  const body = (await record.json()) as { maxTemperature: number; minTemperature: number; reviewed: object };
  expect(body).toMatchObject({
    maxTemperature: 27.4,
    minTemperature: 5,
    reviewed: { maxTemperature: 'accepted', minTemperature: 'corrected' },
  });

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des modifications' })).toBeVisible();
  await page.getByLabel('Type').selectOption('reading');
  await expect(page.getByText('temperature : 15 → 5')).toBeVisible();
  await page.getByLabel('Type').selectOption('flag');
  await expect(
    page.getByRole('row').filter({ hasText: REFERENCE }).first().getByText('Acceptée'),
  ).toBeVisible();
  await page.screenshot({ path: 'artifacts/admin-audit.png', fullPage: true });
});
