import { feedDay } from './fixtures/feed.ts';
import { scriptsLoadedBy } from './fixtures/scripts.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// Each back-office page is its own lazy chunk (Vite names a chunk after its module): a visitor's pages and
// the admin dashboard must not download any of them (the dashboard once imported all six list
// pages eagerly for their API definitions, which undid the split).
const ADMIN_PAGE_CHUNK =
  /\/assets\/((news|contacts|observations|units|users|stations)-admin|admin-(list|form)-page|account-page|quality-page|audit-page|readings-editor-page|import-page|forwarding-page|export-page)-[\w-]+\.js$/;

test.beforeAll(async ({ request }) => {
  // Readings, so the home page has its dials.
  await feedDay(request);
});

test('the public pages download no back-office chunk', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, async () => {
    for (const path of ['/', '/weather/current', '/weather/graph', '/about', '/contact', '/status']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
  });
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((path) => ADMIN_PAGE_CHUNK.test(path))).toEqual([]);
  expect(scripts.some((path) => /admin-dashboard-page|admin-layout/.test(path))).toBe(false);
});

test("the dashboard downloads its own chunk and no other admin page's", async ({ page, request }) => {
  await signIn(page, request);
  const scripts = await scriptsLoadedBy(page, async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The six cards show their totals: the list calls ran without their pages.
    await expect(page.getByText(/\d+ au total/).first()).toBeVisible();
  });
  expect(scripts.some((path) => /\/assets\/admin-dashboard-page-/.test(path))).toBe(true);
  expect(scripts.filter((path) => ADMIN_PAGE_CHUNK.test(path))).toEqual([]);

  // Opening a list page then loads that page's chunk: the pattern does match the real chunk names.
  const more = await scriptsLoadedBy(page, async () => {
    await page.goto('/admin/news');
    await expect(page.getByRole('table')).toBeVisible();
  });
  expect(more.filter((path) => ADMIN_PAGE_CHUNK.test(path))).toEqual(
    expect.arrayContaining([expect.stringMatching(/news-admin-/)]),
  );
});

// ECharts (gauges, charts) and Leaflet (map) sit below the fold of the home page on a phone: they load when
// the visitor scrolls to them, not with the first screen (speed on a phone).
const BELOW_THE_FOLD_CHUNK = /\/assets\/(gauge-chart|use-echart|echart|location-map)-[\w-]+\.js$/;

test('a slow forecast keeps its place: nothing below it loads as if in view, nothing jumps when it arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/openWeather\?/, async (route) => {
    await held;
    await route.continue();
  });
  const waiting = await scriptsLoadedBy(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: /^Vorhersage/ }).getByRole('status')).toBeVisible();
    await page.waitForTimeout(1_500);
  });
  expect(waiting.filter((path) => BELOW_THE_FOLD_CHUNK.test(path))).toEqual([]);
  const below = page.getByRole('region', { name: 'Messinstrumente' });
  const before = (await below.boundingBox())?.y ?? 0;
  release();
  await expect(page.getByRole('region', { name: /^Vorhersage/ }).getByRole('table')).toBeVisible();
  // The table fills about the place the loading forecast held (within 3 rem).
  expect(Math.abs(((await below.boundingBox())?.y ?? 0) - before)).toBeLessThan(48);
});

test('the home page on a phone loads the charts and the map only when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await scriptsLoadedBy(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Messinstrumente' })).toBeAttached();
    await page.waitForLoadState('networkidle');
  });
  expect(first.filter((path) => BELOW_THE_FOLD_CHUNK.test(path))).toEqual([]);

  const scrolled = await scriptsLoadedBy(page, async () => {
    // Only the map's code is awaited: its tiles cannot load here, and it then shows its placeholder.
    const mapCode = page.waitForRequest(/\/assets\/location-map-[\w-]+\.js$/);
    await page.getByRole('region', { name: 'Standort' }).scrollIntoViewIfNeeded();
    await mapCode;
    await page.getByRole('region', { name: 'Messinstrumente' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: 'Messinstrumente' }).locator('canvas').first(),
    ).toBeVisible();
  });
  expect(scrolled).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/location-map-/),
      expect.stringMatching(/\/gauge-chart-/),
    ]),
  );
});

test("the home page's first load on a phone stays within 150 KB of compressed script", async ({ page }) => {
  // Speed on a phone: first-load JavaScript of / at most 150 KB compressed (bench:web measures it on a
  // throttled phone; this holds the budget on every change). The site's own parts that once took it over are checked
  // by name: TypeBox (the answers' checks are compiled at build time: build/answer-checks.ts) and
  // react-bootstrap (the header, menus and home page write Bootstrap's markup themselves).
  await page.setViewportSize({ width: 390, height: 844 });
  const loaded: { path: string; bytes: number; text: string }[] = [];
  page.on('requestfinished', async (request) => {
    // Not the blob of public/theme.js's worker (no download; its body is gone with the worker).
    if (request.resourceType() !== 'script' || request.url().startsWith('blob:')) return;
    const response = await request.response();
    loaded.push({
      path: new URL(request.url()).pathname,
      bytes: (await request.sizes()).responseBodySize,
      text: (await response?.text()) ?? '',
    });
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Messinstrumente' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  const first = loaded.filter((script) => !BELOW_THE_FOLD_CHUNK.test(script.path));
  expect(first.length).toBeGreaterThan(5);
  // Compressed as sent: the server answers with the build's Brotli copies.
  expect(first.every((script) => script.bytes < script.text.length)).toBe(true);
  const kilobytes = first.reduce((sum, script) => sum + script.bytes, 0) / 1024;
  test.info().annotations.push({ type: 'first-load script', description: `${kilobytes.toFixed(1)} KB` });
  expect(kilobytes).toBeLessThanOrEqual(150);
  expect(first.filter((script) => script.text.includes('~kind')).map((script) => script.path)).toEqual([]);
  expect(first.filter((script) => script.text.includes('bsPrefix')).map((script) => script.path)).toEqual([]);
});

test("after the first paint a worker fills ICU's caches for the page and ends itself, within the CSP", async ({
  page,
}) => {
  // public/theme.js: the page's first formatters would otherwise load ICU's data inside the hydration's
  // tasks (docs/FEATURES.md). A blob worker: the CSP's worker-src must allow it, and nothing is downloaded.
  const workers: { url: string; closed: boolean }[] = [];
  page.on('worker', (worker) => {
    const seen = { url: worker.url(), closed: false };
    workers.push(seen);
    worker.on('close', () => {
      seen.closed = true;
    });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Worker/i.test(message.text()))
      refused.push(message.text());
  });
  await page.goto('/weather/current');
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => workers.filter((worker) => worker.closed).map((worker) => worker.url.slice(0, 5)))
    .toEqual(['blob:']);
  expect(refused).toEqual([]);
});
