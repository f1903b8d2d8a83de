import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import type { Db } from '../../db/database.ts';
import { STATION_DATA_DELETERS } from '../../station-data-deleters.ts';
import { createUnitsRepository } from '../units/index.ts';
import { createStationsRepository } from './stations.repository.ts';
import { createStationsService, type StationDataDeleter } from './stations.service.ts';

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

  /** The stations service over the test's database, with the app's deleters unless told others. */
  const serviceWith = (deleters: readonly StationDataDeleter[] = STATION_DATA_DELETERS) =>
    createStationsService({
      stations: createStationsRepository(t.db),
      units: createUnitsRepository(t.db),
      clock: t.clock,
      db: t.db,
      deleters,
    });

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
    await expect(serviceWith().remove(station.id)).rejects.toThrow(/stations are kept/);
    expect(await rowsOf(station.id)).toEqual(before);
    expect(before.readings).toBe(48);
  });

  it('rolls the whole deletion back when a module’s deleter fails after the others ran', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const station = await buildStation(t.db, { reference: 'HALF-1', apiToken: 'half-deleted-token-01' });
    await ingest(station.reference, station.apiToken);
    await call('POST', '/api/observation', admin, { message: 'Nebel', weatherStation: station.reference });
    const alerts = await call('PUT', `/api/weatherStation/${station.id}/alerts`, admin, {
      enabled: false,
      emails: [],
      webhookUrl: null,
      silenceMinutes: 30,
      battery: true,
      frost: 0,
      gust: 20,
      rainRate: null,
    });
    expect(alerts.statusCode, alerts.body).toBe(200);
    const count = async (db: Db, table: 'alert_settings' | 'station_uploads' | 'readings') => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('weather_station_id', '=', station.id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const before = await rowsOf(station.id);
    expect(before).toEqual({ readings: 48, summaries: before.summaries, observations: 1 });
    expect(await count(t.db, 'alert_settings')).toBe(1);
    const uploads = await count(t.db, 'station_uploads');
    expect(uploads).toBeGreaterThan(0);

    // The failing deleter runs last: inside the transaction the others' rows are gone already.
    let readingsSeenInside: number | undefined;
    const failing: StationDataDeleter = async (trx) => {
      readingsSeenInside = await count(trx, 'readings');
      throw new Error('this deleter fails');
    };
    await expect(serviceWith([...STATION_DATA_DELETERS, failing]).remove(station.id)).rejects.toThrow(
      'this deleter fails',
    );
    expect(readingsSeenInside).toBe(0);
    expect(await rowsOf(station.id)).toEqual(before);
    expect(await count(t.db, 'alert_settings')).toBe(1);
    expect(await count(t.db, 'station_uploads')).toBe(uploads);
    expect(await createStationsRepository(t.db).findById(station.id)).toBeDefined();
    expect((await call('GET', '/api/weatherStation/HALF-1')).statusCode).toBe(200);
  });
});
