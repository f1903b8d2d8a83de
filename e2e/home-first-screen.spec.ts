import type { Page } from '@playwright/test';
import { feedDay, postReadings, syntheticReading } from './fixtures/feed.ts';
import { isHydrated, untilHydrated } from './fixtures/hydrated.ts';
import { expect, test } from './fixtures/test.ts';

// The home page's first screen on a phone: the hero that answers "what is it like now", rendered by the
// server from the app's own components (modules/web-shell/page-render.ts) and the inline styles it paints
// with before the stylesheet arrives (modules/web-shell/critical-css.ts). The seeded station SSDP41000 is fed through the
// real JSON ingestion door.

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

/**
 * The home hero as elements with their classes and own text, in document order; the data's age (which
 * moves on between two page loads) as its form only ('Stand: vor N s').
 */
function heroOutline(page: Page): Promise<string[]> {
  return page.locator('main .home-hero').evaluate((hero) =>
    [hero, ...hero.querySelectorAll('*')].map((element) => {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const text = element.matches('[data-testid="now-age"]') ? own.replace(/\d+/, 'N') : own;
      return `${element.tagName.toLowerCase()}.${[...element.classList].sort().join('.')} ${text}`;
    }),
  );
}

test("a phone's first screen answers 'what is it like now', and the data's age moves on", async ({
  page,
  request,
}) => {
  // A reading just now, so the age counts in seconds.
  await postReadings(request, 'SSDP41000', syntheticReading(new Date(), 0));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const hero = page.locator('main .home-hero');
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
  await expect(hero.getByTestId('now-temperature')).toHaveText(/^-?\d+,\d °C$/);
  await expect(hero.getByText(/^gefühlt -?\d+,\d °C$/)).toBeVisible();
  // The fed day: sun by day and a shower in the last three hours.
  await expect(hero.getByTestId('now-condition')).toHaveText(
    /^(Regen|Sonnig|Teils bewölkt|Bewölkt|Trocken)(, windig)?$/,
  );
  const facts = hero.getByTestId('now-facts');
  await expect(facts).toContainText(/Wind\s*\d+,\d km\/h aus [NOSW]+/);
  await expect(facts).toContainText(/Böen\s*\d+,\d km\/h/);
  await expect(facts).toContainText(/Luftfeuchte\s*\d+ %/);
  await expect(facts).toContainText(/Luftdruck\s*\d+,\d hPa/);
  await expect(hero.getByTestId('now-pressure-tendency')).toHaveText(
    /^[↗↘→] (leicht |rasch |sehr rasch )?(steigend|fallend|gleichbleibend), [+−±]\d,\d hPa in 3 h$/,
  );
  await expect(facts).toContainText(/Regen heute\s*\d+,\d mm/);
  await expect(facts).toContainText(/Höchstwert heute\s*-?\d+,\d °C um \d\d:\d\d/);
  await expect(facts).toContainText(/Tiefstwert heute\s*-?\d+,\d °C um \d\d:\d\d/);
  // All of it on the first screen, with the search as one compact row under it.
  for (const element of [hero.getByTestId('now-age'), facts, hero.getByRole('search')]) {
    const box = await element.boundingBox();
    expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  }
  expect((await hero.getByRole('search').boundingBox())?.height ?? 0).toBeLessThan(48);
  // The age is told again as time passes, without a reload.
  const age = hero.getByTestId('now-age');
  await expect(age).toHaveText(/^Stand: vor \d+ (s|min)$/);
  const first = await age.textContent();
  await expect(age).not.toHaveText(first ?? '', { timeout: 5_000 });
  await expect(age).toHaveText(/^Stand: vor \d+ (s|min)$/);
});

test("the server sends the station's weather now in the page, and the app takes over in place", async ({
  browser,
  baseURL,
  page,
}) => {
  test.slow(); // two page loads, one of them without the browser cache
  // Without JavaScript: what a phone paints before the scripts arrive is the station's weather, not a blank.
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  const shell = await bare.newPage();
  await shell.goto('/');
  const shellTemperature = shell.getByTestId('now-temperature');
  await expect(shellTemperature).toHaveText(/^-?\d+,\d °C$/);
  await expect(shell.getByText('Rütenbrock', { exact: true })).toBeVisible();
  await expect(shell.getByText(/^gefühlt -?\d+,\d °C$/)).toBeVisible();
  const before = await shellTemperature.boundingBox();
  const shellText = await shellTemperature.textContent();
  const shellHero = await heroOutline(shell);
  await bare.close();

  // With it: the app's own panel shows the same value in the same place (no jump), then lives on.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
  const temperature = page.getByTestId('now-temperature');
  await expect(temperature).toHaveText(shellText ?? '');
  expect(await temperature.boundingBox()).toEqual(before);
  // React takes the server's hero over as it is: element for element, class for class, text for text.
  expect(await heroOutline(page)).toEqual(shellHero);
  await expect(page.getByRole('region', { name: /^Vorhersage/ })).toBeVisible();
});

test('the first screen paints styled before the stylesheet arrives, and the app waits for it', async ({
  page,
}) => {
  // The server inlines the first screen's styles and moves the site's stylesheet to the end of the body
  // (modules/web-shell/critical-css.ts). Held back here: the shell must already be laid out by the inline
  // styles, and React must not replace it with a half-styled page until the stylesheet is in (the browser
  // runs deferred module scripts only once the stylesheets the parser met have loaded).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let stylesheetAsked = false;
  await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
    stylesheetAsked = true;
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'commit' });
  const temperature = page.getByTestId('now-temperature');
  await expect(temperature).toHaveText(/^-?\d+,\d °C$/);
  await expect.poll(() => stylesheetAsked).toBe(true);
  // Styled by the inline rules: the hero's large type and the header's dark bar, not the browser's defaults.
  expect(
    await temperature.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
  ).toBeGreaterThan(30);
  expect(await page.locator('nav.navbar').evaluate((element) => getComputedStyle(element).display)).toBe(
    'flex',
  );
  // The app's code is in and waiting: React has not taken the page over yet (its root is not on the element).
  await page.waitForTimeout(1_500);
  expect(await isHydrated(page)).toBe(false);
  release();
  await untilHydrated(page);
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Vorhersage/ })).toBeVisible();
});
