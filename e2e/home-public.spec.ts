import type { Page } from '@playwright/test';
import { apiLogin } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { feedDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';
import { ContactPublicPage, HomePublicPage } from './pages/home-public.page.ts';

// The visitor's pages of the HOME area: forecast and search, current block, sun and moon, map, radar, gauges,
// about, contact and the news strip under every page; the phone's first screen is home-first-screen.spec.ts's.
// The server runs with the fake Open-Meteo and Nominatim (they know Rütenbrock only); the seeded station
// SSDP41000 is fed through the real JSON ingestion door.

const SCREENSHOTS = 'e2e/artifacts/screenshots';
const RUN = Date.now().toString(36);
/** A transparent 1 × 1 PNG, the stand-in map tile. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function screenshots(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready();
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await ready();
  // Nothing may stick out sideways on a phone: the page scrolls only vertically (once the layout has
  // settled after the resize: maps and charts follow their container a frame later).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone.png`, fullPage: true });
}

/** Stand-ins for the map tiles and the radar: this machine has no internet, and the map and radar should draw. */
async function serveEmbeds(page: Page): Promise<void> {
  await page.route('https://*.tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(ONE_PIXEL_PNG, 'base64') }),
  );
  await page.route('https://embed.windy.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Radar</title>' }),
  );
}

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

test('the home page shows the forecast for the station', async ({ page }) => {
  const home = new HomePublicPage(page);
  await home.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Wetter aktuell' })).toBeVisible();
  await expect(home.forecast.getByRole('heading', { name: 'Vorhersage für Rütenbrock' })).toBeVisible();
  // A header row, then today plus five days.
  await expect(home.forecastTable.getByRole('row')).toHaveCount(7);
  await expect(home.forecastTable.getByRole('row').nth(1)).toContainText('Heute');
  await expect(home.forecastTable.getByRole('row').nth(1)).toContainText(/-?\d+,\d °C.*-?\d+,\d °C/);
  await expect(home.forecast).toContainText(/\d+,\d km\/h aus [NOSW]+/);
  await expect(
    home.forecast.getByRole('link', { name: 'Wetterdaten: Open-Meteo.com (CC BY 4.0)' }),
  ).toBeVisible();
});

test("searching 'Rütenbrock' shows its forecast, 'Nirgendwo' finds nothing", async ({ page }) => {
  const home = new HomePublicPage(page);
  await home.goto();
  await expect(home.forecastTable).toBeVisible();

  await home.searchFor('Rütenbrock');
  await expect(
    home.forecast.getByRole('heading', { name: /^Vorhersage für Rütenbrock, Haren/ }),
  ).toBeVisible();
  await expect(home.forecastTable.getByRole('row')).toHaveCount(7);

  await home.searchFor('Nirgendwo');
  await expect(page.getByText('Keine Ergebnisse :(')).toBeVisible();
  // The station's forecast stays on the page meanwhile.
  await expect(home.forecast.getByRole('heading', { name: 'Vorhersage für Rütenbrock' })).toBeVisible();
});

