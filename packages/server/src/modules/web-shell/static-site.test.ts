import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { injector } from '../../../test/http.ts';
import { PAGE_TTL_MS } from './page-render.ts';
import { pageLanguage, pageUnits } from './static-site.ts';

/** A stand-in for the web build's server module (packages/web/src/entry-server.tsx), speaking its interface. */
const ENTRY_SERVER = `
let transport;
let renders = 0;
export function setApiTransport(next) { transport = next; }
export async function render({ url, station, language, units }) {
  if (url.startsWith('/old-page')) return { kind: 'redirect', location: '/weather/current', status: 301 };
  if (url.startsWith('/broken')) throw new Error('this page cannot be rendered');
  const answer = await transport('/api/weatherStation/' + station, { headers: { Accept: 'application/json' } });
  const { name } = await answer.json();
  const html = '<div class="d-flex"><h1 class="navbar-brand">' + name.replaceAll('<', '&lt;') + '</h1></div>';
  renders += 1;
  const data = { version: 2, station, language, units, state: { queries: [], mutations: [] }, url, name, renders };
  return { kind: 'page', page: { html, data, status: 200, passes: 1, unanswered: [] } };
}
`;

describe('the language a page is rendered in', () => {
  it("follows the app's choice: the stored choice's cookie, the browser's first language it speaks, German", () => {
    expect(pageLanguage(undefined, undefined)).toBe('de');
    expect(pageLanguage('language=en', 'fr-FR,fr')).toBe('en');
    expect(pageLanguage('a=1; language=fr; b=2', undefined)).toBe('fr');
    // An unknown choice is no choice; the browser's list is read in its order, its regions dropped.
    expect(pageLanguage('language=it', 'it-IT,fr-CH;q=0.9,en;q=0.8')).toBe('fr');
    expect(pageLanguage(undefined, 'es-ES,pt;q=0.5')).toBe('de');
    expect(pageLanguage('mylanguage=en', 'de-AT')).toBe('de');
  });
});

describe('the units a page is rendered in', () => {
  const imperial = 'temperatureUnit=%C2%B0F&speedUnit=mph&pressureUnit=inHg&rainUnit=in';
  it("follows the app's units cookie, as its units key, leaving out what is not a choice", () => {
    expect(pageUnits(undefined)).toBe('');
    expect(pageUnits('theme=dark')).toBe('');
    expect(pageUnits(`theme=dark; units=${encodeURIComponent(imperial)}; language=en`)).toBe(imperial);
    // In the key's order whatever the cookie's; a unit that is not one of the choices is left out.
    expect(pageUnits(`units=${encodeURIComponent('rainUnit=in&temperatureUnit=°F&speedUnit=furlong')}`)).toBe(
      'temperatureUnit=%C2%B0F&rainUnit=in',
    );
    expect(pageUnits('units=%E0%A4%A')).toBe('');
    expect(pageUnits('units=')).toBe('');
  });
});

