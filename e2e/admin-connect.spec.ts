import { apiLogin, ensureStation } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// A new owner connects a console from the station's back-office page (Chromium): the settings are copied
// exactly, the first upload through each door shows on the page within a couple of seconds, and a
// regenerated token stops the old one at once.

const run = Date.now().toString(36);
const REFERENCE = `CN${run}`.slice(0, 32);

test('an admin copies the connection settings and watches the first uploads arrive', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Verbindung',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
    timezone: 'Europe/Berlin',
  });
  await signIn(page, request);
  await page.goto(`/admin/weatherStation/edit/${REFERENCE}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Connecter une station' })).toBeVisible();
  // The token is hidden until asked for.
  const tokenField = page.getByLabel("Jeton d'envoi", { exact: true });
  await expect(tokenField).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(tokenField).toHaveValue(station.apiToken);
  await expect(page.getByText("Aucun envoi reçu pour l'instant", { exact: false })).toBeVisible();

  // Ecowitt: the path, copied.
  await page.getByRole('button', { name: 'Copier : Chemin' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `/ingest/ecowitt/${REFERENCE}/${station.apiToken}`,
  );
  const port = new URL(baseURL ?? '').port;
  await expect(page.getByLabel('Port', { exact: true })).toHaveValue(port);
  // The test server listens on 127.0.0.1 only: the panel says no console on the network reaches it.
  await expect(page.getByTestId('connect-loopback')).toContainText('HOST=0.0.0.0');
  const dateutc = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
  const ecowitt = await request.post(`/ingest/ecowitt/${REFERENCE}/${station.apiToken}`, {
    form: {
      PASSKEY: 'ABC',
      stationtype: 'GW2000A',
      dateutc: dateutc(),
      tempf: '55.4',
      humidity: '120',
      co2in: '420',
    },
  });
  expect(ecowitt.status()).toBe(200);
  const last = page.getByTestId('last-upload');
  await expect(last).toContainText('(Ecowitt)', { timeout: 2000 });
  await expect(last).toContainText('stationtype, dateutc, tempf, humidity, co2in');
  await expect(last).toContainText('humidity 120 (impossible)');
  await page.screenshot({ path: 'artifacts/admin-connect.png', fullPage: true });

  // WeeWX: the weewx.conf snippet, copied whole.
  await page.getByRole('tab', { name: 'WeeWX' }).click();
  await page.getByRole('button', { name: 'Copier : weewx.conf' }).click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toContain(`        station = ${REFERENCE}\n        password = ${station.apiToken}\n`);
  expect(snippet).toContain(`server_url = ${baseURL}/weatherstation/updateweatherstation.php`);
  const wu = await request.get(
    `/weatherstation/updateweatherstation.php?ID=${REFERENCE}&PASSWORD=${station.apiToken}&dateutc=now&tempf=56&softwaretype=weewx`,
  );
  expect(wu.status()).toBe(200);
  await expect(last).toContainText('(Mode Weather Underground)', { timeout: 2000 });

  // Weather Underground mode: the station key, copied.
  await page.getByRole('tab', { name: 'Mode Weather Underground' }).click();
  await page.getByRole('button', { name: 'Copier : Station Key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(station.apiToken);

  // JSON: the curl example, copied, posts a reading that shows at once.
  await page.getByRole('tab', { name: 'JSON' }).click();
  await page.getByRole('button', { name: 'Copier : Exemple curl' }).click();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain(`curl -X POST '${baseURL}/api/weatherData/${REFERENCE}/readings'`);
  expect(curl).toContain(`-H 'Authorization: Bearer ${station.apiToken}'`);
  const json = await request.post(`/api/weatherData/${REFERENCE}/readings`, {
    headers: { authorization: `Bearer ${station.apiToken}` },
    data: { receivedAt: new Date().toISOString(), temperature: 13.4, humidity: 70 },
  });
  expect(json.status()).toBe(201);
  await expect(last).toContainText('(JSON)', { timeout: 2000 });

  // A new token: the old one is refused at once.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Régénérer' }).click();
  await expect(tokenField).not.toHaveValue(station.apiToken);
  const fresh = await tokenField.inputValue();
  const old = await request.get(
    `/weatherstation/updateweatherstation.php?ID=${REFERENCE}&PASSWORD=${station.apiToken}&dateutc=now&tempf=56`,
  );
  expect(old.status()).toBe(401);
  const renewed = await request.get(
    `/weatherstation/updateweatherstation.php?ID=${REFERENCE}&PASSWORD=${fresh}&dateutc=now&tempf=56`,
  );
  expect(renewed.status()).toBe(200);

  // The dashboard's health table counts what arrived today and names the door in use.
  await page.goto('/admin/dashboard');
  const health = page.getByRole('region', { name: 'Santé des stations' });
  const row = health.getByRole('row').filter({ hasText: 'Verbindung' });
  await expect(row.getByRole('cell').first()).toContainText('À jour');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Weather Underground');
});

test('the station form lists the token too, masked, with its error, and a token set there connects the console (spec §5)', async ({
  page,
  request,
}) => {
  const reference = `CF${run}`.slice(0, 32);
  const token = await apiLogin(request);
  await ensureStation(request, token, {
    reference,
    name: 'Formular',
    city: 'Nauen',
    postalCode: '14641',
    country: 'DE',
    lat: 52.6,
    lng: 12.88,
    timezone: 'Europe/Berlin',
  });
  await signIn(page, request);
  await page.goto(`/admin/weatherStation/edit/${reference}`);
  // The card stays, and the form has its own field: masked, empty (empty keeps the current token).
  await expect(page.getByRole('heading', { level: 2, name: 'Connecter une station' })).toBeVisible();
  const field = page.getByLabel('Jeton API', { exact: true });
  await expect(field).toHaveAttribute('type', 'password');
  await expect(field).toHaveValue('');

  await field.fill('court');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Le jeton doit contenir de 16 à 255 caractères/)).toBeVisible();

  const chosen = `form-token-${run}-0123456789`;
  await field.fill(chosen);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('La station météo a été modifiée !')).toBeVisible();
  const upload = await request.get(
    `/weatherstation/updateweatherstation.php?ID=${reference}&PASSWORD=${chosen}&dateutc=now&tempf=56`,
  );
  expect(upload.status()).toBe(200);
});
