/**
 * The demo's seeding on a real database: the Falkensee import and the content happen once, and after the
 * catch-up through the real JSON door every public weather-data route has data for both stations.
 */

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { WEATHER_PERIODS } from '@meteodeck/contract';
import { DAY_MS } from '@meteodeck/weather';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { createSettingsRepository } from '../modules/settings/settings.repository.ts';
import { createSiteSettingsRepository } from '../modules/site-settings/index.ts';
import { createStationsRepository } from '../modules/stations/stations.repository.ts';
import { DEFAULT_STATION_REFERENCE } from '../seed.ts';
import {
  DEMO_CONTENT_KEY,
  DEMO_EDITOR_EMAIL,
  DEMO_FALKENSEE_REFERENCE,
  DEMO_NYC_REFERENCE,
} from './demo-content.ts';
import { seedDemo, startDemoFeeds } from './demo-seed.ts';
import { FALKENSEE_2019_FILE, FALKENSEE_IMPORTED_KEY } from './falkensee-import.ts';
import { seededRandom } from './random.ts';

/** 2026-11-21T06:30:00Z: a November morning, as when the demo was written. */
const NOW = Date.UTC(2026, 10, 21, 6, 30);
/**
 * 8 days of 2019 ending half an hour before NOW's date and time (3-minute readings): a week of history,
 * quick to import, and half an hour for the simulator to catch up.
 */
const SLICE_FROM = Date.UTC(2019, 10, 13, 6, 0);
const SLICE_TO = Date.UTC(2019, 10, 21, 6, 0);

