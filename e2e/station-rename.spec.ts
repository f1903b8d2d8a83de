import type { Page } from '@playwright/test';
import { apiLogin } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// Renaming is safe, as the owner requires: nothing keys on a station's reference but its identity. The
// seeded station is renamed in the back office; the edit page follows the new reference (a reload finds it), a visitor who remembered
// the old reference lands on the renamed station without a 404, a new visitor gets the home page's first
// screen, and the import form and Transferts work on the renamed station.

const RENAMED = 'RUETENBROCK-E2E';

/**
 * Every API call the page makes from now on that names the old reference (each would answer 404; a fresh
 * station's own 404s, 'no reading yet', are the API's answers and not counted).
 */
function callsNaming(page: Page, reference: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && `${url.pathname}${url.search}`.includes(reference)) {
      calls.push(request.url());
    }
  });
  return calls;
}

test('renaming the seeded station keeps every page, form and remembered choice working', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request);
  const headers = { authorization: `Bearer ${token}` };
  const seeded = await (await request.get('/api/weatherStation/SSDP41000', { headers })).json();
  const { id, apiToken, createdAt, updatedAt, ...fields } = seeded;

  // A visitor who chose the seeded station before the rename (the header remembers it).
  const visitor = await browser.newContext({ baseURL: baseURL ?? '' });
  const visitorPage = await visitor.newPage();
  try {
    await visitorPage.goto('/weather/current');
    await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => visitorPage.evaluate(() => window.localStorage.getItem('stationId')))
      .toBe(String(id));

    // The admin renames the station: the edit page's address follows, and a reload finds it.
    await signIn(page, request);
    await page.goto('/admin/weatherStation/edit/SSDP41000');
    await page.getByLabel('Référence').fill(RENAMED);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText(/La station météo a été modifiée? !/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/weatherStation/edit/${RENAMED}$`));
    await page.reload();
    await expect(page.getByLabel('Référence')).toHaveValue(RENAMED);
    await expect(page.getByText('introuvable')).toHaveCount(0);

    // The site settings answer the renamed station as the default.
    const settings = await (await request.get('/api/siteSettings')).json();
    expect(settings.defaultStation).toEqual({ id, reference: RENAMED });

    // A new visitor: GET / carries the first screen of the renamed station.
    const home = await request.get('/');
    expect(await home.text()).toContain(
      `<meta name="meteodeck-page" content="${RENAMED}" data-station-id="${id}" data-language="de" />`,
    );

    // The visitor who remembered the old reference: no 404, the renamed station on every page.
    const stale = callsNaming(visitorPage, 'SSDP41000');
    await visitorPage.goto('/');
    await expect(visitorPage.locator('#root .card').first()).toBeVisible();
    // The first screen is theirs: theme.js knew the renamed station by its id and did not hide its values.
    expect(await visitorPage.evaluate(() => document.documentElement.getAttribute('data-shell'))).toBeNull();
    await visitorPage.goto('/weather/current');
    await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
    await visitorPage.goto('/weather/graph');
    await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => visitorPage.evaluate(() => window.localStorage.getItem('station'))).toBe(RENAMED);
    expect(stale).toEqual([]);
    await expect(visitorPage.getByLabel('Station wechseln')).toHaveValue(RENAMED);

    // The import form preselects the renamed station.
    await page.goto('/admin/import');
    await expect(page.getByLabel('Station', { exact: true })).toHaveValue(RENAMED);

    // Transferts: 'Ajouter' adds to the renamed station.
    await page.goto('/admin/forwarding');
    await expect(page.getByLabel('Station', { exact: true })).toHaveValue(RENAMED);
    await page.getByLabel('Service').selectOption('wunderground');
    await page.getByLabel('Identifiant de la station').fill('KRENAMED1');
    await page.getByLabel('Clé ou mot de passe').fill('wu-renamed-key');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'KRENAMED1' })).toBeVisible();
  } finally {
    await visitor.close();
    const list = await request.get(`/api/weatherStation/${id}/forwarding`, { headers });
    const targets = ((await list.json()) as { forwardings?: { id: number; stationId: string }[] })
      .forwardings;
    for (const target of targets ?? []) {
      if (target.stationId === 'KRENAMED1') {
        await request.delete(`/api/weatherStation/${id}/forwarding/${target.id}`, { headers });
      }
    }
    await request.put(`/api/weatherStation/${id}`, { headers, data: { ...fields, apiToken: '' } });
  }
});
