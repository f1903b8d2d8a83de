import { apiLogin } from './fixtures/api.ts';
import { feedDay } from './fixtures/feed.ts';
import { heroContrasts } from './fixtures/hero-contrast.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// The owner's site: its name, logo, accent and about text, set through the API, on every page without a
// rebuild: the server-sent first screen of / (no 'meteodeck' before the script), the header, the footer, the
// tab's title, the share card, the manifest and /about; the hero keeps 4.5:1 on a dark and on a light accent.
// Screenshots of / and /about at 1366 and 390 px, light and dark, go to e2e/artifacts/site-brand/.

const SCREENSHOTS = 'e2e/artifacts/site-brand';
const NAME = 'Wetter Rütenbrock';
const LOGO = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" onload="document.title=\'pwned\'">',
  '<script>document.title = "pwned"</script>',
  '<circle cx="32" cy="28" r="14" fill="#f9a825"/>',
  '<path d="M10 50h44" stroke="#1565c0" stroke-width="6" stroke-linecap="round"/>',
  '</svg>',
].join('');
const OWNER = {
  siteName: NAME,
  tagline: 'Das Wetter im Emsland, jede Minute',
  accentColor: '#2e7d32',
  aboutText: 'Private Wetterstation in Rütenbrock seit 2019.\nDaten auch beim <b>DWD</b>.',
  logo: { type: 'image/svg+xml', data: Buffer.from(LOGO).toString('base64') },
};
const DEFAULTS = {
  siteName: 'meteodeck',
  tagline: '',
  accentColor: '',
  aboutText: '',
  copyrightHolder: '',
  logo: null,
  favicon: null,
};

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

test("the owner's name, logo, accent and about text on the first screen, every page, the manifest", async ({
  page,
  browser,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiLogin(request)}` };
  try {
    const saved = await request.put('/api/siteSettings', { headers, data: OWNER });
    expect(saved.status()).toBe(200);
    const { logo } = await saved.json();

    // The server's HTML of / names the owner, before any script: the title, the brand, the share card.
    const html = await (await request.get('/')).text();
    expect(html).toContain(`<title>${NAME}</title>`);
    expect(html).toContain(`<meta property="og:site_name" content="${NAME}" />`);
    expect(/<a class="navbar-brand" href="\/"[^>]*><img src="([^"]*)"/.exec(html)?.[1]).toBe(logo);
    expect(html).not.toContain('>meteodeck<');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: NAME, theme_color: '#2e7d32', icons: [{ src: logo }] });

    // Without JavaScript the first screen already shows the owner's name, logo and accent.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/');
    const brand = still.locator('header .navbar-brand');
    await expect(brand).toHaveText(NAME);
    expect(await brand.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(still.locator('main .home-hero')).toHaveCSS('background-image', /rgb\(46, 125, 50\)/);
    await noScript.close();

    // The app: the same header, the footer, the title; the hostile logo shown as an image, its script inert.
    await page.goto('/');
    await expect(page.getByRole('region', { name: /^Vorhersage/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${NAME}`);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${NAME} · Betrieben mit meteodeck`);
    await expect(page).toHaveTitle(`Wetter aktuell · Rütenbrock – ${NAME}`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', logo);
    const opened = await page.request.get(logo);
    expect(opened.headers()['content-security-policy']).toContain('sandbox');
    await expect(page.locator('header .navbar')).toHaveCSS('box-shadow', /rgb\(46, 125, 50\)/);

    // The hero on the owner's accent keeps every text at 4.5:1, light and dark; then on a light accent.
    for (const accent of ['#2e7d32', '#ffc107']) {
      if (accent !== OWNER.accentColor) {
        expect(
          (await request.put('/api/siteSettings', { headers, data: { accentColor: accent } })).status(),
        ).toBe(200);
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto('/');
        await expect(page.locator('main .home-hero').getByText('Wind', { exact: true })).toBeVisible();
        const contrasts = await heroContrasts(page);
        expect(contrasts.filter(({ on }) => on === 'gradient').length).toBeGreaterThan(5);
        expect(
          contrasts.filter(({ ratio }) => ratio < 4.5),
          `${accent} ${colorScheme}`,
        ).toEqual([]);
      }
    }
    await expect(page.locator('main .home-hero')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await page.locator('main .home-hero').screenshot({ path: `${SCREENSHOTS}/hero-light-accent-dark.png` });
    await expect(page.getByRole('button', { name: 'Suchen' })).toBeVisible();
    await request.put('/api/siteSettings', { headers, data: { accentColor: OWNER.accentColor } });

    // /about: the owner's text, its line break kept, its HTML shown as written; the title.
    await page.goto('/about');
    const about = page.locator('aside').getByRole('heading', { name: 'Über diese Website' }).locator('..');
    await expect(about.locator('p').first()).toHaveText(OWNER.aboutText);
    await expect(about.locator('b')).toHaveCount(0);
    expect((await about.locator('p').first().boundingBox())?.height ?? 0).toBeGreaterThan(30);
    await expect(page).toHaveTitle(new RegExp(` – ${NAME}$`));
    expect(await page.title()).not.toContain('pwned');

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        for (const [name, path] of [
          ['home', '/'],
          ['about', '/about'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
          if (name === 'home') await expect(page.getByRole('region', { name: /^Vorhersage/ })).toBeVisible();
          const shot = `${SCREENSHOTS}/${name}-${colorScheme}-${width}`;
          await page.screenshot({ path: `${shot}.png`, fullPage: true });
          // The first screen, and the information block with the footer, at their real size.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: `${shot}-top.png` });
          await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shot}-bottom.png` });
        }
      }
    }
    // The back office's form shows what was set, the logo among it.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1366, height: 1500 });
    await signIn(page, request);
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Nom du site')).toHaveValue(NAME);
    await expect(page.getByLabel("Couleur d'accent", { exact: true })).toHaveValue('#2e7d32');
    await expect(page.getByRole('img', { name: 'Logo actuel' })).toHaveAttribute('src', logo);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-settings-light-1366.png` });
  } finally {
    await request.put('/api/siteSettings', { headers, data: DEFAULTS });
  }
});
