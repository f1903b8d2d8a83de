import type { Page } from '@playwright/test';
import { apiLogin } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { feedDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// The back office as it looks: dashboard, a list with a page selector, forms, the data quality pages, the
// audit trail and the account page; desktop and phone screenshots in e2e/artifacts/screenshots, and no
// serious accessibility violation on them.

const SCREENS = [
  { name: 'admin-dashboard', path: '/admin/dashboard', heading: 'Tableau de bord' },
  { name: 'admin-news-list', path: '/admin/news', heading: 'Liste des news' },
  { name: 'admin-station-form', path: '/admin/weatherStation/create', heading: 'Ajouter une station météo' },
  {
    name: 'admin-station-edit',
    path: '/admin/weatherStation/edit/SSDP41000',
    heading: 'Modifier une station météo',
  },
  { name: 'admin-quality', path: '/admin/quality', heading: 'Valeurs signalées' },
  { name: 'admin-readings', path: '/admin/readings', heading: 'Éditeur de relevés' },
  { name: 'admin-audit', path: '/admin/audit', heading: 'Journal des modifications' },
  { name: 'admin-account', path: '/admin/account', heading: 'Mon compte' },
] as const;

const VIEWPORTS = [
  { suffix: 'desktop', size: { width: 1280, height: 900 } },
  { suffix: 'phone', size: { width: 375, height: 812 } },
] as const;

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  // Seven news: two pages in the list, so the page selector shows.
  for (let index = 1; index <= 7; index += 1) {
    const response = await request.post('/api/post', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Actualité ${index}`, description: `Contenu de l'actualité ${index}.` },
    });
    expect(response.status()).toBe(201);
  }
  // A day of readings so the sidebar widget has current data.
  await feedDay(request);
});

async function capture(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/screenshots/${name}.png`, fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test(`admin screens on ${viewport.suffix}`, async ({ page, request }) => {
    await page.setViewportSize(viewport.size);
    await signIn(page, request);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Données actuelles' })).toBeVisible();
      await expect(page.getByText('Température', { exact: true }).first()).toBeVisible();
      if (screen.name === 'admin-news-list') {
        await expect(page.getByRole('navigation', { name: 'Pages de la liste' })).toBeVisible();
      }
      // No page may be wider than the screen (usable at 375 px).
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      await capture(page, `${screen.name}-${viewport.suffix}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
}
