/**
 * The extra sensors as the modules that send a station's data on read them (the readings export, MQTT, the
 * networks forwarded to): a station's sensors with the owner's names, and their values at the readings'
 * instants (a value is stored at its upload's, or its imported row's, instant: the reading's). Canonical
 * units, as stored.
 */
import type { Db } from '../../db/database.ts';

/** A sensor as the senders name it. */
export interface OutgoingSensor {
  key: string;
  kind: string;
  channel: number | null;
  /** The owner's name; null: the kind's label. */
  name: string | null;
  visibility: 'public' | 'admin';
}

/** A stored value of a sensor. */
export interface SensorValueAt {
  key: string;
  at: number;
  value: number;
}

export function createSensorValuesReader(db: Db) {
  return {
    /** The station's sensors by the owner's order (then kind and channel); the public ones only when asked. */
    async sensors(stationId: number, only: 'public' | 'all'): Promise<OutgoingSensor[]> {
      let query = db
        .selectFrom('extra_sensors')
        .select(['sensor_key', 'kind', 'channel', 'name', 'visibility'])
        .where('weather_station_id', '=', stationId);
      if (only === 'public') query = query.where('visibility', '=', 'public');
      const rows = await query
        .orderBy('position')
        .orderBy('kind')
        .orderBy('channel')
        .orderBy('sensor_key')
        .execute();
      return rows.map((row) => ({
        key: row.sensor_key,
        kind: row.kind,
        channel: row.channel,
        name: row.name,
        visibility: row.visibility === 'admin' ? 'admin' : 'public',
      }));
    },

    /** Every sensor of the station with its latest value (null: none kept), by the owner's order. */
    async latest(stationId: number): Promise<Array<OutgoingSensor & { value: number | null }>> {
      const rows = await db
        .selectFrom('extra_sensors')
        .select(['sensor_key', 'kind', 'channel', 'name', 'visibility', 'last_value'])
        .where('weather_station_id', '=', stationId)
        .orderBy('position')
        .orderBy('kind')
        .orderBy('channel')
        .orderBy('sensor_key')
        .execute();
      return rows.map((row) => ({
        key: row.sensor_key,
        kind: row.kind,
        channel: row.channel,
        name: row.name,
        visibility: row.visibility === 'admin' ? 'admin' : 'public',
        value: row.last_value === null ? null : Number(row.last_value),
      }));
    },

    /** The values of sensors `keys` with afterMs < instant < beforeMs, oldest first. */
    async valuesAfter(
      stationId: number,
      keys: readonly string[],
      afterMs: number,
      beforeMs: number,
    ): Promise<SensorValueAt[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('extra_sensor_values')
        .select(['sensor_key', 'received_at', 'value'])
        .where('weather_station_id', '=', stationId)
        .where('sensor_key', 'in', keys)
        .where('received_at', '>', afterMs)
        .where('received_at', '<', beforeMs)
        .orderBy('received_at')
        .execute();
      return rows.map((row) => ({
        key: row.sensor_key,
        at: Number(row.received_at),
        value: Number(row.value),
      }));
    },

    /** The sensors' values at instant `at` (a reading's); the public sensors' only when asked. */
    async valuesAt(stationId: number, at: number, only: 'public' | 'all'): Promise<Map<string, number>> {
      let query = db
        .selectFrom('extra_sensor_values as v')
        .innerJoin('extra_sensors as s', (join) =>
          join
            .onRef('s.weather_station_id', '=', 'v.weather_station_id')
            .onRef('s.sensor_key', '=', 'v.sensor_key'),
        )
        .select(['v.sensor_key', 'v.value'])
        .where('v.weather_station_id', '=', stationId)
        .where('v.received_at', '=', at);
      if (only === 'public') query = query.where('s.visibility', '=', 'public');
      const rows = await query.execute();
      return new Map(rows.map((row) => [row.sensor_key, Number(row.value)]));
    },
  };
}

export type SensorValuesReader = ReturnType<typeof createSensorValuesReader>;
