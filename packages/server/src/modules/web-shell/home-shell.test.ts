import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_SETTINGS } from '@meteodeck/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, stationUpdateBody } from '../../../test/factories.ts';
import { everyMinutes, postReadings } from '../../../test/readings-feed.ts';
import { formatMeasure, SHELL_TEXTS } from './home-shell.ts';
import { fillSiteHead } from './site-head.ts';

const TOKEN = 'home-shell-station-token-0123456789';
const DEFAULT_STATION = { reference: 'SSDP41000', apiToken: TOKEN };
/** The latest reading: 2026-06-15 09:50 UTC, 11:50 in Rütenbrock (Europe/Berlin). */
const LATEST = Date.parse('2026-06-15T09:50:00Z');
const INDEX_HTML = [
  '<!doctype html><html lang="de"><head><script src="/theme.js"></script><title>meteodeck</title>',
  '<script type="module" src="/assets/index-1a2b3c.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

/** The JSON data block of the page, parsed. */
function shellData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="home-shell-data">(.*?)<\/script>/s.exec(html);
  if (match?.[1] === undefined) throw new Error('no shell data in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

/** The page's stations data block (static-site.ts fillPageStations), parsed. */
function pageStations(html: string): { defaultStation: string | null; stations: [number, string][] } {
  const match = /<script type="application\/json" id="meteodeck-stations">(.*?)<\/script>/s.exec(html);
  if (match?.[1] === undefined) throw new Error('no stations in the page');
  return JSON.parse(match[1]);
}

/** The page's text without tags, spaces collapsed. */
function visibleText(html: string): string {
  const root = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf('<script type="application/json" id="home-shell-data"'),
  );
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe.each(dialects)('the home page shell on %s', (dialect) => {
  let dist: string;
  let t: TestApp;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'meteodeck-shell-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  beforeEach(async () => {
    t = await buildTestApp(dialect, {
      now: LATEST + 60_000,
      env: { WEB_DIST_DIR: dist, DEFAULT_STATION_TOKEN: TOKEN },
    });
  });
  afterEach(() => t.close());

  const home = () => t.app.inject({ method: 'GET', url: '/' });

  it("carries the default station's latest values in German formatting in the HTML of GET /", async () => {
    // An hour of readings every 10 minutes: 12.25 °C rising to 13.5 °C, 2.5 mm of rain today.
    await postReadings(
      t,
      DEFAULT_STATION,
      everyMinutes(LATEST - 60 * 60_000, 7, 10, (_, i) => ({
        temperature: 12.25 + (i * 1.25) / 6,
        humidity: 70,
        windSpeed: 3.12, // m/s: 11.232 km/h
        windDirection: 200,
        rain: i === 3 ? 2.5 : 0,
      })),
    );
    const response = await home();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const text = visibleText(response.body);
    // The reading is a minute old; no rain now, no solar sensor: the rain gauge's 'Trocken'.
    expect(text).toContain('Wetter aktuell Rütenbrock Stand: vor 1 min Trocken 13,5 °C');
    expect(text).toContain('↗ steigend +1,3 °C in 1 h');
    expect(text).toContain('gefühlt 13,5 °C');
    expect(text).toContain('Wind 11,2 km/h aus SSW');
    expect(text).toContain('Böen - Luftfeuchte 70 % Luftdruck -');
    expect(text).toContain('Regen heute 2,5 mm');
    expect(text).toContain('Höchstwert heute 13,5 °C um 11:50');
    expect(text).toContain('Tiefstwert heute 12,3 °C um 10:50');
    // The answers the app starts from: the API's own, the station without its upload token.
    const data = shellData(response.body);
    expect(data.reference).toBe('SSDP41000');
    const api = await t.app.inject({ method: 'GET', url: '/api/weatherData/SSDP41000/currentData/detail' });
    expect(data.current).toEqual(api.json());
    const station = await t.app.inject({ method: 'GET', url: '/api/weatherStation/SSDP41000' });
    expect(data.station).toEqual(station.json());
    expect(response.body).not.toContain(TOKEN);
    // The head names the shell's station for theme.js, before that script.
    expect(response.body).toMatch(
      /<meta name="meteodeck-shell-station" content="SSDP41000" data-station-id="\d+" \/>\s*<script src="\/theme.js">/,
    );
  });

  it('runs no inline script: the only script without src is the JSON data block', async () => {
    await postReadings(t, DEFAULT_STATION, [{ receivedAt: new Date(LATEST).toISOString(), temperature: 5 }]);
    const response = await home();
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline).toEqual([
      ' type="application/json" id="meteodeck-stations"',
      ' type="application/json" id="home-shell-data"',
    ]);
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });

  it("shows the next reading after an upload, and 'Derzeit keine Daten' before the first", async () => {
    expect(visibleText((await home()).body)).toContain('Rütenbrock Derzeit keine Daten');
    await postReadings(t, DEFAULT_STATION, [{ receivedAt: new Date(LATEST).toISOString(), temperature: 5 }]);
    expect(visibleText((await home()).body)).toContain('Rütenbrock Stand: vor 1 min 5,0 °C');
    // Cached meanwhile; the station's next reading drops the cached shell at once.
    await postReadings(t, DEFAULT_STATION, [
      { receivedAt: new Date(LATEST + 60_000).toISOString(), temperature: 4.75 },
    ]);
    expect(visibleText((await home()).body)).toContain('Rütenbrock Stand: vor 0 s 4,8 °C');
  });

  it("tells each visitor the data's age at the time the page is sent, the shell kept meanwhile", async () => {
    const at = new Date(LATEST + 30_000).toISOString();
    await postReadings(t, DEFAULT_STATION, [{ receivedAt: at, temperature: 5 }]);
    const first = (await home()).body;
    expect(first).toContain(
      `<time datetime="${(await t.app.inject({ method: 'GET', url: '/api/weatherData/SSDP41000/currentData/detail' })).json().receivedAt}" data-testid="now-age">Stand: vor 30 s</time>`,
    );
    t.clock.advance(20_000);
    expect(visibleText((await home()).body)).toContain('Rütenbrock Stand: vor 50 s 5,0 °C');
    t.clock.advance(2 * 3_600_000);
    expect(visibleText((await home()).body)).toContain('Stand: vor 2 h');
    t.clock.advance(24 * 3_600_000);
    expect(visibleText((await home()).body)).toContain('Stand: vor 1 Tag');
  });

  it('gives the other pages only the default station and the stations, no first screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/weather/current' });
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/weatherStation/SSDP41000' })).json();
    expect(response.body).not.toContain('home-shell-data');
    expect(pageStations(response.body)).toEqual({
      defaultStation: 'SSDP41000',
      stations: [[seeded.id, 'SSDP41000']],
    });
    // Besides them, only the site's settings in the head (site-head.ts): nothing of a first screen.
    const stationsBlock = /<script type="application\/json" id="meteodeck-stations">[\s\S]*?<\/script>\s*/;
    expect(response.body.replace(stationsBlock, '')).toBe(
      fillSiteHead(
        INDEX_HTML,
        { ...DEFAULT_SITE_SETTINGS, defaultStation: { id: seeded.id, reference: 'SSDP41000' } },
        'http://localhost:80',
      ),
    );
  });

  it("shows the owner's name and logo in the first screen's header, from the next visit after a save", async () => {
    await postReadings(t, DEFAULT_STATION, [{ receivedAt: new Date(LATEST).toISOString(), temperature: 5 }]);
    const before = (await home()).body;
    expect(before).toContain('<img src="/favicon.svg"');
    expect(visibleText(before)).toMatch(/^meteodeck Wetter aktuell/);
    const admin = await t.loginAs('admin');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/siteSettings',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        siteName: 'Wetter Rütenbrock',
        logo: { type: 'image/svg+xml', data: Buffer.from(svg).toString('base64') },
      },
    });
    expect(saved.statusCode).toBe(200);
    // The shell was cached (no reading came since): the save dropped it.
    const page = (await home()).body;
    expect(visibleText(page)).toMatch(/^Wetter Rütenbrock Wetter aktuell Rütenbrock Stand: vor 1 min 5,0 °C/);
    expect(page).toContain(
      `<a class="navbar-brand" href="/"><img src="${saved.json().logo.replace('&', '&amp;')}"`,
    );
    expect(page).toContain('<title>Wetter Rütenbrock</title>');
    expect(visibleText(page)).not.toContain('meteodeck');
  });

  it('follows a rename of the default station, and a new choice of it, at once', async () => {
    await postReadings(t, DEFAULT_STATION, [{ receivedAt: new Date(LATEST).toISOString(), temperature: 5 }]);
    expect(shellData((await home()).body).reference).toBe('SSDP41000');
    const admin = await t.loginAs('admin');
    const auth = { authorization: `Bearer ${admin}` };
    const seeded = await t.app.inject({ method: 'GET', url: '/api/weatherStation/SSDP41000', headers: auth });
    const station = seeded.json();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${station.id}`,
      headers: auth,
      payload: stationUpdateBody(station, { reference: 'RUETENBROCK' }),
    });
    expect(renamed.statusCode).toBe(200);

    const page = (await home()).body;
    expect(shellData(page)).toMatchObject({ reference: 'RUETENBROCK', station: { id: station.id } });
    expect(visibleText(page)).toContain('Rütenbrock Stand: vor 1 min 5,0 °C');
    expect(page).toContain(
      `<meta name="meteodeck-shell-station" content="RUETENBROCK" data-station-id="${station.id}" />`,
    );
    expect(pageStations(page)).toEqual({
      defaultStation: 'RUETENBROCK',
      stations: [[station.id, 'RUETENBROCK']],
    });
    // The renamed station's next reading still refreshes the shell.
    await postReadings(t, { reference: 'RUETENBROCK', apiToken: TOKEN }, [
      { receivedAt: new Date(LATEST + 60_000).toISOString(), temperature: 4.75 },
    ]);
    expect(visibleText((await home()).body)).toContain('Rütenbrock Stand: vor 0 s 4,8 °C');

    // Another station chosen as the default: GET / shows it.
    const other = await buildStation(t.db, { reference: 'FALKENSEE', name: 'Falkensee' });
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/siteSettings',
      headers: auth,
      payload: { defaultStation: { id: other.id } },
    });
    expect(chosen.statusCode).toBe(200);
    const next = (await home()).body;
    expect(shellData(next).reference).toBe('FALKENSEE');
    expect(visibleText(next)).toContain('Derzeit keine Daten');
    expect(visibleText(next)).toContain('Falkensee');
    expect(pageStations(next).defaultStation).toBe('FALKENSEE');
  });
});

describe('the shell texts', () => {
  it('are the German catalogue texts of the home page', () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../../../web/src/locales/de-public.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    for (const [key, value] of Object.entries(SHELL_TEXTS)) {
      const inCatalogue = key
        .split('.')
        .reduce<unknown>(
          (node, part) =>
            typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
          catalogue,
        );
      expect(inCatalogue, key).toBe(value);
    }
  });
});

describe('the shell numbers', () => {
  it('write a negative value with the minus sign (U+2212), as the web app does, and no -0,0', () => {
    expect(formatMeasure(-3.24, '°C')).toBe('\u22123,2 °C');
    expect(formatMeasure(-0.04, '°C')).toBe('0,0 °C');
    expect(formatMeasure(null, '°C')).toBe('-');
  });
});
