/**
 * Storage faults: an upload the database cannot take is refused with an error the console retries, never a
 * generic 500 and never `success`. A SQLite file locked by another program answers 503 with Retry-After; a
 * full disk answers 507 on every door, `/api/health` says `storage full` (and `/api/status`), the owners' alert webhook hears it
 * once, and all of it ends at the next stored upload. (The disk is "full" through SQLite's max_page_count on
 * the app's own connection; the fault tier fills a real file system.)
 */
import { createServer, type Server } from 'node:http';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';

const TOKEN = 'test-station-token';
const wu = (tempf: number) =>
  `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=now&tempf=${tempf}`;

/** Every door, each with a fresh reading (the clock moves a minute between calls). */
function uploads(t: TestApp) {
  return [
    () => t.app.inject({ method: 'GET', url: wu(60) }),
    () =>
      t.app.inject({
        method: 'POST',
        url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `dateutc=now&tempf=61&humidity=50`,
      }),
    () =>
      t.app.inject({
        method: 'POST',
        url: '/api/weatherData/SSDP41000/readings',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: [{ receivedAt: new Date(t.clock.now()).toISOString(), temperature: 16 }],
      }),
  ];
}

async function readingCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('uploads when SQLite cannot store them', () => {
  let t: TestApp;
  let hook: Server | undefined;
  afterEach(async () => {
    hook?.close();
    await t.close();
  });

  it('answers 503 with Retry-After while another program holds the write lock, then stores again', async () => {
    // Wait a little for the lock rather than the default 10 s.
    t = await buildTestApp('sqlite', { env: { SQLITE_LOCK_WAIT_MS: '100' } });
    const file = t.databaseUrl.replace(/^sqlite:/, '');
    const other = new SqliteDatabase(file);
    other.exec('begin exclusive');
    const before = await readingCount(t);
    for (const upload of uploads(t)) {
      t.clock.advance(60_000);
      const response = await upload();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual([
        { message: 'Base de données momentanément indisponible, réessayez dans quelques secondes' },
      ]);
    }
    other.exec('rollback');
    other.close();
    expect(await readingCount(t)).toBe(before);
    for (const upload of uploads(t)) {
      t.clock.advance(60_000);
      expect((await upload()).statusCode).toBeLessThan(300);
    }
    expect(await readingCount(t)).toBe(before + 3);
  });

  it('answers 507 on a full disk, shows it in health, tells the owners once, and recovers', async () => {
    const told: unknown[] = [];
    hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        told.push(JSON.parse(body));
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook?.listen(0, '127.0.0.1', resolve));
    const address = hook.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    t = await buildTestApp('sqlite', { env: { ALERT_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    const station = await t.db.selectFrom('weather_stations').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('alert_settings')
      .values({
        weather_station_id: station.id,
        enabled: 1,
        emails: '',
        webhook_url: `http://127.0.0.1:${address.port}/hook`,
        silence_minutes: null,
        battery: 0,
        frost_c: null,
        gust_ms: null,
        rain_rate_mmh: null,
        updated_at: t.clock.now(),
      })
      .execute();
    const before = await readingCount(t);
    // No page more than the file holds now, and those pages filled: the next insert fails with SQLITE_FULL.
    await sql`create table filler (x blob)`.execute(t.db);
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.db);
    await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(t.db);
    for (let size = 4096; size >= 16; ) {
      try {
        await sql`insert into filler values (randomblob(${size}))`.execute(t.db);
      } catch {
        size /= 2;
      }
    }

    // The pages the tables have room in fill up first: uploads succeed until then, and each is stored.
    let acknowledged = 0;
    for (let i = 0; i < 1000; i += 1) {
      t.clock.advance(60_000);
      const response = await t.app.inject({ method: 'GET', url: wu(50 + (i % 10)) });
      if (response.statusCode !== 200) {
        expect(response.statusCode).toBe(507);
        break;
      }
      expect(response.body).toBe('success');
      acknowledged += 1;
    }
    for (let round = 0; round < 2; round += 1) {
      for (const upload of uploads(t)) {
        t.clock.advance(60_000);
        const response = await upload();
        expect(response.statusCode).toBe(507);
        expect(response.body).not.toContain('success');
        expect(response.json()).toEqual([
          {
            message:
              "Espace de stockage plein : rien n'a été enregistré, réessayez une fois de la place libérée",
          },
        ]);
      }
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'error',
      database: 'storage full',
      reason: 'the last write failed: disk full (SQLITE_FULL)',
    });
    const status = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(status.json()).toMatchObject({ storage: 'full' });
    await expect.poll(() => told.length).toBe(1);
    expect(told[0]).toMatchObject({
      kind: 'storage',
      state: 'started',
      reason: expect.stringContaining('SQLITE_FULL'),
    });

    await sql`pragma max_page_count = 1073741823`.execute(t.db);
    const response = await t.app.inject({ method: 'GET', url: wu(62) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('success');
    expect(await readingCount(t)).toBe(before + acknowledged + 1);
    const healthy = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/status' })).json()).toMatchObject({
      storage: 'ok',
    });
    expect(told).toHaveLength(1);
  });
});
