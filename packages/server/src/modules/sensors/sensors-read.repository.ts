/**
 * The extra sensors as the back office and the public answers read them, and the owner's settings of them
 * (modules/sensors owns their tables). One mapper per row type.
 */
import type { StationDayRule } from '@meteodeck/weather';
import { type Selectable, sql } from 'kysely';
import type { Db, ExtraSensorDaysTable, ExtraSensorsTable } from '../../db/database.ts';
import { type WithImported, withImportedExtremes } from './sensors-imported-extremes.ts';

export type SensorRow = Selectable<ExtraSensorsTable>;
/** A sensor's day as read: its values' fold with a source's imported extremes laid over it. */
export type SensorDayRow = WithImported<Selectable<ExtraSensorDaysTable>>;

/** One bucket of a sensor's values: its start (epoch ms) and their mean, lowest and highest. */
export interface SensorBucketRow {
  sensorKey: string;
  start: number;
  mean: number;
  min: number;
  max: number;
}

/** The owner's settings of one sensor, as stored. */
export interface SensorSettingsRow {
  key: string;
  name: string | null;
  visibility: 'public' | 'admin';
  homeTile: boolean;
  position: number;
}

export function createSensorsReadRepository(db: Db) {
  const sensorsOf = (stationId: number) =>
    db
      .selectFrom('extra_sensors')
      .selectAll()
      .where('weather_station_id', '=', stationId)
      .orderBy('position')
      .orderBy('kind')
      .orderBy('channel')
      .orderBy('sensor_key');
  return {
    /** The station's sensors by position (then kind and channel). */
    listSensors(stationId: number): Promise<SensorRow[]> {
      return sensorsOf(stationId).execute();
    },

    /** The station's public sensors by position. */
    listPublicSensors(stationId: number): Promise<SensorRow[]> {
      return sensorsOf(stationId).where('visibility', '=', 'public').execute();
    },

    /**
     * Saves the owner's settings of the sensors named (keys the station has no sensor of are left out)
     * and marks every sensor of the station as no longer new. Returns the keys it did not know.
     */
    async saveSettings(stationId: number, settings: readonly SensorSettingsRow[]): Promise<string[]> {
      const unknown: string[] = [];
      for (const setting of settings) {
        const result = await db
          .updateTable('extra_sensors')
          .set({
            name: setting.name,
            visibility: setting.visibility,
            home_tile: setting.homeTile ? 1 : 0,
            position: setting.position,
          })
          .where('weather_station_id', '=', stationId)
          .where('sensor_key', '=', setting.key)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) unknown.push(setting.key);
      }
      await db
        .updateTable('extra_sensors')
        .set({ is_new: 0 })
        .where('weather_station_id', '=', stationId)
        .where('is_new', '=', 1)
        .execute();
      return unknown;
    },

    /**
     * The days of the station's sensors `keys` from `from` to `to` (station days, both included), each
     * with the extremes a history import kept for it laid over (sensors-imported-extremes.ts) as the
     * station's day `rule` takes them.
     */
    async listDays(
      stationId: number,
      keys: readonly string[],
      from: string,
      to: string,
      rule: StationDayRule,
    ): Promise<SensorDayRow[]> {
      if (keys.length === 0) return [];
      const [days, imported] = await Promise.all([
        db
          .selectFrom('extra_sensor_days')
          .selectAll()
          .where('weather_station_id', '=', stationId)
          .where('sensor_key', 'in', keys)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .orderBy('sensor_key')
          .orderBy('day')
          .execute(),
        db
          .selectFrom('extra_sensor_imported_extremes')
          .select(['sensor_key', 'day', 'min', 'min_at', 'max', 'max_at'])
          .where('weather_station_id', '=', stationId)
          .where('sensor_key', 'in', keys)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .execute(),
      ]);
      return withImportedExtremes(days, imported, rule);
    },

    /**
     * The values of the station's sensors `keys` received in [`fromMs`, `toMs`), in buckets of `bucketMs`
     * aligned on multiples of it since the epoch: each bucket's start, mean, lowest and highest value, by
     * sensor and start.
     */
    async listBuckets(
      stationId: number,
      keys: readonly string[],
      fromMs: number,
      toMs: number,
      bucketMs: number,
    ): Promise<SensorBucketRow[]> {
      if (keys.length === 0) return [];
      // Integer division on both databases (received_at is an integer, the bucket a whole literal).
      const start = sql<number>`(received_at / ${sql.lit(bucketMs)}) * ${sql.lit(bucketMs)}`;
      const rows = await db
        .selectFrom('extra_sensor_values')
        .select((eb) => [
          'sensor_key',
          start.as('start'),
          eb.fn.avg<number>('value').as('mean'),
          eb.fn.min<number>('value').as('min'),
          eb.fn.max<number>('value').as('max'),
        ])
        .where('weather_station_id', '=', stationId)
        .where('sensor_key', 'in', keys)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<', toMs)
        .groupBy(['sensor_key', start])
        .orderBy('sensor_key')
        .orderBy(start)
        .execute();
      return rows.map((row) => ({
        sensorKey: row.sensor_key,
        start: Number(row.start),
        mean: Number(row.mean),
        min: Number(row.min),
        max: Number(row.max),
      }));
    },
  };
}

export type SensorsReadRepository = ReturnType<typeof createSensorsReadRepository>;
