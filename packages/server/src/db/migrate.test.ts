import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { buildStation, buildUser } from '../../test/factories.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describe.each(dialects)('migrations on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('creates every table from an empty database and has nothing left to do on a second run', async () => {
    t = await buildTestApp(dialect, { seed: false });
    for (const table of [
      'users',
      'units',
      'weather_stations',
      'observations',
      'posts',
      'contacts',
      'settings',
      'readings',
      'daily_summaries',
    ] as const) {
      const rows = await t.db.selectFrom(table).selectAll().execute();
      expect(rows, table).toEqual([]);
    }
    const again = await migrateToLatest(t.db, dialect);
    expect(again).toEqual([]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      t.db,
    );
    expect(applied.rows.map((row) => row.name)).toEqual(migrations.map(([name]) => name));
  });

  it('enforces the keys: one reading per station and instant, cascades on station delete', async () => {
    t = await buildTestApp(dialect);
    const station = await buildStation(t.db);
    const reading = { weather_station_id: station.id, received_at: 1_700_000_000_000, temperature_c: 21.5 };
    await t.db.insertInto('readings').values(reading).execute();
    await expect(t.db.insertInto('readings').values(reading).execute()).rejects.toThrow();
    await t.db
      .insertInto('daily_summaries')
      .values({
        weather_station_id: station.id,
        day: '2023-11-14',
        temperature_max: 21.5,
        temperature_count: 1,
      })
      .execute();
    const user = await buildUser(t.db);
    await t.db
      .insertInto('observations')
      .values({
        message: 'Nebel',
        weather_station_id: station.id,
        user_id: user.id,
        created_at: 1,
        updated_at: 1,
      })
      .execute();

    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    const observation = await t.db.selectFrom('observations').selectAll().executeTakeFirstOrThrow();
    expect(observation.user_id).toBeNull();

    await t.db.deleteFrom('weather_stations').where('id', '=', station.id).execute();
    expect(await t.db.selectFrom('readings').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('daily_summaries').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('observations').selectAll().execute()).toEqual([]);
  });

  it('stores epoch milliseconds and measures as numbers on both dialects', async () => {
    t = await buildTestApp(dialect);
    const station = await buildStation(t.db);
    const receivedAt = Date.UTC(2026, 5, 15, 12, 0, 0);
    await t.db
      .insertInto('readings')
      .values({
        weather_station_id: station.id,
        received_at: receivedAt,
        pressure_rel_hpa: 1013.25,
        lightning_time: receivedAt,
      })
      .execute();
    const row = await t.db.selectFrom('readings').selectAll().executeTakeFirstOrThrow();
    expect(row.received_at).toBe(receivedAt);
    expect(row.lightning_time).toBe(receivedAt);
    expect(row.pressure_rel_hpa).toBe(1013.25);
    expect(row.temperature_c).toBeNull();
  });
});
