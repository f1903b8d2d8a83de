/**
 * The queries of a rebuild of a station's extra sensor days from their stored values
 * (sensor-days-rebuild.ts): the values' span per sensor, one span's values in time order, and the day rows
 * replaced or deleted.
 */
import type { Db } from '../../db/database.ts';

/** A sensor's day as a rebuild writes it. */
export interface RebuiltDay {
  key: string;
  day: string;
  counter: boolean;
  min: number;
  minAt: number;
  max: number;
  maxAt: number;
  sum: number;
  count: number;
  last: number;
  lastAt: number;
}

/** Rows per insert statement (13 parameters each: well under SQLite's limit). */
const INSERT_ROWS = 70;

export function createSensorDaysRebuildRepository(db: Db) {
  return {
    /** Each sensor's first and last stored value instant. */
    async valueSpans(stationId: number): Promise<{ key: string; first: number; last: number }[]> {
      const rows = await db
        .selectFrom('extra_sensor_values')
        .select((eb) => [
          'sensor_key',
          eb.fn.min('received_at').as('first'),
          eb.fn.max('received_at').as('last'),
        ])
        .where('weather_station_id', '=', stationId)
        .groupBy('sensor_key')
        .execute();
      return rows.map((row) => ({ key: row.sensor_key, first: Number(row.first), last: Number(row.last) }));
    },

    /** Sensor `key`'s values with from ≤ instant < to, oldest first. */
    async values(stationId: number, key: string, from: number, to: number) {
      const rows = await db
        .selectFrom('extra_sensor_values')
        .select(['received_at', 'value'])
        .where('weather_station_id', '=', stationId)
        .where('sensor_key', '=', key)
        .where('received_at', '>=', from)
        .where('received_at', '<', to)
        .orderBy('received_at')
        .execute();
      return rows.map((row) => ({ at: Number(row.received_at), value: Number(row.value) }));
    },

    /** Replaces sensor `key`'s days from `firstDay` to `lastDay` (both included) with `days`. */
    async replaceDays(
      stationId: number,
      key: string,
      firstDay: string,
      lastDay: string,
      days: readonly RebuiltDay[],
    ): Promise<void> {
      await db
        .deleteFrom('extra_sensor_days')
        .where('weather_station_id', '=', stationId)
        .where('sensor_key', '=', key)
        .where('day', '>=', firstDay)
        .where('day', '<=', lastDay)
        .execute();
      for (let i = 0; i < days.length; i += INSERT_ROWS) {
        await db
          .insertInto('extra_sensor_days')
          .values(
            days.slice(i, i + INSERT_ROWS).map((d) => ({
              weather_station_id: stationId,
              sensor_key: d.key,
              day: d.day,
              counter: d.counter ? 1 : 0,
              min: d.min,
              min_at: d.minAt,
              max: d.max,
              max_at: d.maxAt,
              sum: d.sum,
              count: d.count,
              last: d.last,
              last_at: d.lastAt,
            })),
          )
          .execute();
      }
    },

    /**
     * Deletes the station's days outside its values' spans: a sensor's days before `spans[key].firstDay`
     * or after its `lastDay`, and every day of a sensor with no value.
     */
    async deleteOutside(
      stationId: number,
      spans: ReadonlyMap<string, { firstDay: string; lastDay: string }>,
    ) {
      const keys = [...spans.keys()];
      let orphans = db.deleteFrom('extra_sensor_days').where('weather_station_id', '=', stationId);
      if (keys.length > 0) orphans = orphans.where('sensor_key', 'not in', keys);
      await orphans.execute();
      for (const [key, span] of spans) {
        await db
          .deleteFrom('extra_sensor_days')
          .where('weather_station_id', '=', stationId)
          .where('sensor_key', '=', key)
          .where((eb) => eb.or([eb('day', '<', span.firstDay), eb('day', '>', span.lastDay)]))
          .execute();
      }
    },
  };
}
