/**
 * The extra sensors' days as the climate records and the days export read them: the same rows of
 * extra_sensor_days the sensors' history section reads (sensors.service.ts `summaries`), so they agree.
 */
import type { Db } from '../../db/database.ts';

/**
 * A sensor's station day (weather's station-day.ts) as the records fold it, canonical units, instants in
 * epoch ms.
 */
export interface SensorRecordDay {
  key: string;
  day: string;
  /** A counter: `sum` adds its rises (strikes, a piezo gauge's rain); else a level. */
  counter: boolean;
  min: number;
  minAt: number;
  max: number;
  maxAt: number;
  sum: number;
  /** Values the day holds (a level's mean is `sum / count`). */
  count: number;
}

export function createSensorDaysReader(db: Db) {
  return {
    /**
     * The days of the station's sensors `keys` (all of them, hidden ones too, when undefined: the caller
     * shows only the public ones) from station day `from` (included) to `before` (excluded), either open, by
     * sensor and day. Naming the keys lets a short span read only its days (the key precedes the day in
     * the table's index).
     */
    async listDays(
      stationId: number,
      from?: string,
      before?: string,
      keys?: readonly string[],
    ): Promise<SensorRecordDay[]> {
      if (keys !== undefined && keys.length === 0) return [];
      let query = db
        .selectFrom('extra_sensor_days')
        .select(['sensor_key', 'day', 'counter', 'min', 'min_at', 'max', 'max_at', 'sum', 'count'])
        .where('weather_station_id', '=', stationId);
      if (keys !== undefined) query = query.where('sensor_key', 'in', keys);
      if (from !== undefined) query = query.where('day', '>=', from);
      if (before !== undefined) query = query.where('day', '<', before);
      const rows = await query.orderBy('sensor_key').orderBy('day').execute();
      return rows.map((row) => ({
        key: row.sensor_key,
        day: row.day,
        counter: Number(row.counter) === 1,
        min: Number(row.min),
        minAt: Number(row.min_at),
        max: Number(row.max),
        maxAt: Number(row.max_at),
        sum: Number(row.sum),
        count: Number(row.count),
      }));
    },
  };
}

export type SensorDaysReader = ReturnType<typeof createSensorDaysReader>;
