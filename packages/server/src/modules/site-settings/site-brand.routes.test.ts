import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { injector } from '../../../test/http.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(document.cookie)</script><circle cx="5" cy="5" r="4"/></svg>';
const upload = (type: string, bytes: Buffer | string) => ({
  type,
  data: Buffer.from(bytes).toString('base64'),
});
const INDEX_HTML = [
  '<!doctype html><html lang="de"><head><meta name="description" content="Wetterstation" />',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" /><meta name="theme-color" content="#12355b" />',
  '<script src="/theme.js"></script><title>meteodeck</title></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe.each(dialects)("the owner's site on %s", (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'meteodeck-site-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  afterEach(() => t.close());
  const call = injector(() => t.app);

  it('saves and answers each text setting and the accent, with French errors at their fields', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const defaults = (await call('GET', '/api/siteSettings')).json();
    expect(defaults).toMatchObject({
      siteName: 'meteodeck',
      tagline: '',
      accentColor: '',
      aboutText: '',
      copyrightHolder: '',
      logo: '',
      favicon: '',
    });
    const refused = await call('PUT', '/api/siteSettings', admin, {
      siteName: '   ',
      tagline: 'x'.repeat(141),
      accentColor: 'blue',
      aboutText: 'y'.repeat(2001),
      copyrightHolder: 'z'.repeat(101),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([
      { propertyPath: 'siteName', message: 'Cette valeur ne doit pas être vide.' },
      {
        propertyPath: 'tagline',
        message: 'Cette chaîne est trop longue. Elle doit avoir au maximum 140 caractères.',
      },
      {
        propertyPath: 'aboutText',
        message: 'Cette chaîne est trop longue. Elle doit avoir au maximum 2000 caractères.',
      },
      {
        propertyPath: 'copyrightHolder',
        message: 'Cette chaîne est trop longue. Elle doit avoir au maximum 100 caractères.',
      },
      {
        propertyPath: 'accentColor',
        message: 'La couleur doit être au format hexadécimal #RRGGBB (par exemple #1f5fa8).',
      },
    ]);
    const saved = await call('PUT', '/api/siteSettings', admin, {
      siteName: ' Wetter  Rütenbrock ',
      tagline: 'Das Wetter im Emsland',
      accentColor: '#2E7D32',
      aboutText: 'Eine **private** Station.\r\nSeit 2019.',
      copyrightHolder: 'Familie Meyer',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      siteName: 'Wetter Rütenbrock',
      tagline: 'Das Wetter im Emsland',
      accentColor: '#2e7d32',
      aboutText: 'Eine **private** Station.\nSeit 2019.',
      copyrightHolder: 'Familie Meyer',
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await call('GET', '/api/siteSettings')).json()).toMatchObject({
      ...expected,
      socialLinks: defaults.socialLinks,
    });
    // Emptied, a setting answers its default again.
    const cleared = await call('PUT', '/api/siteSettings', admin, { accentColor: '', copyrightHolder: '' });
    expect(cleared.json()).toMatchObject({
      accentColor: '',
      copyrightHolder: '',
      siteName: 'Wetter Rütenbrock',
    });
  });

  it('takes a PNG or SVG logo, refuses another type, an oversized file or bytes of another kind', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const bad = await call('PUT', '/api/siteSettings', admin, {
      logo: upload('image/gif', 'GIF89a'),
      favicon: upload('image/png', Buffer.alloc(300 * 1024, 1)),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      { propertyPath: 'logo', message: "L'image doit être un fichier PNG, SVG ou WebP." },
      { propertyPath: 'favicon', message: "L'image ne doit pas dépasser 256 Ko." },
    ]);
    const disguised = await call('PUT', '/api/siteSettings', admin, {
      logo: upload('image/png', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    expect(disguised.json()).toEqual([
      { propertyPath: 'logo', message: "Le fichier n'est pas une image PNG, SVG ou WebP lisible." },
    ]);
    expect((await call('GET', '/api/siteSettings/logo')).statusCode).toBe(404);

    const saved = await call('PUT', '/api/siteSettings', admin, { logo: upload('image/png', PNG) });
    expect(saved.statusCode).toBe(200);
    const { logo } = saved.json();
    expect(logo).toMatch(/^\/api\/siteSettings\/logo\?v=[\da-f]{16}$/);
    const served = await call('GET', logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const etag = served.headers.etag;
    expect(etag).toMatch(/^"[\da-f]{64}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: logo,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Without the content's address it is checked on every use, never kept a year.
    expect((await call('GET', '/api/siteSettings/logo')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
    // Removed: gone from the settings and from its address.
    expect((await call('PUT', '/api/siteSettings', admin, { logo: null })).json().logo).toBe('');
    expect((await call('GET', '/api/siteSettings/logo')).statusCode).toBe(404);
  });

  it('serves a hostile SVG inert: a sandboxed image without script, a download when opened', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const saved = await call('PUT', '/api/siteSettings', admin, {
      favicon: upload('image/svg+xml', HOSTILE_SVG),
    });
    expect(saved.statusCode).toBe(200);
    const served = await call('GET', saved.json().favicon);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toMatch(/script-src|allow-scripts/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('attachment; filename="favicon.svg"');
    expect(served.body).toBe(HOSTILE_SVG);
  });

  it('builds the web manifest from the settings', async () => {
    t = await buildTestApp(dialect);
    const before = await call('GET', '/manifest.webmanifest');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toContain('application/manifest+json');
    expect(before.json()).toMatchObject({
      name: 'meteodeck',
      short_name: 'meteodeck',
      theme_color: '#12355b',
      icons: [{ src: '/favicon.svg', type: 'image/svg+xml' }],
    });
    const admin = await t.loginAs('admin');
    const saved = await call('PUT', '/api/siteSettings', admin, {
      siteName: 'Wetter Rütenbrock',
      tagline: 'Das Wetter im Emsland',
      accentColor: '#2e7d32',
      logo: upload('image/png', PNG),
    });
    const manifest = (await call('GET', '/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Wetter Rütenbrock',
      short_name: 'Wetter Rüten',
      description: 'Das Wetter im Emsland',
      theme_color: '#2e7d32',
      start_url: '/',
      icons: [{ src: saved.json().logo, sizes: 'any' }],
    });
  });

  it("puts the owner's name, icon, accent and share card in every page's head at once after a save", async () => {
    t = await buildTestApp(dialect, { env: { WEB_DIST_DIR: dist } });
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    const plain = await page('/about');
    expect(plain).toContain('<title>meteodeck</title>');
    expect(plain).toContain('<meta property="og:site_name" content="meteodeck" />');
    expect(plain).not.toContain('site-accent');
    const admin = await t.loginAs('admin');
    const saved = await call('PUT', '/api/siteSettings', admin, {
      siteName: 'Wetter <Rütenbrock>',
      tagline: 'Das Wetter im Emsland',
      accentColor: '#2e7d32',
      logo: upload('image/png', PNG),
    });
    const { logo } = saved.json();
    const html = await page('/about');
    expect(html).toContain('<title>Wetter &lt;Rütenbrock&gt;</title>');
    expect(html).toContain(`<link rel="icon" href="${logo}" />`);
    expect(html).toContain('<meta name="theme-color" content="#2e7d32" />');
    expect(html).toContain('<meta name="description" content="Das Wetter im Emsland" />');
    expect(html).toContain('<meta property="og:title" content="Wetter &lt;Rütenbrock&gt;" />');
    expect(html).toContain(`<meta property="og:image" content="http://localhost:80${logo}" />`);
    expect(html).toMatch(/<style id="site-accent">:root\{--md-accent:#2e7d32;[^<]*--md-accent-text:#ffffff/);
    // The web app's header starts with these before it has read the settings.
    expect(html).toContain('<meta name="application-name" content="Wetter &lt;Rütenbrock&gt;" />');
    expect(html).toContain(`<meta name="meteodeck-logo" content="${logo}" />`);
    expect(html).not.toContain('<Rütenbrock>');
  });
});
