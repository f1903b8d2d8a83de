/**
 * The demo's seeding on a real database: the Falkensee import and the content happen once, and after the
 * catch-up through the real JSON door every public weather-data route has data for both stations.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { WEATHER_PERIODS } from '@meteodeck/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { DEFAULT_STATION_REFERENCE } from '../db/seed.ts';
import { createSettingsRepository } from '../modules/settings/settings.repository.ts';
import { createStationsRepository } from '../modules/stations/stations.repository.ts';
import { DEMO_CONTENT_KEY, DEMO_EDITOR_EMAIL, DEMO_NYC_REFERENCE } from './demo-content.ts';
import { seedDemo, startDemoFeeds } from './demo-seed.ts';
import { FALKENSEE_2019_FILE, FALKENSEE_IMPORTED_KEY } from './falkensee-import.ts';
import { seededRandom } from './random.ts';

/** 2026-11-21T06:30:00Z: a November morning, as when the demo was written. */
const NOW = Date.UTC(2026, 10, 21, 6, 30);
const DAY_MS = 86_400_000;
/** The last 8 days of 2019 (3-minute readings): enough for a week of history, quick to import. */
const SLICE_ROWS = 8 * 480;

let dir: string;
let slice: string;
let sliceNewest: number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'meteodeck-demo-test-'));
  const lines = gunzipSync(readFileSync(FALKENSEE_2019_FILE)).toString('utf8').trimEnd().split('\n');
  const rows = lines.slice(-SLICE_ROWS);
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

  it('imports the Falkensee readings shifted by whole days to end within the last day, and only once', async () => {
    const first = await seedDemo({ db: t.db, dialect, clock: t.clock, file: slice });
    expect(first.falkensee.imported).toBe(true);
    expect(first.falkensee.report).toMatchObject({ rows: SLICE_ROWS, imported: SLICE_ROWS, rejected: 0 });
    const shiftDays = first.falkensee.shiftDays ?? -1;
    expect(Number.isInteger(shiftDays)).toBe(true);
    const newest = await t.db
      .selectFrom('readings')
      .select((eb) => eb.fn.max('received_at').as('at'))
      .executeTakeFirstOrThrow();
    expect(Number(newest.at)).toBe(sliceNewest + shiftDays * DAY_MS);
    expect(Number(newest.at)).toBeLessThanOrEqual(NOW);
    expect(Number(newest.at)).toBeGreaterThan(NOW - DAY_MS);
    // Whole days: a reading stays at its time of day (23:59 UTC on New Year's Eve 2019).
    expect(new Date(Number(newest.at)).toISOString().slice(11, 16)).toBe('23:59');
    expect(first.content.created).toBe(true);

    t.clock.advance(3 * DAY_MS);
    const second = await seedDemo({ db: t.db, dialect, clock: t.clock, file: slice });
    expect(second).toEqual({ falkensee: { imported: false }, content: { created: false } });
    expect(await count(t, 'readings')).toBe(SLICE_ROWS);
    expect(await count(t, 'posts')).toBe(3);
    expect(await count(t, 'observations')).toBe(1);
    expect(await count(t, 'users')).toBe(2);
    expect(await count(t, 'weather_stations')).toBe(2);
    const settings = createSettingsRepository(t.db);
    expect(JSON.parse((await settings.find(FALKENSEE_IMPORTED_KEY)) ?? '{}')).toMatchObject({
      shiftDays,
      rows: SLICE_ROWS,
    });
    expect(await settings.find(DEMO_CONTENT_KEY)).toBe(new Date(NOW).toISOString());
  });

  it('creates the editor, the New York station (Imperial, its zone), German news and an observation', async () => {
    await seedDemo({ db: t.db, dialect, clock: t.clock, file: slice });
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

  it('after seeding and the catch-up, every weather-data route answers with data for both stations', async () => {
    await seedDemo({ db: t.db, dialect, clock: t.clock, file: slice });
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
    // SSDP41000 fills the hours since its last shifted reading; DEMO-NYC gets 3 days every 5 minutes.
    expect(feeds.caughtUp.get(DEMO_NYC_REFERENCE)).toBe(3 * 288);
    expect(feeds.caughtUp.get(DEFAULT_STATION_REFERENCE)).toBeGreaterThan(0);

    for (const reference of [DEFAULT_STATION_REFERENCE, DEMO_NYC_REFERENCE]) {
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
    await seedDemo({ db: t.db, dialect, clock: t.clock, file: slice });
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
      `${DEFAULT_STATION_REFERENCE}: connection refused`,
      `${DEMO_NYC_REFERENCE}: connection refused`,
    ]);
    expect([...feeds.simulators.keys()]).toEqual([DEFAULT_STATION_REFERENCE, DEMO_NYC_REFERENCE]);
    expect([...feeds.caughtUp.values()]).toEqual([0, 0]);
  });
  it('does not invent a past for a station that already has readings of its own', async () => {
    const station = await createStationsRepository(t.db).findByReference(DEFAULT_STATION_REFERENCE);
    if (station === undefined) throw new Error('no seeded station');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${DEFAULT_STATION_REFERENCE}/readings`,
      headers: { authorization: `Bearer ${station.apiToken}` },
      payload: { receivedAt: new Date(NOW - 60_000).toISOString(), temperature: 3.5 },
    });
    expect(response.statusCode).toBe(201);
    const seeded = await seedDemo({ db: t.db, dialect, clock: t.clock, file: slice });
    expect(seeded.falkensee).toEqual({ imported: false, skipped: 'SSDP41000 already has readings' });
    expect(await count(t, 'readings')).toBe(1);
    expect(seeded.content.created).toBe(true);
  });
});
