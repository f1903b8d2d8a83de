import type { Page } from '@playwright/test';
import { apiLogin, ensureStation } from './fixtures/api.ts';
import { feedDay } from './fixtures/feed.ts';
import { untilHydrated } from './fixtures/hydrated.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

/** Sums the page's layout shifts (not caused by input) into `window.__shift` from its first load on. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

// Every public page arrives rendered by the server from the web app's own components
// (packages/web/src/entry-server.tsx, modules/web-shell/page-render.ts): on screen before its scripts run,
// taken over by React without a mismatch, and nothing on it moves while the rest loads.

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

/** A table of the page with a measured value in it (a decimal comma). */
const tableWithValues = (page: Page) =>
  expect(
    page
      .locator('main table td')
      .filter({ hasText: /\d+,\d/ })
      .first(),
  ).toBeVisible();

/** Each page, and what shows it arrived with its content rather than a spinner. */
const PAGES: { path: string; content: (page: Page) => Promise<void> }[] = [
  { path: '/', content: (page) => expect(page.getByTestId('now-temperature')).toHaveText(/^-?\d+,\d °C$/) },
  { path: '/weather/current', content: tableWithValues },
  { path: '/weather/history/daily', content: tableWithValues },
  { path: '/weather/history/record', content: tableWithValues },
  {
    path: '/weather/graph',
    content: (page) => expect(page.locator('main [data-chart]').first()).toBeAttached(),
  },
  { path: '/about', content: (page) => expect(page.locator('main h1')).toBeVisible() },
  { path: '/contact', content: (page) => expect(page.locator('main textarea')).toBeVisible() },
];

test('every public page arrives with its content, before any script runs', async ({ browser, baseURL }) => {
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await bare.newPage();
    for (const { path, content } of PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await content(page);
        await expect(page.locator('main h1').first()).toBeVisible();
        // Only the forecast, another service's answer, is left to the browser.
        const forecastSpinners = await page
          .getByRole('region', { name: /^Vorhersage/ })
          .locator('.spinner-border')
          .count();
        await expect(page.locator('main .spinner-border')).toHaveCount(forecastSpinners);
        // The header, the news and the information block are there too, where they will stay.
        await expect(page.locator('header nav.navbar')).toBeVisible();
        // No paint before the header is whole (packages/web/index.html): the page's head asks the browser to
        // wait for the main element, which follows the header.
        await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute(
          'href',
          '#main-content',
        );
        await expect(page.locator('header + main#main-content')).toHaveCount(1);
        await expect(page.locator('aside').getByRole('heading').first()).toBeAttached();
        // A form cannot be sent before its script handles it (the browser would send it as a GET).
        if (path === '/contact') await expect(page.getByRole('button', { name: 'Senden' })).toBeDisabled();
      });
    }
  } finally {
    await bare.close();
  }
});

test('React takes every page over without a mismatch, and nothing moves (CLS ≤ 0.05)', async ({ page }) => {
  test.slow(); // seven pages, each left to settle
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  await recordLayoutShift(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, content } of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await content(page);
      if (path === '/contact') await expect(page.getByRole('button', { name: 'Senden' })).toBeEnabled();
      // Taken over: the container React hydrated carries its root.
      await untilHydrated(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.05);
      expect(errors, `errors on ${path}`).toEqual([]);
    });
  }
});

test("an English browser's and a French choice's pages arrive in their language, and React takes them over", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // four contexts, two of them with JavaScript
  const url = new URL(baseURL ?? '');
  const visitors = [
    { name: 'English browser', locale: 'en-GB', cookies: [], heading: 'Current weather data', lang: 'en' },
    {
      name: 'French choice',
      locale: 'de-DE',
      cookies: [{ name: 'language', value: 'fr', domain: url.hostname, path: '/' }],
      heading: 'Données météo actuelles',
      lang: 'fr',
    },
  ];
  for (const visitor of visitors) {
    await test.step(visitor.name, async () => {
      // Before any script: the page's texts and its <html lang> in the visitor's language.
      const bare = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: visitor.locale });
      await bare.addCookies(visitor.cookies);
      const still = await bare.newPage();
      await still.goto('/weather/current');
      await expect(still.locator('html')).toHaveAttribute('lang', visitor.lang);
      await expect(still.getByRole('heading', { level: 1, name: visitor.heading })).toBeVisible();
      await bare.close();
      // With scripts: the same page, taken over without a mismatch, still in that language.
      const live = await browser.newContext({ baseURL, locale: visitor.locale });
      await live.addCookies(visitor.cookies);
      if (visitor.lang === 'fr') {
        // The app's own record of the choice, which the cookie mirrors for the server.
        await live.addInitScript(() => window.localStorage.setItem('language', 'fr'));
      }
      const page = await live.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The server's heading, held before the app runs: a hydration keeps the very element.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __served: Element | null }).__served = document.querySelector('main h1');
        }),
      );
      await page.goto('/weather/current');
      await untilHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: visitor.heading })).toBeVisible();
      // Hydrated, not drawn again over a page rendered for someone else.
      expect(
        await page.evaluate(
          () =>
            document.querySelector('main h1') ===
            (window as unknown as { __served: Element | null }).__served,
        ),
      ).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await live.close();
    });
  }
});

