/**
 * The history and graph answers kept between calls (answer.cache.ts, the past caches behind them): what a
 * process answers from its caches is, byte for byte, what a process with empty caches on the same database
 * answers, before and after each way data reaches a past day (a console's late readings, a back-office
 * import, a correction); and the HTTP caching of those answers: a past window may be kept for five minutes
 * and revalidated by its ETag, the present window is revalidated on every call, none is immutable.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { ImportJob } from '@meteodeck/contract';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { injector } from '../../../test/http.ts';
import { everyMinutes, postReadings } from '../../../test/readings-feed.ts';
import { createWeewxArchive, METRICWX, writeArchiveRows } from '../../../test/weewx-archive.ts';
import { buildApp } from '../../app.ts';

const at = (iso: string) => Date.parse(iso);
const STATION = { reference: 'SSDP41000', apiToken: 'test-station-token' };
const BASE = `/api/weatherData/${STATION.reference}`;
/** Calls whose answers the caches keep: present windows, and past ones (2023, February 2024). */
const URLS = [
  `${BASE}/graph/year`,
  `${BASE}/graph/record`,
  `${BASE}/history/record`,
  `${BASE}/history/year`,
  `${BASE}/graph/year?window=calendar&at=2023-06-01T00:00:00Z`,
  `${BASE}/history/year?window=calendar&at=2023-06-01T00:00:00Z`,
  `${BASE}/graph/month?window=calendar&at=2024-02-10T00:00:00Z`,
  `${BASE}/history/month?window=calendar&at=2024-02-10T00:00:00Z`,
];

/** Weather for a reading at `atMs`: varies with the hour, with PM2.5 (its 24 h mean is worked out). */
const weather = (atMs: number, i: number) => ({
  temperature: 5 + ((atMs / 3_600_000) % 24) / 2,
  humidity: 70,
  pm25: 8 + (i % 5),
  rain: i % 7 === 0 ? 0.2 : 0,
});