let dir: string;
let slice: string;
let sliceNewest: number;
let sliceRows: number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'meteodeck-demo-test-'));
  const lines = gunzipSync(readFileSync(FALKENSEE_2019_FILE)).toString('utf8').trimEnd().split('\n');
  const rows = lines.slice(1).filter((line) => {
    const at = Date.parse(line.split(',')[0] ?? '');
    return at >= SLICE_FROM && at <= SLICE_TO;
  });
  sliceRows = rows.length;
  slice = join(dir, 'falkensee-slice.csv');
  writeFileSync(slice, `${lines[0]}\n${rows.join('\n')}\n`);
  sliceNewest = Date.parse(rows.at(-1)?.split(',')[0] ?? '');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = async (
  t: TestApp,
  table: 'readings' | 'posts' | 'observations' | 'users' | 'weather_stations',
) => {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe.each(dialects)('demo seeding on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: NOW });
  });
  afterEach(() => t.close());

  it('imports the Falkensee readings moved by whole years into its own demo station, and only once', async () => {
    const first = await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    expect(first.falkensee.imported).toBe(true);
    expect(first.falkensee.years).toEqual([2025, 2026]);
    expect(first.falkensee.report).toMatchObject({ rows: sliceRows, imported: sliceRows, rejected: 0 });
    const demo = await createStationsRepository(t.db).findByReference(DEMO_FALKENSEE_REFERENCE);
    expect(demo).toMatchObject({ name: 'Falkensee (Demo)', city: 'Falkensee', timezone: 'Europe/Berlin' });
    expect(demo?.description).toContain('Markus Birth, pywws-data-falkensee, CC-BY-4.0');
    const newest = await t.db
      .selectFrom('readings')
      .select((eb) => eb.fn.max('received_at').as('at'))
      .where('weather_station_id', '=', demo?.id ?? 0)
      .executeTakeFirstOrThrow();
    // Whole years: the newest reading keeps its date and time, seven years on.
    const moved = new Date(sliceNewest);
    moved.setUTCFullYear(2026);
    expect(Number(newest.at)).toBe(moved.getTime());
    expect(Number(newest.at)).toBeLessThanOrEqual(NOW);
    // The spec's default station is left as the seed made it, without the demo's history.
    const home = await createStationsRepository(t.db).findByReference(DEFAULT_STATION_REFERENCE);
    expect(home?.name).toBe('Rütenbrock');
    expect(first.content.created).toBe(true);
    // The demo opens on the year of real data: the site's default station is the Falkensee one.
    const opened = await t.app.inject({ method: 'GET', url: '/api/siteSettings' });
    expect(opened.json().defaultStation).toEqual({ id: demo?.id, reference: DEMO_FALKENSEE_REFERENCE });

    t.clock.advance(3 * DAY_MS);
    const second = await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    expect(second).toEqual({ falkensee: { imported: false }, content: { created: false } });
    expect(await count(t, 'readings')).toBe(sliceRows);
    expect(await count(t, 'posts')).toBe(3);
    expect(await count(t, 'observations')).toBe(1);
    expect(await count(t, 'users')).toBe(2);
    expect(await count(t, 'weather_stations')).toBe(3);
    const settings = createSettingsRepository(t.db);
    expect(JSON.parse((await settings.find(FALKENSEE_IMPORTED_KEY)) ?? '{}')).toMatchObject({
      years: [2025, 2026],
      rows: sliceRows,
    });
    expect(await settings.find(DEMO_CONTENT_KEY)).toBe(new Date(NOW).toISOString());
  });

  it('creates the editor, the New York station (Imperial, its zone), German news and an observation', async () => {
    await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_EDITOR_EMAIL, password: 'demo-editor-password' },
    });
    expect(login.statusCode).toBe(200);
    const station = await t.app.inject({ method: 'GET', url: `/api/weatherStation/${DEMO_NYC_REFERENCE}` });
    expect(station.json()).toMatchObject({
      reference: DEMO_NYC_REFERENCE,
      city: 'New York',
      postalCode: '10001',
      country: 'US',
      preferedUnit: 'Imperial',
      timezone: 'America/New_York',
    });
    const news = await t.app.inject({ method: 'GET', url: '/api/post?maxResult=3&order=DESC' });
    const posts: Array<{ name: string; description: string }> = news.json().posts;
    expect(posts.map((p) => p.name).sort()).toEqual([
      'Ein Jahr echte Wetterdaten aus Falkensee',
      'Neue Station in New York',
      'Willkommen bei meteodeck',
    ]);
    expect(posts.some((p) => p.description.includes('Markus Birth, pywws-data-falkensee, CC-BY-4.0'))).toBe(
      true,
    );
    const last = await t.app.inject({
      method: 'GET',
      url: `/api/weatherStation/observation/last/${DEFAULT_STATION_REFERENCE}`,
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().message).toContain('Nebel');
  });

  it('after seeding and the catch-up, every weather-data route answers with data for each station', async () => {
    await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening on TCP');
    const feeds = await startDemoFeeds({
      db: t.db,
      baseUrl: `http://127.0.0.1:${address.port}`,
      clock: t.clock,
      random: seededRandom(7),
      autoStart: false,
    });
    // DEMO-FALKENSEE fills the minutes since its last moved reading; the others get 3 days of simulation.
    expect(feeds.caughtUp.get(DEMO_NYC_REFERENCE)).toBe(3 * 288);
    expect(feeds.caughtUp.get(DEFAULT_STATION_REFERENCE)).toBe(3 * 480);
    expect(feeds.caughtUp.get(DEMO_FALKENSEE_REFERENCE)).toBeGreaterThanOrEqual(9);
    expect(feeds.caughtUp.get(DEMO_FALKENSEE_REFERENCE)).toBeLessThanOrEqual(11);

    for (const reference of [DEMO_FALKENSEE_REFERENCE, DEFAULT_STATION_REFERENCE, DEMO_NYC_REFERENCE]) {
      const get = async (path: string) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/weatherData/${reference}/${path}` });
        expect(response.statusCode, `${reference} ${path}`).toBe(200);
        return response.json();
      };
      const detail = await get('currentData/detail');
      expect(Date.parse(detail.receivedAt)).toBeGreaterThan(NOW - 5 * 60_000);
      expect(typeof detail.temperature).toBe('number');
      expect(typeof (await get('currentData/summary')).temperature).toBe('number');
      expect(typeof (await get('history/daily')).maxTemperature).toBe('number');
      for (const period of WEATHER_PERIODS) {
        const history = await get(`history/${period}`);
        expect(typeof history.maxTemperature, `${reference} history ${period}`).toBe('number');
        expect(typeof history.minTemperature, `${reference} history ${period}`).toBe('number');
        const graph = await get(`graph/${period}`);
        expect(graph.datas.length, `${reference} graph ${period}`).toBeGreaterThan(0);
      }
    }
    const nyc = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${DEMO_NYC_REFERENCE}/currentData/detail`,
    });
    expect(nyc.json().unit.temperatureUnit).toBe('°F');
    expect(nyc.json().receivedAt).toMatch(/-05:00$/);
  });
  it('keeps the live feeds when the catch-up fails, and reports which station failed', async () => {
    await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    const failures: string[] = [];
    const feeds = await startDemoFeeds({
      db: t.db,
      baseUrl: 'http://127.0.0.1:9',
      clock: t.clock,
      random: seededRandom(1),
      autoStart: false,
      fetch: async () => {
        throw new Error('connection refused');
      },
      onError: (reference, error) => failures.push(`${reference}: ${error.message}`),
    });
    expect(failures).toEqual([
      `${DEMO_FALKENSEE_REFERENCE}: connection refused`,
      `${DEFAULT_STATION_REFERENCE}: connection refused`,
      `${DEMO_NYC_REFERENCE}: connection refused`,
    ]);
    expect([...feeds.simulators.keys()]).toEqual([
      DEMO_FALKENSEE_REFERENCE,
      DEFAULT_STATION_REFERENCE,
      DEMO_NYC_REFERENCE,
    ]);
    expect([...feeds.caughtUp.values()]).toEqual([0, 0, 0]);
  });

  it("keeps the owner's default station when the demo's year is imported", async () => {
    const home = await createStationsRepository(t.db).findByReference(DEFAULT_STATION_REFERENCE);
    await createSiteSettingsRepository(t.db).write(
      [{ name: 'defaultStation', value: JSON.stringify({ id: home?.id }) }],
      NOW,
      'owner@example.org',
    );
    const seeded = await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    expect(seeded.falkensee.imported).toBe(true);
    const opened = await t.app.inject({ method: 'GET', url: '/api/siteSettings' });
    expect(opened.json().defaultStation).toEqual({ id: home?.id, reference: DEFAULT_STATION_REFERENCE });
  });

  it('opens a demo database whose year was imported before on the Falkensee station', async () => {
    await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    // A database from before the demo opened on its year: the year imported, no default station chosen.
    await t.db.deleteFrom('site_settings').where('name', '=', 'defaultStation').execute();
    const seeded = await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    expect(seeded.falkensee).toEqual({ imported: false });
    const demo = await createStationsRepository(t.db).findByReference(DEMO_FALKENSEE_REFERENCE);
    const opened = await t.app.inject({ method: 'GET', url: '/api/siteSettings' });
    expect(opened.json().defaultStation).toEqual({ id: demo?.id, reference: DEMO_FALKENSEE_REFERENCE });
  });

  it('does not invent a past for a station that already has readings of its own', async () => {
    await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    // The import's mark lost (a settings table restored from elsewhere): the readings stay as they are.
    await t.db.deleteFrom('settings').where('key', '=', FALKENSEE_IMPORTED_KEY).execute();
    const seeded = await seedDemo({ config: t.config, db: t.db, dialect, clock: t.clock, file: slice });
    expect(seeded.falkensee).toEqual({ imported: false, skipped: 'DEMO-FALKENSEE already has readings' });
    expect(await count(t, 'readings')).toBe(sliceRows);
  });
});
