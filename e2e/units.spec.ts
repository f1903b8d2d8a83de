import { feedDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';

// The visitor's units: chosen in the header, applied to the live page, the history tables and the
// charts, remembered across visits.
test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

test('a visitor switches to imperial units, sees every page in them, and finds them again after a reload', async ({
  page,
}) => {
  await page.goto('/weather/current');
  const temperatureRow = page
    .getByRole('row')
    .filter({ hasText: /^Temperatur/ })
    .first();
  await expect(temperatureRow).toContainText(/°C/);
  await page.getByRole('button', { name: 'Einheiten: wie die Station' }).click();
  await page.getByRole('button', { name: 'imperial' }).click();
  await expect(temperatureRow).toContainText(/-?\d+,\d °F/);
  await expect(page.getByRole('row').filter({ hasText: /^Windböe/ })).toContainText(/mph/);
  await expect(page.getByRole('row').filter({ hasText: /^Luftdruck(?!tendenz)/ })).toContainText(/inHg/);
  await expect(page.getByRole('row').filter({ hasText: /^Luftdrucktendenz/ })).toContainText(/inHg in 3 h/);

  await page.goto('/weather/history/daily');
  await expect(page.getByRole('main')).toContainText(/°F/);
  await expect(page.getByRole('main')).not.toContainText(/°C/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Einheiten: imperial' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/°F/);

  // Back to the station's own units.
  await page.getByRole('button', { name: 'Einheiten: imperial' }).click();
  await page.getByRole('button', { name: 'wie die Station' }).first().click();
  await expect(page.getByRole('main')).toContainText(/°C/);
});