describe.each(dialects)('history and graph answer caches on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  const call = injector(() => t.app);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-answer-cache-'));
    // Today is 2024-03-20 in Berlin: 2023 and February 2024 lie in the past, March 2024 is the present.
    t = await buildTestApp(dialect, {
      now: at('2024-03-20T10:00:00Z'),
      env: { IMPORT_DIR: join(dir, 'uploads') },
    });
    await postReadings(t, STATION, [
      ...everyMinutes(at('2023-11-01T00:00:00Z'), 61 * 4, 360, weather),
      ...everyMinutes(at('2024-02-01T00:00:00Z'), 29 * 4, 360, weather),
      ...everyMinutes(at('2024-03-01T00:00:00Z'), 19 * 8 + 3, 180, weather),
    ]);
  });
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every URL's body from this app (twice: the second from its caches), all 200. */
  async function cachedBodies(): Promise<string[]> {
    const bodies: string[] = [];
    for (const url of URLS) {
      const first = await t.app.inject(url);
      expect(first.statusCode, `${url} ${first.body}`).toBe(200);
      const second = await t.app.inject(url);
      expect(second.body).toBe(first.body);
      bodies.push(second.body);
    }
    return bodies;
  }

  /** Every URL's body from a second app on the same database, with empty caches (as a fresh process). */
  async function freshBodies(): Promise<string[]> {
    const handle = t.openDatabase();
    const fresh = await buildApp({
      config: t.config,
      db: handle.db,
      clock: t.clock,
      logger: pino({ level: 'silent' }),
    });
    try {
      await fresh.ready();
      const bodies: string[] = [];
      for (const url of URLS) {
        const response = await fresh.inject(url);
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        bodies.push(response.body);
      }
      return bodies;
    } finally {
      await fresh.close();
      await handle.db.destroy();
    }
  }

  /** The cached answers equal the fresh ones; returns them. */
  async function expectSameAsFresh(): Promise<string[]> {
    const cached = await cachedBodies();
    const fresh = await freshBodies();
    for (const [i, url] of URLS.entries()) expect(cached[i], url).toBe(fresh[i]);
    return cached;
  }

  /** Indexes of the URLs whose answers differ between `before` and `after`. */
  const changed = (before: string[], after: string[]) =>
    URLS.flatMap((_, i) => (before[i] === after[i] ? [] : [i]));

  /** A WeeWX archive of 2024-02-12 (5-minute rows, a cold snap at -15 °C at noon), sent and imported. */
  async function importFebruaryDay(): Promise<void> {
    const admin = await t.loginAs('admin');
    const path = createWeewxArchive(dir, 'wview', 'february.sdb');
    const dayStart = Date.UTC(2024, 1, 11, 23, 0) / 1000;
    writeArchiveRows(
      path,
      Array.from({ length: 288 }, (_, i) => ({
        dateTime: dayStart + (i + 1) * 300,
        usUnits: METRICWX,
        interval: 5,
        outTemp: i === 143 ? -15 : 2,
        rain: 0,
      })),
    );
    const file = readFileSync(path);
    const created = await call('POST', '/api/import', admin, {
      station: STATION.reference,
      kind: 'weewx',
      fileName: 'february.sdb',
      size: file.length,
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<ImportJob>();
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/import/${job.id}/content?offset=0`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/octet-stream' },
      payload: file,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await call('POST', `/api/import/${job.id}/start`, admin)).statusCode).toBe(202);
    await vi.waitFor(
      async () => {
        const state = (await call('GET', `/api/import/${job.id}`, admin)).json<ImportJob>();
        expect(state.status).toBe('done');
      },
      { timeout: 60_000, interval: 50 },
    );
  }

  it('answers from its caches what empty caches answer, after late readings, an import and a correction', async () => {
    const initial = await expectSameAsFresh();

    // A console's backfill: late readings into a past day of 2023 and of this March.
    await postReadings(t, STATION, [
      { receivedAt: '2023-12-10T13:17:00Z', temperature: 30, humidity: 40, pm25: 90 },
      { receivedAt: '2024-03-05T13:17:00Z', temperature: -12, humidity: 40, pm25: 150 },
    ]);
    const afterLate = await expectSameAsFresh();
    // Every call but February's saw them.
    expect(changed(initial, afterLate)).toEqual([0, 1, 2, 3, 4, 5]);

    await importFebruaryDay();
    const afterImport = await expectSameAsFresh();
    // The year and record (present) and February (past); 2023 stays as it was.
    expect(changed(afterLate, afterImport)).toEqual([0, 1, 2, 3, 6, 7]);

    // A correction in the back office of the 2023 reading.
    const admin = await t.loginAs('admin');
    const corrected = await call(
      'PUT',
      `${BASE}/readings/${encodeURIComponent('2023-12-10T13:17:00Z')}`,
      admin,
      { temperature: 12 },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const afterCorrection = await expectSameAsFresh();
    expect(changed(afterImport, afterCorrection)).toEqual([1, 2, 4, 5]);

    // The answers above came from the caches: a change no event announces (written straight into the
    // database) is not seen by this process, while a fresh one sees it.
    await t.db
      .updateTable('daily_summaries')
      .set({ temperature_max: 45 })
      .where('day', '=', '2023-12-10')
      .execute();
    const stale = await cachedBodies();
    const fresh = await freshBodies();
    expect(stale).toEqual(afterCorrection);
    expect(changed(stale, fresh)).toEqual([1, 2, 4, 5]);
    // Five rounds of fresh processes and an import: longer than a route test's default on a busy machine.
  }, 120_000);

  it('lets a past window be kept five minutes and revalidated by its ETag, never immutable', async () => {
    for (const url of [
      `${BASE}/graph/year?window=calendar&at=2023-06-01T00:00:00Z`,
      `${BASE}/history/month?window=calendar&at=2024-02-10T00:00:00Z`,
      `${BASE}/graph/day?window=calendar&at=2024-03-19T12:00:00Z`,
      `${BASE}/history/week?window=rolling&at=2024-03-12T00:00:00Z`,
    ]) {
      const first = await t.app.inject(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=300');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      const other = await t.app.inject({ url, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('makes a client revalidate the present window on every call, and changes its ETag with a reading', async () => {
    for (const url of [`${BASE}/graph/year`, `${BASE}/history/record`, `${BASE}/graph/month`]) {
      const first = await t.app.inject(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    }
    const before = await t.app.inject(`${BASE}/graph/record`);
    await postReadings(t, STATION, [{ receivedAt: '2024-03-20T09:30:00Z', temperature: 25, pm25: 12 }]);
    const after = await t.app.inject({
      url: `${BASE}/graph/record`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The last 24 h move with the clock: not kept, no caching allowed beyond the ETag.
    const day = await t.app.inject(`${BASE}/graph/day`);
    expect(day.statusCode).toBe(200);
    expect(day.headers['cache-control']).toBeUndefined();
    // The past window a reading of today does not reach keeps its answer.
    const past = `${BASE}/graph/year?window=calendar&at=2023-06-01T00:00:00Z`;
    const pastBefore = await t.app.inject(past);
    await postReadings(t, STATION, [{ receivedAt: '2024-03-20T09:40:00Z', temperature: 26 }]);
    const pastAfter = await t.app.inject({
      url: past,
      headers: { 'if-none-match': String(pastBefore.headers.etag) },
    });
    expect(pastAfter.statusCode).toBe(304);
  });

  it('sends a large answer compressed, the same bytes as uncompressed', async () => {
    const url = `${BASE}/graph/record`;
    const plain = await t.app.inject(url);
    const compressed = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});
