import { feedDay } from './fixtures/feed.ts';
import { heroContrasts } from './fixtures/hero-contrast.ts';
import { expect, test } from './fixtures/test.ts';

// The home hero's contrast: every text and control on its gradient reads at 4.5:1 at least, in the light and
// the dark theme, as the browser paints it (styles/hero-contrast.test.ts computes the same from the Sass
// values). The seeded station SSDP41000 is fed through the real JSON ingestion door, so the hero shows values.

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

test('every text and control of the home hero is at least 4.5:1 on its gradient, light and dark', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('region', { name: /^Vorhersage/ })).toBeVisible();
    await expect(page.locator('main .home-hero').getByText('Wind', { exact: true })).toBeVisible();
    const contrasts = await heroContrasts(page);
    // The labels on the gradient, the search field's label, placeholder and button are all measured.
    expect(contrasts.map(({ text }) => text)).toEqual(
      expect.arrayContaining(['Wetter aktuell', 'Wind', 'Adresse oder Ort', 'Suchen']),
    );
    expect(contrasts.filter(({ on }) => on === 'gradient').length).toBeGreaterThan(5);
    expect(
      contrasts.filter(({ ratio }) => ratio < 4.5),
      colorScheme,
    ).toEqual([]);
  }
});