describe('built web app', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'meteodeck-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>meteodeck</title><div id="root"></div>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  afterEach(() => t.close());

  it('serves index.html for a client-side route such as /weather/current', async () => {
    t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    const response = await t.app.inject({ method: 'GET', url: '/weather/current' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  describe('pages rendered on the server (page-render.ts)', () => {
    let site: string;
    beforeAll(() => {
      // The web build's two halves: the site, and beside it the server's module (here a stand-in that asks
      // the API through the transport it is given, as the app's components do).
      site = mkdtempSync(join(tmpdir(), 'meteodeck-web-'));
      mkdirSync(join(site, 'dist', 'assets'), { recursive: true });
      mkdirSync(join(site, 'dist-ssr'));
      writeFileSync(
        join(site, 'dist', 'index.html'),
        '<!doctype html><html lang="de"><head><title>meteodeck</title>\n<script src="/theme.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-9f8e.css">\n</head><body><div id="root"></div></body></html>',
      );
      writeFileSync(
        join(site, 'dist', 'assets', 'index-9f8e.css'),
        '.navbar-brand{color:#fff}.pagination{margin:0}',
      );
      writeFileSync(join(site, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
    });
    afterAll(() => rmSync(site, { recursive: true, force: true }));
    const web = () => ({ env: { WEB_DIST_DIR: join(site, 'dist') } });
    const dataOf = (body: string) =>
      JSON.parse(
        /<script type="application\/json" id="meteodeck-page">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null',
      );

    /** A second station, 'ZWEI' named 'Zweite', copied from the seeded one. */
    const addSecondStation = async (app: TestApp) =>
      app.db
        .insertInto('weather_stations')
        .values({
          ...(await app.db.selectFrom('weather_stations').selectAll().executeTakeFirstOrThrow()),
          id: undefined,
          reference: 'ZWEI',
          name: 'Zweite',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();

    it('sends a page rendered for the default station, with its answers and for whom it was rendered', async () => {
      t = await buildTestApp('sqlite', web());
      const response = await t.app.inject({ method: 'GET', url: '/weather/current' });
      expect(response.statusCode).toBe(200);
      const station = await t.db
        .selectFrom('weather_stations')
        .select(['id', 'name'])
        .where('reference', '=', 'SSDP41000')
        .executeTakeFirstOrThrow();
      // The stand-in's call was answered by the API itself: the station's name from the database.
      expect(response.body).toContain(
        `<div id="root"><div class="d-flex"><h1 class="navbar-brand">${station.name}</h1>`,
      );
      expect(dataOf(response.body)).toMatchObject({
        station: 'SSDP41000',
        language: 'de',
        url: '/weather/current',
      });
      expect(response.body).toContain(
        `<meta name="meteodeck-page" content="SSDP41000" data-station-id="${station.id}" data-language="de" />`,
      );
      // Before theme.js, which reads it.
      expect(response.body.indexOf('meteodeck-page')).toBeLessThan(response.body.indexOf('/theme.js'));
    });

    it("renders for the link's station when it exists, else for the default one", async () => {
      t = await buildTestApp('sqlite', web());
      await addSecondStation(t);
      const linked = await t.app.inject({ method: 'GET', url: '/weather/graph?station=ZWEI' });
      expect(dataOf(linked.body)).toMatchObject({ station: 'ZWEI', url: '/weather/graph?station=ZWEI' });
      expect(linked.body).toContain('<h1 class="navbar-brand">Zweite</h1>');
      const unknown = await t.app.inject({ method: 'GET', url: '/weather/graph?station=NIRGENDS' });
      expect(dataOf(unknown.body)).toMatchObject({ station: 'SSDP41000' });
    });

    it("renders for the visitor's remembered station (its cookie: the id, which a rename keeps), the link first", async () => {
      t = await buildTestApp('sqlite', web());
      const second = await addSecondStation(t);
      const page = async (url: string, cookie: string) =>
        dataOf((await t.app.inject({ method: 'GET', url, headers: { cookie } })).body);
      const remembered = await t.app.inject({
        method: 'GET',
        url: '/weather/current',
        headers: { cookie: `theme=dark; station=${second.id}; language=de` },
      });
      expect(dataOf(remembered.body)).toMatchObject({ station: 'ZWEI' });
      expect(remembered.body).toContain('<h1 class="navbar-brand">Zweite</h1>');
      expect(remembered.body).toContain(`content="ZWEI" data-station-id="${second.id}"`);
      await t.db
        .updateTable('weather_stations')
        .set({ reference: 'ZWEI-NEU' })
        .where('id', '=', second.id)
        .execute();
      expect(await page('/weather/current', `station=${second.id}`)).toMatchObject({ station: 'ZWEI-NEU' });
      expect(await page('/weather/current?station=SSDP41000', `station=${second.id}`)).toMatchObject({
        station: 'SSDP41000',
      });
      expect(await page('/weather/current', 'station=99999')).toMatchObject({ station: 'SSDP41000' });
      expect(await page('/weather/current', 'station=ZWEI-NEU')).toMatchObject({ station: 'SSDP41000' });
    });

    it("inlines the rendered page's styles and moves the stylesheet to the end of the body", async () => {
      t = await buildTestApp('sqlite', web());
      const page = await t.app.inject({ method: 'GET', url: '/about' });
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(head).toContain('<style>.navbar-brand{color:#fff}</style>');
      expect(head).not.toContain('pagination');
      expect(head).not.toContain('rel="stylesheet"');
      expect(page.body).toMatch(
        /<link rel="stylesheet" crossorigin href="\/assets\/index-9f8e.css">\s*<\/body>/,
      );
    });

    it('renders a page once for the visitors of its address within a few seconds', async () => {
      t = await buildTestApp('sqlite', web());
      const rendering = async (url: string) =>
        dataOf((await t.app.inject({ method: 'GET', url })).body).renders as number;
      const first = await rendering('/about');
      const [again, alongside] = await Promise.all([rendering('/about'), rendering('/about')]);
      expect([again, alongside]).toEqual([first, first]);
      // Another address is a page of its own; the same one is rendered again once its time is up.
      expect(await rendering('/about?station=SSDP41000')).toBe(first + 1);
      t.clock.advance(PAGE_TTL_MS);
      expect(await rendering('/about')).toBe(first + 2);
    });

    it("renders a kept page again at once after its station's reading or a change of the settings", async () => {
      t = await buildTestApp('sqlite', web());
      const rendering = async () =>
        dataOf((await t.app.inject({ method: 'GET', url: '/' })).body).renders as number;
      const first = await rendering();
      expect(await rendering()).toBe(first);
      const uploaded = await t.app.inject({
        method: 'GET',
        url: '/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=test-station-token&dateutc=now&tempf=68',
      });
      expect(uploaded.body).toBe('success');
      expect(await rendering()).toBe(first + 1);
      const admin = await t.loginAs('admin');
      const saved = await injector(() => t.app)('PUT', '/api/siteSettings', admin, {
        siteName: 'Wetter Rütenbrock',
      });
      expect(saved.statusCode).toBe(200);
      expect(await rendering()).toBe(first + 2);
    });

    it("renders in the visitor's language: the cookie of their choice, else their browser's", async () => {
      t = await buildTestApp('sqlite', web());
      const page = async (headers: Record<string, string>) =>
        (await t.app.inject({ method: 'GET', url: '/weather/current', headers })).body;
      const english = await page({ 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' });
      expect(dataOf(english)).toMatchObject({ language: 'en' });
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('data-language="en"');
      const chosen = await page({ cookie: 'theme=dark; language=fr', 'accept-language': 'en-GB' });
      expect(dataOf(chosen)).toMatchObject({ language: 'fr' });
      expect(chosen).toContain('<html lang="fr">');
      expect(dataOf(await page({}))).toMatchObject({ language: 'de' });
      const answer = await t.app.inject({ method: 'GET', url: '/weather/current' });
      expect(answer.headers.vary).toContain('Accept-Language');
      expect(answer.headers.vary).toContain('Cookie');
    });

    it("renders in the visitor's units (their cookie) and names them for theme.js", async () => {
      t = await buildTestApp('sqlite', web());
      const imperial = 'temperatureUnit=%C2%B0F&speedUnit=mph&pressureUnit=inHg&rainUnit=in';
      const chosen = await t.app.inject({
        method: 'GET',
        url: '/weather/current',
        headers: { cookie: `units=${encodeURIComponent(imperial)}` },
      });
      expect(dataOf(chosen.body)).toMatchObject({ units: imperial });
      expect(chosen.body).toContain(
        `data-language="de" data-units="${imperial.replaceAll('&', '&amp;')}" />`,
      );
      const station = await t.app.inject({ method: 'GET', url: '/weather/current' });
      expect(dataOf(station.body)).toMatchObject({ units: '' });
      expect(station.body).not.toContain('data-units');
    });

    it('leaves the back office to the browser: it needs the session the server has not', async () => {
      t = await buildTestApp('sqlite', web());
      const admin = await t.app.inject({ method: 'GET', url: '/admin/weatherStation/list' });
      expect(admin.statusCode).toBe(200);
      expect(admin.body).toContain('<div id="root"></div>');
      expect(admin.body).not.toContain('meteodeck-page');
    });

    it('sends the page without its first screen when the rendering fails, and follows its redirects', async () => {
      t = await buildTestApp('sqlite', web());
      const broken = await t.app.inject({ method: 'GET', url: '/broken' });
      expect(broken.statusCode).toBe(200);
      expect(broken.body).toContain('<div id="root"></div>');
      expect(broken.body).toContain('id="meteodeck-stations"');
      const moved = await t.app.inject({ method: 'GET', url: '/old-page' });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/weather/current');
    });

    it("keeps `$&`, `` $` `` and `$'` of a station's name as text (no replacement pattern)", async () => {
      t = await buildTestApp('sqlite', web());
      const name = "Gipfel $` $' $& $$ Wetter </script>";
      await t.db.updateTable('weather_stations').set({ name }).where('reference', '=', 'SSDP41000').execute();
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(dataOf(response.body)).toMatchObject({ name });
      expect(response.body.match(/<title>/g)).toHaveLength(1);
      expect(response.body.match(/id="meteodeck-page"/g)).toHaveLength(1);
    });
  });

  it("sends the build's Brotli or gzip copy of an asset as it is, to a browser that takes it", async () => {
    const site = mkdtempSync(join(tmpdir(), 'meteodeck-dist-'));
    try {
      mkdirSync(join(site, 'assets'));
      writeFileSync(join(site, 'index.html'), '<!doctype html><div id="root"></div>');
      const script = `console.log(${JSON.stringify('Wetter '.repeat(500))});`;
      writeFileSync(join(site, 'assets', 'app-5e6f.js'), script);
      writeFileSync(join(site, 'assets', 'app-5e6f.js.br'), brotliCompressSync(script));
      writeFileSync(join(site, 'assets', 'app-5e6f.js.gz'), gzipSync(script));
      t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: site } });
      const asset = (encoding: string) =>
        t.app.inject({ method: 'GET', url: '/assets/app-5e6f.js', headers: { 'accept-encoding': encoding } });
      const brotli = await asset('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      const gzip = await asset('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const plain = await asset('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a source map, even one left in the build folder', async () => {
    t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
  });

  it('still answers unknown /api paths and non-GET requests with the 404 list', async () => {
    t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual([{ message: 'Route GET /api/nope introuvable' }]);
    const post = await t.app.inject({ method: 'POST', url: '/weather/current' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual([{ message: 'Route POST /weather/current introuvable' }]);
  });

  it('answers a missing file with 404 rather than index.html', async () => {
    t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-9z8y7x.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
    const deepLink = await t.app.inject({ method: 'GET', url: '/admin/weatherStation/edit/SSDP41000?tab=1' });
    expect(deepLink.statusCode).toBe(200);
  });

  it('answers page paths with the 404 list when the site was not built', async () => {
    t = await buildTestApp('sqlite');
    const response = await t.app.inject({ method: 'GET', url: '/weather/current' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual([{ message: 'Route GET /weather/current introuvable' }]);
  });
});
