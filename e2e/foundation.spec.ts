import { apiLogin, ensureStation } from './fixtures/api.ts';
import { ADMIN } from './fixtures/env.ts';
import { expect, test } from './fixtures/test.ts';
import { LoginPage } from './pages/login.page.ts';
import { PublicLayout } from './pages/public-layout.page.ts';

// The foundation as a visitor and an admin meet it: header and station switch, login, the back office
// door, logout, and both 404 pages.

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  await ensureStation(request, token, {
    reference: 'E2E-NYC',
    name: 'New York',
    city: 'New York',
    postalCode: '10001',
    country: 'US',
    lat: 40.75,
    lng: -73.99,
  });
});

test('a visitor opens the home page and switches station', async ({ page }) => {
  const layout = new PublicLayout(page);
  await page.goto('/');
  await expect(layout.stationSelector).toHaveValue('SSDP41000');
  await expect(layout.stationSelector.locator('option')).toContainText(['Rütenbrock (49)', 'New York (10)']);
  for (const name of ['Home', 'Daten', 'Grafik', 'Uber Uns', 'Contact']) {
    await expect(layout.menu.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(layout.menuLink('Administration')).toHaveCount(0);

  await layout.switchStation('New York (10)');
  await layout.menuLink('Uber Uns').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'Station New York' })).toBeVisible();

  // The choice survives a reload: a visitor keeps the station they picked.
  await page.reload();
  await expect(layout.stationSelector).toHaveValue('E2E-NYC');
  await layout.switchStation('Rütenbrock (49)');
  await expect(page.getByRole('heading', { name: 'Station Rütenbrock' })).toBeVisible();
});

test('an admin logs in, reaches the dashboard and logs out', async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.heading).toBeVisible();

  // §5: nothing is validated in the browser: an invalid e-mail and an empty password reach the server,
  // whose refusal speaks.
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/login'));
  await login.login('not-an-email', '');
  expect((await asked).postDataJSON()).toEqual({ email: 'not-an-email', password: '' });
  await expect(page.getByText('Das Benutzer/Passwort-Paar ist falsch')).toBeVisible();

  await login.login(ADMIN.email, 'not-the-password');
  await expect(page.getByText('Das Benutzer/Passwort-Paar ist falsch')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login.login(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);

  // Connected: the login page sends back to the home page, and the menu offers Administration.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  const layout = new PublicLayout(page);
  await layout.menuLink('Administration').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Logging out inside the admin area leaves it through its guard, to the login page, and ends the token on
  // the server too: a copy of it is refused afterwards.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await loggedOut).status()).toBe(204);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const copy = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(copy.status()).toBe(401);
  await expect(layout.menuLink('Administration')).toHaveCount(0);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown pages show the German and the French 404', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Hoppla – Seite nicht gefunden :(' })).toBeVisible();

  await page.goto('/login');
  await new LoginPage(page).login(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Oops - Page non trouvée :(' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the API answers an unknown path with the spec error list, not the site', async ({ request }) => {
  const response = await request.get('/api/gibt-es-nicht');
  expect(response.status()).toBe(404);
  const body = (await response.json()) as { message: string }[];
  expect(body[0]?.message).toBeTruthy();
});

test('every page has the site icon, served as SVG, and the mark beside the brand', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await request.get(href ?? '');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const logo = page.locator('header .navbar-brand img');
  await expect(logo).toHaveAttribute('src', '/favicon.svg');
  // Loaded (once the browser had the time to), not a broken image.
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('a new page starts at the top, and back returns to where the visitor was', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const information = page.getByRole('region', { name: 'Informationen' });
  // The page grows while its station's data loads: scroll again until the block sits well below the top.
  await expect
    .poll(async () => {
      await information.scrollIntoViewIfNeeded();
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  await information.getByRole('link', { name: 'Aktuelle Daten' }).click();
  await expect(page).toHaveURL(/\/weather\/current$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y) < 5, before)).toBe(true);
});

test('every public page names the browser tab after itself', async ({ page }) => {
  const expected: Array<[string, string]> = [
    ['/', 'Wetter aktuell · Rütenbrock – meteodeck'],
    ['/about', 'Station Rütenbrock – meteodeck'],
    ['/contact', 'Kontakt – meteodeck'],
    ['/login', 'Identifizieren Sie sich – meteodeck'],
    ['/weather/current', 'Aktuelle Wetterdaten – meteodeck'],
    ['/weather/history/daily', 'Tageswerte – meteodeck'],
    ['/weather/history/record', 'Rekorde – meteodeck'],
    ['/weather/graph', 'Grafiken – meteodeck'],
    ['/status', 'Stationsstatus – meteodeck'],
    ['/nirgendwo', 'Hoppla – Seite nicht gefunden :( – meteodeck'],
  ];
  for (const [path, title] of expected) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});
