import type { Page } from '@playwright/test';
import { apiLogin, ensureStation } from './fixtures/api.ts';
import { feedDay, postReadings, syntheticReading } from './fixtures/feed.ts';
import { scriptsLoadedBy } from './fixtures/scripts.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// The owner's texts and look in a real browser: the 'Über diese Website' text
// written in Markdown in 'Réglages du site' shows on /about with its paragraphs, emphasis, links and list,
// its HTML as text; the accent saved there repaints the open back office without a reload; /about and
// /weather/current write a station's coordinates alike, negative ones with the minus sign. Screenshots at
// 390 and 1366 px go to e2e/artifacts/site-texts/.

const SHOTS = 'e2e/artifacts/site-texts';
const ABOUT = [
  'Eine *private* Wetterstation in **Rütenbrock**,',
  'seit 2019 jede Minute.',
  '',
  'Vergleichen Sie mit dem [DWD](https://www.dwd.de/) oder schreiben Sie uns über die [Kontaktseite](/contact).',
  '',
  '- Davis Vantage Pro2 auf 10 m',
  '- Ecowitt WH31 im Garten',
  '',
  '<img src=x onerror="document.title=\'pwned\'"> [klick](javascript:alert(1))',
].join('\n');
const DEFAULTS = { accentColor: '', aboutText: '' };

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

/** The resting background colour of the form's 'Enregistrer' button and the header rule's shadow. */
async function accentShown(page: Page) {
  // Away from the button just clicked: its hover colour is the accent's darker shade.
  await page.mouse.move(1, 1);
  return page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Enregistrer');
    const navbar = document.querySelector('header > .navbar');
    return {
      button: button === undefined ? '' : getComputedStyle(button).backgroundColor,
      rule: navbar === null ? '' : getComputedStyle(navbar).boxShadow,
    };
  });
}

test("the about text's Markdown on /about, and the saved accent in the open back office at once", async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiLogin(request)}` };
  try {
    await signIn(page, request);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/settings');
    const accent = page.getByLabel("Couleur d'accent", { exact: true });
    await expect(accent).toHaveValue('');
    // The product's blue before.
    expect((await accentShown(page)).button).toBe('rgb(31, 95, 168)');
    // A mark on the window: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await accent.fill('#2e7d32');
    await page.getByLabel('Texte « Über diese Website »').fill(ABOUT);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Les réglages du site ont été enregistrés !');
    await expect.poll(async () => (await accentShown(page)).button).toBe('rgb(46, 125, 50)');
    expect((await accentShown(page)).rule).toContain('rgb(46, 125, 50)');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2e7d32');
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-accent-saved-1366.png`, fullPage: true });

    // Cleared: the product's blue again, still without a reload, over the server's style of the accent.
    await page.reload();
    await expect(accent).toHaveValue('#2e7d32');
    await expect(page.locator('style#site-accent')).toHaveCount(1);
    await accent.fill('');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(async () => (await accentShown(page)).button).toBe('rgb(31, 95, 168)');
    await expect(page.locator('style#site-accent')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await accent.fill('#8e24aa');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(async () => (await accentShown(page)).button).toBe('rgb(142, 36, 170)');
    await page.screenshot({ path: `${SHOTS}/admin-accent-saved-390.png`, fullPage: true });

    // /about: the owner's Markdown, rendered; nothing of its HTML or its script address runs.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto('/about');
      const about = page.locator('aside').getByRole('heading', { name: 'Über diese Website' }).locator('..');
      // Rendered once the block comes near the viewport.
      await about.scrollIntoViewIfNeeded();
      const text = about.locator('.owner-text');
      await expect(text.locator('p')).toHaveCount(3);
      await expect(text.locator('p').first()).toHaveText(
        'Eine private Wetterstation in Rütenbrock,\nseit 2019 jede Minute.',
      );
      // The typed line break shows: the first paragraph takes two lines at least.
      const lineHeight = await text
        .locator('p')
        .first()
        .evaluate((p) => Number.parseFloat(getComputedStyle(p).lineHeight));
      expect((await text.locator('p').first().boundingBox())?.height ?? 0).toBeGreaterThan(lineHeight * 1.5);
      await expect(text.locator('em')).toHaveText('private');
      await expect(text.locator('strong')).toHaveText('Rütenbrock');
      const dwd = text.getByRole('link', { name: 'DWD' });
      await expect(dwd).toHaveAttribute('href', 'https://www.dwd.de/');
      await expect(dwd).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(text.getByRole('link', { name: 'Kontaktseite' })).toHaveAttribute('href', '/contact');
      await expect(text.locator('ul > li')).toHaveText([
        'Davis Vantage Pro2 auf 10 m',
        'Ecowitt WH31 im Garten',
      ]);
      await expect(text.locator('img, script')).toHaveCount(0);
      await expect(text.getByRole('link', { name: 'klick' })).toHaveCount(0);
      await expect(text).toContainText('<img src=x onerror=');
      expect(await page.title()).not.toContain('pwned');
      await about.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/about-markdown-${width}.png` });
    }
    // The link to the contact page stays inside the app.
    await page.locator('.owner-text').getByRole('link', { name: 'Kontaktseite' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    // A phone's first screen of / does not fetch the Markdown's chunk; the text shows as typed until the
    // block comes near, then rendered.
    const MARKDOWN_CHUNK = /\/assets\/owner-markdown-[\w-]+\.js$/;
    const first = await scriptsLoadedBy(page, async () => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: /^Vorhersage/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
    expect(first.filter((path) => MARKDOWN_CHUNK.test(path))).toEqual([]);
    const scrolled = await scriptsLoadedBy(page, async () => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.locator('.owner-text strong')).toHaveText('Rütenbrock');
    });
    expect(scrolled.filter((path) => MARKDOWN_CHUNK.test(path))).toHaveLength(1);
  } finally {
    await request.put('/api/siteSettings', { headers, data: DEFAULTS });
  }
});

test('/about and /weather/current write the coordinates alike, a negative one with the minus sign', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: 'E2E-SANTIAGO',
    name: 'Santiago',
    city: 'Santiago',
    postalCode: '8320000',
    country: 'CL',
    lat: -33.44889,
    lng: -70.66927,
    timezone: 'America/Santiago',
  });
  await postReadings(request, station.reference, syntheticReading(new Date(), 5), station.apiToken);
  await page.addInitScript(() => window.localStorage.setItem('station', 'E2E-SANTIAGO'));
  const cells = async (path: string) => {
    await page.goto(path);
    const latitude = page
      .getByRole('row', { name: /^Breitengrad/ })
      .getByRole('cell')
      .last();
    const longitude = page
      .getByRole('row', { name: /^Längengrad/ })
      .getByRole('cell')
      .last();
    await expect(latitude).not.toHaveText('');
    return [await latitude.textContent(), await longitude.textContent()];
  };
  const about = await cells('/about');
  expect(about).toEqual(['−33,4489°', '−70,6693°']);
  expect(await cells('/weather/current')).toEqual(about);
});
