/**
 * Upgrades: a database built with the migrations of the first release (7f5d5ff: the seven up to
 * 202611210606) and filled as that release stored it, then migrated to the head as `npm start` does (and its
 * summaries refolded once, summaries-upgrade.ts), keeps every row and answers every call exactly as a
 * database made by this version with the same data; a database newer than this build is refused.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/build-test-app.ts';
import { dialects, type TestDialect } from '../../test/dialects.ts';
import { everyMinutes, postReadings } from '../../test/readings-feed.ts';
import { upgradeSummaries } from '../modules/readings/summaries/summaries-upgrade.ts';
import { createStationsRepository } from '../modules/stations/stations.repository.ts';
import type { Database } from './database.ts';
import { DatabaseTooNewError, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/** The migrations of the first release, unchanged since (new ones are only ever appended). */
const FIRST_RELEASE = migrations.slice(0, 7);
const TABLES = [
  'units',
  'weather_stations',
  'users',
  'posts',
  'observations',
  'contacts',
  'readings',
] as const;
const NOW = Date.parse('2026-06-15T10:00:00Z');

async function columnsOf(db: Kysely<Database>, dialect: TestDialect, table: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.map((row) => row.name);
}

/** The rows of `table`, only `columns`, in primary-key order, as the driver reads them. */
async function rowsOf(db: Kysely<Database>, table: string, columns: string[]) {
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(columns.map((c) => sql.ref(c)))}
    from ${sql.table(table)} order by 1, 2`.execute(db);
  return rows;
}

describe.each(dialects)('upgrades on %s', (dialect) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it('keeps every row of a first-release database and answers as a database made by this version', async () => {
    // The same data in a database of this version: readings through the door, a news post.
    const current = await buildTestApp(dialect, { now: NOW });
    apps.push(current);
    const seeded = await current.db
      .selectFrom('weather_stations')
      .select(['reference', 'api_token as apiToken'])
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();
    await postReadings(
      current,
      seeded,
      everyMinutes(Date.parse('2026-06-01T00:00:00Z'), 2_000, 10, (_, i) => ({
        temperature: 15 + Math.sin(i / 30) * 8,
        humidity: 70,
        relativePressure: 1012 + (i % 9) * 0.2,
        windSpeed: (i % 7) * 1.5,
        windGust: (i % 7) * 2,
        windDirection: (i * 23) % 360,
        rainTotal: 50 + Math.floor(i / 40) * 0.2,
        uv: (i % 10) / 2,
      })),
    );
    const admin = await current.loginAs('admin');
    const post = await current.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'Neuer Sensor', description: 'Seit heute misst die Station auch UV.' },
    });
    expect(post.statusCode).toBe(201);

    // The first release had no other stations (a column added since, which this version seeds): the current
    // database without them, so both answer alike.
    await current.db.updateTable('weather_stations').set({ other_stations: null }).execute();

    // A first-release database holding those rows, as that release stored them.
    const firstReleaseColumns = new Map<string, string[]>();
    const upgraded = await buildTestApp(dialect, {
      now: NOW,
      prepare: async (db) => {
        const provider = {
          async getMigrations() {
            const all: Record<string, Migration> = {};
            for (const [name, factory] of FIRST_RELEASE) all[name] = factory(dialect);
            return all;
          },
        };
        // On PostgreSQL, Kysely's bookkeeping in this test's own schema (see migrate.ts).
        const schema =
          dialect === 'postgres'
            ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
            : undefined;
        const migrator = new Migrator({
          db,
          provider,
          ...(schema === undefined ? {} : { migrationTableSchema: schema }),
        });
        const { error } = await migrator.migrateToLatest();
        if (error !== undefined) throw error;
        for (const table of TABLES) {
          const columns = await columnsOf(db, dialect, table);
          firstReleaseColumns.set(table, columns);
          const rows = await rowsOf(current.db, table, columns);
          for (const row of rows) {
            await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
              values (${sql.join(columns.map((c) => row[c] ?? null))})`.execute(db);
          }
        }
      },
    });
    apps.push(upgraded);
    const stations = await createStationsRepository(upgraded.db).listAll();
    expect(await upgradeSummaries(upgraded.db, dialect, stations)).toBeGreaterThan(0);

    // Not a row lost, not a value changed, in any column the first release had.
    for (const table of TABLES) {
      const columns = firstReleaseColumns.get(table) ?? [];
      expect(columns.length, table).toBeGreaterThan(2);
      expect(await rowsOf(upgraded.db, table, columns), table).toEqual(
        await rowsOf(current.db, table, columns),
      );
    }
    // Every public answer the same.
    const calls = [
      '/api/weatherStation',
      '/api/weatherStation/SSDP41000',
      '/api/weatherData/SSDP41000/currentData/detail',
      '/api/weatherData/SSDP41000/currentData/summary',
      '/api/weatherData/SSDP41000/history/daily',
      ...['week', 'month', 'year', 'record'].map((p) => `/api/weatherData/SSDP41000/history/${p}`),
      ...['day', 'week', 'month', 'year', 'record'].map((p) => `/api/weatherData/SSDP41000/graph/${p}`),
      '/api/weatherData/SSDP41000/report/2026-06',
      '/api/post',
    ];
    for (const url of calls) {
      const [before, after] = await Promise.all(
        [current, upgraded].map((t) => t.app.inject({ method: 'GET', url })),
      );
      expect(after?.statusCode, url).toBe(200);
      expect(after?.json(), url).toEqual(before?.json());
    }
    // The first release's admin still logs in.
    const login = await upgraded.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a database that a newer version migrated, and changes nothing', async () => {
    const t = await buildTestApp(dialect);
    apps.push(t);
    await sql`insert into kysely_migration (name, timestamp) values (${'209912310000_from_the_future'}, ${new Date().toISOString()})`.execute(
      t.db,
    );
    const error = await migrateToLatest(t.db, dialect).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseTooNewError);
    expect(String((error as Error).message)).toContain('209912310000_from_the_future');
    expect(String((error as Error).message)).toContain('newer version of meteodeck');
    const stations = await t.db.selectFrom('weather_stations').select('reference').execute();
    expect(stations.map((s) => s.reference)).toEqual(['SSDP41000']);
  });
});
