import { apiLogin, ensureStation } from './fixtures/api.ts';
import { feedDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';
import { HomePublicPage } from './pages/home-public.page.ts';
import { PublicLayout } from './pages/public-layout.page.ts';

// The visitor's site on a phone of 390 px with a touch screen: the header's collapsed menu closes once it has
// done its job (a station switched, a link followed), and a tapped button or table row does not keep its
// hover colour.

const SCREENSHOTS = 'e2e/artifacts/screenshots';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DAY_MS = 86_400_000;

test.beforeAll(async ({ request }) => {
  await feedDay(request);
  const berlin = await ensureStation(request, await apiLogin(request), {
    reference: 'PHONE10115',
    name: 'Berlin-Mitte',
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
    lat: 52.53,
    lng: 13.38,
    timezone: 'Europe/Berlin',
  });
  // Three days of readings: 'Früher' on its daily table stays enabled after a step back.
  await feedDay(request, berlin.reference, berlin.apiToken, new Date(Date.now() - 2 * DAY_MS));
  await feedDay(request, berlin.reference, berlin.apiToken);
});

test('the phone menu closes after a station switch and after a link in it is followed', async ({ page }) => {
  const layout = new PublicLayout(page);
  const toggle = page.getByRole('button', { name: 'Menü öffnen' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Station Rütenbrock' })).toBeVisible();
  await expect(layout.menu).toBeHidden();

  await toggle.tap();
  await expect(layout.menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: `${SCREENSHOTS}/phone-menu-open.png` });
  await layout.switchStation('Berlin (10)');
  await expect(page.getByRole('heading', { level: 1, name: 'Station Berlin' })).toBeVisible();
  await expect(layout.menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.tap();
  await expect(layout.menu).toBeVisible();
  await layout.menuLink('Grafik').tap();
  await expect(page).toHaveURL(/\/weather\/graph$/);
  await expect(layout.menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: `${SCREENSHOTS}/phone-menu-closed-on-graph.png` });
});

test("a tapped 'Früher' keeps its resting colours on a touch screen, no sticky hover", async ({ page }) => {
  const layout = new PublicLayout(page);
  await page.goto('/weather/history/daily');
  await page.getByRole('button', { name: 'Menü öffnen' }).tap();
  await layout.switchStation('Berlin (10)');
  await expect(layout.menu).toBeHidden();
  const earlier = page.getByRole('button', { name: 'Früher' });
  const later = page.getByRole('button', { name: 'Später' });
  await expect(earlier).toBeEnabled();
  await expect(later).toBeDisabled();
  // A touch screen: no pointer hovers.
  expect(await page.evaluate(() => window.matchMedia('(hover: none)').matches)).toBe(true);
  const colours = () =>
    earlier.evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, text: style.color, border: style.borderColor };
    });
  const resting = await colours();

  await earlier.tap();
  await expect(later).toBeEnabled();
  await expect(earlier).toBeEnabled();
  // The tap leaves the button hovered, as a phone's browser does until the next tap elsewhere…
  expect(await earlier.evaluate((button) => button.matches(':hover'))).toBe(true);
  // …and once the pressed (:active) fill has faded (a transition of 0.15 s), it shows its resting colours,
  // not Bootstrap's hover fill.
  await expect.poll(colours).toEqual(resting);
  await page.screenshot({ path: `${SCREENSHOTS}/phone-earlier-tapped.png` });
});

test('a tapped row of the forecast table keeps its own colours on a touch screen', async ({ page }) => {
  const home = new HomePublicPage(page);
  await page.goto('/');
  const row = home.forecastTable.locator('tbody tr').nth(1);
  await expect(row).toBeVisible();
  const cell = row.locator('td, th').first();
  const shading = () =>
    cell.evaluate((element) => {
      const style = getComputedStyle(element);
      return { shadow: style.boxShadow, text: style.color };
    });
  const resting = await shading();

  await cell.tap();
  expect(await row.evaluate((element) => element.matches(':hover'))).toBe(true);
  await expect.poll(shading).toEqual(resting);
});
