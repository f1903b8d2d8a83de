import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// Every back-office page fits a 390 px phone (a wide table scrolls inside its own box, never the page), and
// the logged-in desktop header keeps the station list readable.
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/news',
  '/admin/news/create',
  '/admin/unit',
  '/admin/unit/create',
  '/admin/user',
  '/admin/user/create',
  '/admin/observation',
  '/admin/observation/create',
  '/admin/weatherStation',
  '/admin/weatherStation/create',
  '/admin/weatherStation/edit/SSDP41000',
  '/admin/contact',
  '/admin/import',
  '/admin/export',
  '/admin/forwarding',
  '/admin/quality',
  '/admin/readings',
  '/admin/audit',
  '/admin/account',
  '/admin/settings',
];

test('every back-office page fits a 390 px phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  const tooWide: string[] = [];
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${path}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
});

test('the logged-in desktop header keeps room for the station list', async ({ page, request }) => {
  await signIn(page, request);
  for (const width of [1200, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/weather/current');
    // The page arrives rendered for a visitor who is not signed in: measured once the app has drawn the
    // signed-in header, with its menu item more.
    await expect(page.locator('header').getByRole('link', { name: 'Administration' })).toBeVisible();
    const select = page.getByLabel('Station wechseln');
    await expect(select).toBeVisible();
    expect((await select.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
