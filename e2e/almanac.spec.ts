import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { expect, test } from './fixtures/test.ts';

// The almanac as a visitor meets it, computed in the browser from the seeded station (Rütenbrock, 52.84 N
// 7.10 E, Europe/Berlin): reached through the 'Daten' menu on a fixed midsummer day, in the station's time,
// without serious accessibility violations, and never scrolling sideways on a phone.

/** The value under a label in one of the page's cards. */
const valueIn = (card: Locator, label: string) => card.locator('dt', { hasText: label }).locator('+ dd');

async function sideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test("the almanac shows the station's sun, twilight, moon and the next equinox, at desktop and phone width", async ({
  page,
}) => {
  // 12:00 in Berlin on the June solstice of 2026; the clock runs on from there.
  await page.clock.setFixedTime(new Date('2026-06-21T10:00:00Z'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Daten' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Almanach' }).click();
  await expect(page).toHaveURL(/\/weather\/almanac$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Almanach' })).toBeVisible();
  await expect(page.getByText('Sonne und Mond am Sonntag, 21. Juni 2026 für Rütenbrock')).toBeVisible();

  const sun = page.getByRole('region', { name: 'Sonne' });
  await expect(valueIn(sun, 'Sonnenaufgang')).toHaveText(/^0[45]:\d\d$/);
  await expect(valueIn(sun, 'Sonnenuntergang')).toHaveText(/^2[12]:\d\d$/);
  await expect(valueIn(sun, 'Tageslänge')).toHaveText(/^16 h \d\d min$/);
  await expect(valueIn(sun, 'Änderung seit gestern')).toHaveText(/^[+−±]\d+ s$/);
  // At 52.8° N the midsummer sun never sinks 18° below the horizon: no astronomical night.
  const astronomical = page.getByRole('row', { name: /Astronomisch/ });
  await expect(astronomical.getByRole('cell')).toHaveText(['-', '-']);
  const next = page.getByRole('region', { name: 'Als Nächstes' });
  // 2026-09-23 00:05 UTC, 02:05 in Berlin.
  await expect(valueIn(next, 'Tagundnachtgleiche im September')).toHaveText('Mi., 23.09.2026, 02:05');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/almanac-1366.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sun).toBeVisible();
  await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/almanac-390.png', fullPage: true });
});
