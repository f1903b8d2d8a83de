import { apiLogin, ensureStation } from './fixtures/api.ts';
import { FAKE_PROVIDERS_URL } from './fixtures/env.ts';
import { FAKE_WEBHOOK_PATH } from './fixtures/fake-providers.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// An owner sets up alerts in the station's back-office form (Chromium), in the station's own units: this
// server has no SMTP_URL, so the e-mail addresses are refused under their field and a webhook is used; the
// test alert reaches it. A console reports a low battery and the public status page shows it.

const run = Date.now().toString(36);
const REFERENCE = `AL${run}`.slice(0, 32);

test('an admin sets alerts in the station form and the status page shows a low battery', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Alarmgarten',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
    timezone: 'Europe/Berlin',
  });

  await signIn(page, request);
  await page.goto(`/admin/weatherStation/edit/${REFERENCE}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Alertes' })).toBeVisible();
  await page.getByLabel('Alertes actives').check();
  await page
    .getByLabel('Adresses e-mail (séparées par des virgules)')
    .fill('owner@example.org, voisin@example.org');
  await page.getByLabel('Sans données depuis (min)').fill('30');
  await page.getByLabel('Gel à (°C)').fill('-1.5');
  await page.getByLabel('Rafale à partir de (km/h)').fill('72');
  await page.getByLabel('Prévenir quand une pile est faible').check();
  await page.getByRole('button', { name: 'Appliquer les alertes' }).click();
  const emails = page.getByLabel('Adresses e-mail (séparées par des virgules)');
  await expect(emails).toHaveAccessibleDescription(/Adresses e-mail : aucun serveur d'envoi \(SMTP_URL\)/);

  const webhook = `${FAKE_PROVIDERS_URL}${FAKE_WEBHOOK_PATH}`;
  await emails.fill('');
  await page.getByLabel('Webhook (URL appelée en POST)').fill(webhook);
  await page.getByRole('button', { name: 'Appliquer les alertes' }).click();
  await expect(page.getByText('Alertes enregistrées.')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer une alerte de test' }).click();
  await expect(page.getByRole('list', { name: "Résultat de l'alerte de test" })).toHaveText(
    `Webhook (${webhook}) : Le webhook a accepté le message.`,
  );
  await page.getByRole('heading', { level: 2, name: 'Alertes' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'artifacts/admin-alerts.png', fullPage: true });

  const saved = await request.get(`/api/weatherStation/${station.id}/alerts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // Kept in canonical units: 72 km/h is 20 m/s.
  expect(await saved.json()).toEqual({
    enabled: true,
    emails: [],
    webhookUrl: webhook,
    silenceMinutes: 30,
    battery: true,
    frost: -1.5,
    gust: 20,
    rainRate: null,
  });

  // A console in Ecowitt mode reports its outdoor sensor's battery as low.
  const dateutc = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const upload = await request.post(`/ingest/ecowitt/${REFERENCE}/${station.apiToken}`, {
    form: { PASSKEY: 'ABC', stationtype: 'GW1100A', dateutc, tempf: '41', humidity: '80', wh65batt: '1' },
  });
  expect(upload.status()).toBe(200);
  await page.goto('/status');
  const row = page.getByRole('row').filter({ hasText: 'Alarmgarten' });
  await expect(row.getByText('Batterie schwach: wh65batt')).toBeVisible();
  await expect(row.getByText(/Ecowitt vor \d+ s/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'artifacts/status-phone.png', fullPage: true });
});
