import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { feedDay } from './fixtures/feed.ts';

// The dark theme (issue 18): the system's setting by default, the header's switch remembered; every public
// page readable (axe) in it, with a screenshot of each kept among the artefacts.
const SCREENSHOTS = 'e2e/artifacts/screenshots';
const PAGES = [
  ['home', '/'],
  ['current', '/weather/current'],
  ['history', '/weather/history/daily'],
  ['graph', '/weather/graph'],
  ['report', '/weather/report'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['status', '/status'],
  ['login', '/login'],
] as const;

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

test('a visitor whose system is dark gets every public page dark, readable and without sideways scroll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const [name, path] of PAGES) {
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      if (width === 1366) expect(await seriousAxeViolations(page), `axe on ${path}`).toEqual([]);
      await page.screenshot({
        path: `${SCREENSHOTS}/${name}-dark-${width === 360 ? 'phone' : 'desktop'}.png`,
        fullPage: true,
      });
    }
  }
});

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
