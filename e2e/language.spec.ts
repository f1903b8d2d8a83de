import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { feedDay } from './fixtures/feed.ts';
import { scriptsLoadedBy } from './fixtures/scripts.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// The visitor's language: German on a first visit (English or French when the browser asks for it), any on the footer's switch,
// remembered across visits; numbers and dates follow, the back office stays French. The English and
// French texts are chunks of their own, fetched only when chosen.
const SCREENSHOTS = 'e2e/artifacts/screenshots';

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

const CATALOGUE_CHUNK = /\/assets\/(en|fr)-[\w-]+\.js$/;

test('a visitor on a phone switches to English, reloads, and reads English texts with decimal points', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const temperatureRow = page
    .getByRole('row')
    .filter({ hasText: /^Temperature?-?\d/ })
    .first();

  const firstVisit = await scriptsLoadedBy(page, async () => {
    await page.goto('/weather/current');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Wetterdaten' })).toBeVisible();
    await expect(temperatureRow).toContainText(/-?\d+,\d °C/);
    await page.waitForLoadState('networkidle');
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // A German visitor downloads neither the English nor the French texts.
  expect(firstVisit.filter((path) => CATALOGUE_CHUNK.test(path))).toEqual([]);

  const switching = await scriptsLoadedBy(page, async () => {
    const languages = page.getByRole('navigation', { name: 'Sprache' });
    await languages.scrollIntoViewIfNeeded();
    await languages.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Current weather data' })).toBeVisible();
  });
  expect(switching.filter((path) => CATALOGUE_CHUNK.test(path))).toEqual([
    expect.stringMatching(/\/assets\/en-/),
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(temperatureRow).toContainText(/-?\d+\.\d °C/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Current weather data' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(temperatureRow).toContainText(/-?\d+\.\d °C/);
  await expect(page.getByRole('button', { name: 'English', pressed: true })).toBeVisible();
  // Beaufort names and air-quality bands in English (WMO, EPA), none of the API's French ones.
  const lastCell = (label: RegExp) => page.getByRole('row', { name: label }).first().getByRole('cell').last();
  await expect(lastCell(/^Beaufort scale/)).toHaveText(
    /^\d{1,2} – (Calm|Light air|Light breeze|Gentle breeze|Moderate breeze|Fresh breeze|Strong breeze|Near gale|Gale)$/,
  );
  await expect(lastCell(/^Air quality index \d/)).toHaveText(/^\d+ – (Good|Moderate)$/);
  await expect(page.getByRole('main')).not.toContainText(
    /Calme|brise|Vent frais|Grand frais|Coup de vent|Tempête|Bon\b|Modéré|Mauvais|Dangereux/,
  );
  // English dates: day first, slashes.
  await expect(page.getByRole('main')).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), 'axe on /weather/current in English').toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/current-english-phone.png`, fullPage: true });

  await page.goto('/');
  await expect(page.getByTestId('now-temperature')).toContainText(/-?\d+\.\d °C/);
  // The forecast's descriptions come from the server in the visitor's language too.
  await expect(page.getByText('Light rain').first()).toBeVisible();
  await expect(page.getByText('Leichter Regen')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page), 'axe on / in English').toEqual([]);

  // The back office stays French, numbers included.
  await signIn(page, request);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Back to German: the switch works the other way too.
  await page.goto('/about');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.scrollIntoViewIfNeeded();
  await languages.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Sprache' })).toBeVisible();
});

test.describe('a first visit from a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('reads the site in French at once, without a choice written down', async ({ page }) => {
    await page.goto('/weather/current');
    await expect(page.getByRole('heading', { level: 1, name: 'Données météo actuelles' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBeNull();
    // The footer's switch still rules: German chosen, German kept.
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Wetterdaten' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Wetterdaten' })).toBeVisible();
  });
});
