import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { feedDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';

// The light and dark themes: the system's setting by default, the header's switch remembered;
// every public page readable (axe) in both at desktop and phone width, none scrolling sideways at 1366, 390
// or 360 px, with a screenshot of each page, theme and width kept among the CI artefacts.
const SCREENSHOTS = 'e2e/artifacts/screenshots';
const PAGES = [
  ['home', '/'],
  ['current', '/weather/current'],
  ['history', '/weather/history/daily'],
  ['graph', '/weather/graph'],
  ['report', '/weather/report'],
  ['climate', '/weather/climate'],
  ['records', '/weather/records'],
  ['on-this-day', '/weather/on-this-day'],
  ['almanac', '/weather/almanac'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['status', '/status'],
  ['login', '/login'],
] as const;

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor whose system is ${theme} gets every public page ${theme}, readable and without sideways scroll at 1366, 390 and 360 px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: theme });
    for (const [name, path] of PAGES) {
      // Loaded once at phone width, then widened and narrowed as a window resized would be: the layout
      // must follow without a reload.
      for (const width of [390, 1366, 360]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        if (width === 390) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
          await expect(page.locator('main h1').first()).toBeVisible();
        }
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
          .toBeLessThanOrEqual(0);
        if (width !== 360)
          expect(await seriousAxeViolations(page), `axe on ${path} at ${width} px`).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${theme}-${width}.png`, fullPage: true });
      }
    }
  });
}

test('the header switch turns the theme over and the choice outlives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  const toggle = page.getByRole('button', { name: 'Dunkles Design' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  // Set before the first paint by /theme.js, before the app runs.
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.getByRole('button', { name: 'Dunkles Design' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
});