/**
 * Reloads `page` and tells how the server's page fared: whether theme.js hid it (its `data-shell`), whether
 * the hydrated page still holds the server's very heading (taken over, not drawn again), the page's errors.
 */
async function reloadAsServed(
  page: Page,
): Promise<{ shell: string | null; sameHeading: boolean; errors: string[] }> {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __served: Element | null; __shell: string | null };
      w.__served = document.querySelector('main h1');
      w.__shell = document.documentElement.getAttribute('data-shell');
    }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await untilHydrated(page);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __served: Element | null; __shell: string | null };
    return { shell: w.__shell, sameHeading: document.querySelector('main h1') === w.__served };
  });
  return { ...seen, errors };
}

test('a visitor who chose another station gets its pages from the server, shown at once and taken over in place', async ({
  browser,
  baseURL,
  request,
}) => {
  const second = await ensureStation(request, await apiLogin(request), {
    reference: 'ZWEITE-SSR',
    name: 'Zweite Station',
    city: 'Nauen',
    postalCode: '14641',
    country: 'DE',
    lat: 52.6,
    lng: 12.88,
    timezone: 'Europe/Berlin',
  });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/weather/current');
  await untilHydrated(page);
  await page.getByLabel('Station wechseln').selectOption('ZWEITE-SSR');
  // The choice is remembered for the server too: a cookie with the station's id.
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'station')?.value)
    .toBe(String(second.id));
  const served = await (await page.request.get('/weather/current')).text();
  expect(served).toContain(`<meta name="meteodeck-page" content="ZWEITE-SSR" data-station-id="${second.id}"`);
  // Coming back: theme.js finds the page rendered for the choice and keeps it on screen, and React takes
  // over the server's very heading.
  expect(await reloadAsServed(page)).toEqual({ shell: null, sameHeading: true, errors: [] });
  await expect(page.getByLabel('Station wechseln')).toHaveValue('ZWEITE-SSR');
  await context.close();
});

test('a visitor who chose imperial units gets the pages in them from the server, shown at once and taken over', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/weather/current');
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Einheiten: wie die Station' }).click();
  await page.getByRole('button', { name: 'imperial' }).click();
  // The choice is remembered for the server too: a cookie with the units' query.
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'units'))
    .toBe(true);
  const served = await (await page.request.get('/weather/current')).text();
  expect(served).toContain('data-units="temperatureUnit=%C2%B0F&amp;speedUnit=mph');
  expect(served).toMatch(/\d+,\d\s?°F/);
  // Coming back: kept on screen and hydrated, in °F.
  expect(await reloadAsServed(page)).toEqual({ shell: null, sameHeading: true, errors: [] });
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /^Temperatur/ })
      .first(),
  ).toContainText(/°F/);
  await context.close();
});

test("a signed-in editor's public pages are the server's too: shown at once, taken over, then the header gains its link", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/weather/current');
  expect(await reloadAsServed(page)).toEqual({ shell: null, sameHeading: true, errors: [] });
  await expect(page.locator('header').getByRole('link', { name: 'Administration' })).toBeAttached();
});

test("the graph page's first charts arrive drawn by the server, and the interactive charts take their place", async ({
  browser,
  baseURL,
}) => {
  const viewport = { width: 390, height: 844 };
  // Without scripts: the first two charts with data are there as ECharts' SVG pictures, in their boxes.
  const bare = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
  const still = await bare.newPage();
  await still.goto('/weather/graph');
  const pictures = still.locator('main [data-chart] [data-chart-picture]');
  await expect(pictures).toHaveCount(2);
  // The phone's variant shows (the desktop's is hidden), drawn with the chart's lines and axis labels.
  const shown = pictures.first().locator('svg:visible');
  await expect(shown).toHaveCount(1);
  expect(await shown.locator('path').count()).toBeGreaterThan(5);
  await expect(
    shown
      .locator('text')
      .filter({ hasText: /^\d{2}:\d{2}$/ })
      .first(),
  ).toBeAttached();
  const box = await still.locator('main [data-chart]').first().boundingBox();
  expect(box?.height).toBe(350);
  expect((await shown.boundingBox())?.height).toBe(350);
  await bare.close();

  // With scripts: hydrated without an error; the picture stays until the visitor reaches for the chart, then
  // the interactive chart's canvas replaces it in the same box.
  const live = await browser.newContext({ baseURL, viewport });
  const page = await live.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await recordLayoutShift(page);
  await page.goto('/weather/graph');
  await expect(page.locator('main [data-chart] [data-chart-picture] svg').first()).toBeAttached();
  await untilHydrated(page);
  const first = page.locator('main [data-chart]').first();
  await expect(first.getByRole('img', { name: /^Diagramm/ })).toBeVisible();
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  await expect(first.locator('canvas').first()).toBeVisible();
  await expect(first.locator('[data-chart-picture]')).toHaveCount(0);
  expect((await first.boundingBox())?.height).toBe(350);
  // A chart further down, without a picture, is drawn when scrolled near.
  const third = page.locator('main [data-chart]').nth(2);
  await third.scrollIntoViewIfNeeded();
  await expect(third.locator('canvas').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThanOrEqual(0.05);
  expect(errors).toEqual([]);
  await live.close();
});
