import { apiLogin, ensureStation } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// An admin ticks Weather Underground for a station in the back office (Chromium): the target appears in
// the list with its state and queue, can be switched off, and the key stays in the admin's page only.

const run = Date.now().toString(36);
const REFERENCE = `FWD${run}`.slice(0, 32);

test('an admin adds Weather Underground to a station and switches it off', async ({ page, request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Transferts',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
  });
  await signIn(page, request);
  await page.goto('/admin/forwarding');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transferts vers les réseaux météo' }),
  ).toBeVisible();
  await page.getByLabel('Station', { exact: true }).selectOption(REFERENCE);
  await expect(page.getByText('Aucun transfert pour cette station.')).toBeVisible();
  await page.getByLabel('Service').selectOption('wunderground');
  await page.getByLabel('Identifiant de la station').fill('KBERLIN42');
  await page.getByLabel('Clé ou mot de passe').fill('wu-station-key');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'KBERLIN42' });
  await expect(row.getByText('Weather Underground')).toBeVisible();
  await expect(row.getByText('En attente du premier relevé', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'artifacts/admin-forwarding.png', fullPage: true });
  await row.getByLabel('Activé').click();
  await expect(row.getByText('Désactivé')).toBeVisible();

  const list = await request.get(`/api/weatherStation/${station.id}/forwarding`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await list.json()) as { forwardings: { stationId: string; enabled: boolean }[] };
  expect(body.forwardings).toEqual([expect.objectContaining({ stationId: 'KBERLIN42', enabled: false })]);
  // The public station answer never carries the forwarding key.
  const publicStation = await request.get(`/api/weatherStation/${REFERENCE}`);
  expect(await publicStation.text()).not.toContain('wu-station-key');
});