test('the current block, sun and moon, map, radar and gauges show the fed readings', async ({
  page,
  request,
}) => {
  const detailResponse = await request.get('/api/weatherData/SSDP41000/currentData/detail');
  expect(detailResponse.ok()).toBe(true);
  const detail = (await detailResponse.json()) as { uv: number; rainDaily: number; windDirectionAvg: number };

  // The map tiles and the radar answer (stand-ins: this machine has no internet), so both are drawn; the
  // placeholders for when they cannot load are home-outage.spec.ts's.
  await serveEmbeds(page);
  const home = new HomePublicPage(page);
  await home.goto();
  // The block holds what the hero does not show: the dew point with today's extremes in a tooltip. It
  // loads as it comes near the viewport, beside the map.
  await page.getByRole('region', { name: 'Standort' }).scrollIntoViewIfNeeded();
  await home.current.scrollIntoViewIfNeeded();
  await expect(home.current.getByText('Taupunkt', { exact: true })).toBeVisible();
  await expect(home.current.getByText('Temperatur', { exact: true })).toHaveCount(0);
  // Its header tells the data's time and age as the current-data page does, and 'Live' beside the title
  // once the stream is open; the dew point is on the temperature scale.
  await expect(home.current.getByTestId('live-age')).toHaveText(
    /^Stand: \d\d\.\d\d\.\d{4}, \d\d:\d\d\s*\(vor \d+ (s|min)\)$/,
  );
  await expect(home.current.getByText('Live', { exact: true })).toBeVisible();
  const dewPoint = home.current.locator('dd .value-chip');
  await expect(dewPoint).toHaveCount(1);
  await expect(dewPoint).toHaveText(/^[−-]?\d+,\d °C$/);
  await expect(dewPoint).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // The value is the tooltip's trigger, reached with the keyboard.
  await home.current
    .locator('dd [tabindex="0"]')
    .filter({ has: page.locator('.value-chip') })
    .focus();
  await expect(page.getByRole('tooltip')).toContainText(/Tiefstwert heute: -?\d+,\d °C um \d\d:\d\d/);
  await expect(page.getByRole('tooltip')).toContainText(/Höchstwert heute: -?\d+,\d °C um \d\d:\d\d/);

  await expect(home.ephemeris).toContainText(/Sonnenaufgang\s*\d\d:\d\d/);
  await expect(home.ephemeris).toContainText(/Mondphase\s*\S+.*\d+ % beleuchtet/);
  // The map and the dials load when they come near the viewport (Leaflet and ECharts stay off the first load).
  await page.getByRole('region', { name: 'Standort' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  // The radar follows the selected station: the seeded Rütenbrock at 52.84 N 7.10 E.
  const radar = page.getByTitle('Regenradar um Rütenbrock (Windy.com)');
  await page.getByRole('region', { name: 'Regenradar' }).scrollIntoViewIfNeeded();
  await expect(radar).toHaveAttribute('height', '450');
  await expect(radar).toHaveAttribute(
    'src',
    /^https:\/\/embed\.windy\.com\/embed2\.html\?lat=52\.84&lon=7\.10/,
  );

  await expect(home.gauges.getByRole('img')).toHaveCount(10);
  await expect(home.gauge(/^UV-Index:/)).toHaveAttribute(
    'aria-label',
    `UV-Index: ${detail.uv.toFixed(1).replace('.', ',')} (Skala 0–12)`,
  );
  await expect(home.gauge(/^Regen heute:/)).toHaveAttribute(
    'aria-label',
    `Regen heute: ${detail.rainDaily.toFixed(1).replace('.', ',')} mm (Skala 0–30)`,
  );
  await expect(home.gauge(/^Regenrate:/)).toHaveAttribute('aria-label', /mm\/h \(Skala 0–60\)$/);
  await expect(home.gauge(/^Mittlere Windrichtung/)).toHaveAttribute(
    'aria-label',
    new RegExp(`: ${Math.round(detail.windDirectionAvg)}° [NOSW]+ \\(Skala 0–360\\)$`),
  );
  await expect(home.gauge(/^Sonnenstrahlung:/)).toHaveAttribute('aria-label', /\(Skala 0–1500\)$/);
  // Each dial is drawn (ECharts canvas, loaded lazily once the dials are scrolled to).
  for (const dial of await home.gauges.getByRole('img').all()) await dial.scrollIntoViewIfNeeded();
  await expect(home.gauges.locator('canvas')).toHaveCount(10);
  await screenshots(page, 'home', async () => {
    await expect(home.gauges.locator('canvas')).toHaveCount(10);
    await expect(home.forecastTable).toBeVisible();
  });
});

test('the news strip shows the newest posts as text under every public page', async ({ page, request }) => {
  const token = await apiLogin(request);
  const headers = { authorization: `Bearer ${token}` };
  // Four posts, so the strip has to pick the three newest.
  const names = [`Sturmwarnung ${RUN}`, `Neuer Regenmesser ${RUN}`, `Gewitter ${RUN}`, `Hitzetag ${RUN}`];
  for (const name of names) {
    const response = await request.post('/api/post', {
      headers,
      data: { name, description: `${name}: <b>nicht fett</b>\nzweite Zeile` },
    });
    expect(response.ok()).toBe(true);
  }
  for (const path of ['/', '/about', '/contact']) {
    await page.goto(path);
    const news = page.getByRole('region', { name: 'Neuigkeiten' });
    await expect(news.getByRole('article')).toHaveCount(3);
    // Newest first; the oldest of the four is left out.
    await expect(news.getByRole('heading', { level: 3 })).toHaveText(names.slice(1).reverse());
    await expect(news.getByText(`${names[3]}: <b>nicht fett</b>`)).toBeVisible();
    await expect(news.locator('b')).toHaveCount(0);
    const information = page.getByRole('region', { name: 'Informationen' });
    await expect(information.getByRole('link', { name: 'Aktuelle Daten' })).toHaveAttribute(
      'href',
      '/weather/current',
    );
    await expect(information.getByRole('link', { name: 'Deutscher Wetterdienst (DWD)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
});

test("the about page links the seeded and then the owner's other stations, and shows no demo credit on the default station", async ({
  page,
  request,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Station Rütenbrock' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Typ SSDP41000$/ })).toBeVisible();
  // Spec §2: the seeded default station links three real neighbours of other networks.
  const seeded = page.getByRole('heading', { name: 'Andere Stationen' }).locator('..').getByRole('link');
  await expect(seeded).toHaveText(['Emden (DWD)', 'Lingen (DWD)', 'Groningen-Eelde (KNMI)']);
  // The demo's data has its own station, credited in its description; a real installation's default has none.
  await expect(page.getByText(/pywws-data-falkensee/)).toHaveCount(0);

  const token = await apiLogin(request);
  const headers = { authorization: `Bearer ${token}` };
  const station = await (await request.get('/api/weatherStation/SSDP41000', { headers })).json();
  const { id, apiToken, createdAt, updatedAt, otherStations: seededStations, ...fields } = station;
  const otherStations = [
    { name: 'Emden', url: 'https://meteostat.net/de/station/10129' },
    { name: 'Lingen', url: 'https://meteostat.net/de/station/10305' },
    { name: 'Meppen (WU)', url: 'https://www.wunderground.com/dashboard/pws/IMEPPE12' },
  ];
  const saved = await request.put(`/api/weatherStation/${id}`, {
    headers,
    data: { ...fields, otherStations },
  });
  expect(saved.status()).toBe(200);
  try {
    await page.reload();
    const others = page.getByRole('heading', { name: 'Andere Stationen' }).locator('..').getByRole('link');
    await expect(others).toHaveCount(3);
    for (const [index, link] of (await others.all()).entries()) {
      await expect(link).toHaveText(otherStations[index]!.name);
      await expect(link).toHaveAttribute('href', otherStations[index]!.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await screenshots(page, 'about', async () => {
      await expect(others).toHaveCount(3);
    });
  } finally {
    await request.put(`/api/weatherStation/${id}`, {
      headers,
      data: { ...fields, otherStations: seededStations },
    });
  }
});

test('the contact form sends a message and shows the server field errors', async ({ page }) => {
  const contact = new ContactPublicPage(page);
  await serveEmbeds(page);
  await contact.goto();
  await expect(page.getByRole('heading', { name: 'Postanschrift' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();

  await contact.send({ name: 'Anna', email: 'keine-adresse', subject: 'Frage', message: 'Hallo' });
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(contact.email).toHaveAttribute('aria-invalid', 'true');
  await expect(contact.email).toHaveValue('keine-adresse');

  await contact.email.fill('anna@example.org');
  await contact.submit.click();
  await expect(page.getByText('Ihre Anfrage wurde gesendet !')).toBeVisible();
  await expect(contact.name).toHaveValue('');
  await expect(contact.message).toHaveValue('');
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toHaveCount(0);
  await screenshots(page, 'contact', async () => {
    await expect(page.locator('.leaflet-container')).toBeVisible();
  });
});

test('public pages never download the back office code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/about', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((path) => /admin/i.test(path))).toEqual([]);
});

test.describe('accessibility', () => {
  // axe is injected as a script tag, which the app's Content-Security-Policy (script-src 'self') would block.
  test.use({ bypassCSP: true });
  for (const path of ['/', '/about', '/contact', '/login']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Neuigkeiten' }).getByRole('article').first(),
      ).toBeVisible();
      if (path === '/') await expect(page.getByRole('region', { name: 'Messinstrumente' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
