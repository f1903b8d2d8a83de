import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

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

  it('serves index.html for the home page /, with its first screen filled in (modules/web-shell)', async () => {
    t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<title>meteodeck<\/title><script type="application\/json" id="meteodeck-stations">\{"defaultStation":"SSDP41000",[^<]*<\/script>\s*<div id="root"><div class="d-flex/,
    );
  });

  it('serves the last first screen of / while the database is away', async () => {
    t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    const uploaded = await t.app.inject({
      method: 'GET',
      url: '/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=test-station-token&dateutc=now&tempf=68',
    });
    expect(uploaded.body).toBe('success');
    const before = await t.app.inject({ method: 'GET', url: '/' });
    expect(before.body).toContain('>20,0 °C<');
    // Past the shell's minute, with the database gone: the last shell, not a page without its first screen.
    t.clock.advance(5 * 60_000);
    await t.db.destroy();
    const during = await t.app.inject({ method: 'GET', url: '/' });
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain('<div id="root"><div class="d-flex');
    expect(during.body).toContain('>20,0 °C<');
  });

  it("keeps `$&`, `` $` `` and `$'` of a station's name as text on / (no replacement pattern)", async () => {
    t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    const name = "Gipfel $` $' $& $$ Wetter";
    await t.db
      .updateTable('weather_stations')
      .set({ name, city: name })
      .where('reference', '=', 'SSDP41000')
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const block = /<script type="application\/json" id="home-shell-data">(.*?)<\/script>/s.exec(
      response.body,
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject({ station: { name } });
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body.match(/id="home-shell-data"/g)).toHaveLength(1);
  });

  it("inlines the first screen's styles on / and moves the stylesheet to the end of the body", async () => {
    const site = mkdtempSync(join(tmpdir(), 'meteodeck-dist-'));
    try {
      mkdirSync(join(site, 'assets'));
      writeFileSync(
        join(site, 'index.html'),
        '<!doctype html><html><head><title>meteodeck</title>\n<link rel="stylesheet" crossorigin href="/assets/index-9f8e.css">\n</head><body><div id="root"></div></body></html>',
      );
      writeFileSync(join(site, 'assets', 'index-9f8e.css'), '.navbar-brand{color:#fff}.pagination{margin:0}');
      t = await buildTestApp('sqlite', { env: { WEB_DIST_DIR: site } });
      const home = await t.app.inject({ method: 'GET', url: '/' });
      const head = home.body.slice(0, home.body.indexOf('</head>'));
      expect(head).toContain('<style>.navbar-brand{color:#fff}</style>');
      expect(head).not.toContain('pagination');
      expect(head).not.toContain('rel="stylesheet"');
      expect(home.body).toMatch(
        /<link rel="stylesheet" crossorigin href="\/assets\/index-9f8e.css">\s*<\/body>/,
      );
      // Other pages carry no shell: their stylesheet stays in the head.
      const other = await t.app.inject({ method: 'GET', url: '/weather/current' });
      expect(other.body).not.toContain('<style>');
      expect(other.body.indexOf('rel="stylesheet"')).toBeLessThan(other.body.indexOf('</head>'));
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
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
