import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { createStationsRepository } from './stations.repository.ts';

describe.each(dialects)('station deletion on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());
  const call = injector(() => t.app);

  const rowsOf = async (stationId: number) => {
    const count = async (table: 'readings' | 'daily_summaries' | 'observations') => {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('weather_station_id', '=', stationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      readings: await count('readings'),
      summaries: await count('daily_summaries'),
      observations: await count('observations'),
    };
  };

  /** Uploads two days of hourly readings through the real JSON ingestion door. */
  const ingest = async (reference: string, apiToken: string) => {
    const readings = Array.from({ length: 48 }, (_, hour) => ({
      receivedAt: new Date(TEST_NOW - (47 - hour) * 3_600_000).toISOString(),
      temperature: 15 + (hour % 10),
      humidity: 60,
    }));
    const response = await call('POST', `/api/weatherData/${reference}/readings`, apiToken, readings);
    expect(response.statusCode).toBe(201);
  };

  it('deletes the station with its readings, daily summaries and observations, and nothing else', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const doomed = await buildStation(t.db, { reference: 'GONE-1', apiToken: 'doomed-station-token-1' });
    const kept = await buildStation(t.db, { reference: 'KEPT-1', apiToken: 'kept-station-token-001' });
    for (const station of [doomed, kept]) {
      await ingest(station.reference, station.apiToken);
      await call('POST', '/api/observation', admin, { message: 'Nebel', weatherStation: station.reference });
    }
    const before = await rowsOf(doomed.id);
    expect(before.readings).toBe(48);
    expect(before.summaries).toBeGreaterThanOrEqual(2);
    expect(before.observations).toBe(1);

    const response = await call('DELETE', `/api/weatherStation/${doomed.id}`, admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await rowsOf(doomed.id)).toEqual({ readings: 0, summaries: 0, observations: 0 });
    expect(await rowsOf(kept.id)).toEqual(before);
    expect((await call('GET', '/api/weatherStation/GONE-1')).statusCode).toBe(404);
    expect((await call('GET', '/api/weatherStation/KEPT-1')).statusCode).toBe(200);
  });

  it('leaves the station and its data in place when the deletion is refused', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const station = await buildStation(t.db, { reference: 'STAY-1', apiToken: 'staying-station-token1' });
    await ingest(station.reference, station.apiToken);
    const before = await rowsOf(station.id);
    const response = await call('DELETE', `/api/weatherStation/${station.id}`, editor);
    expect(response.statusCode).toBe(403);
    expect(await rowsOf(station.id)).toEqual(before);
  });

  it('deletes in one transaction: when the station row cannot go, its readings stay too', async () => {
    t = await buildTestApp(dialect);
    const station = await buildStation(t.db, { reference: 'LOCK-1', apiToken: 'locked-station-token-1' });
    await ingest(station.reference, station.apiToken);
    const before = await rowsOf(station.id);
    // A trigger that refuses to delete stations makes the last statement of the transaction fail.
    if (t.dialect === 'sqlite') {
      await sql`CREATE TRIGGER keep_stations BEFORE DELETE ON weather_stations
        BEGIN SELECT RAISE(ABORT, 'stations are kept'); END`.execute(t.db);
    } else {
      await sql`CREATE FUNCTION keep_stations() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'stations are kept'; END $$ LANGUAGE plpgsql`.execute(t.db);
      await sql`CREATE TRIGGER keep_stations BEFORE DELETE ON weather_stations
        FOR EACH ROW EXECUTE FUNCTION keep_stations()`.execute(t.db);
    }
    await expect(createStationsRepository(t.db).deleteWithData(station.id)).rejects.toThrow(
      /stations are kept/,
    );
    expect(await rowsOf(station.id)).toEqual(before);
    expect(before.readings).toBe(48);
  });
});
