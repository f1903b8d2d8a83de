/**
 * The extra sensors' writes of an upload, inside the ingestion transaction (modules/sensors owns
 * extra_sensors, extra_sensor_values, extra_sensor_days, extra_sensor_payloads and extra_sensor_unmapped).
 * Every write is one statement for the whole upload; the day summaries fold in SQL, so a late value folds
 * as well as a new one. The work runs under a savepoint: a failure rolls back the sensors' writes only,
 * never the reading they came with.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** One sensor as an upload saw it. */
export interface SeenSensor {
  key: string;
  kind: string;
  channel: number | null;
  value: number;
  battery: number | null;
}

/** One value folded into its station day. */
export interface DayValue {
  key: string;
  day: string;
  counter: boolean;
  value: number;
  at: number;
}

/** Where a sensor never placed by the owner goes: after the placed ones. */
export const NEW_SENSOR_POSITION = 10_000;

const SAVEPOINT = 'extra_sensors_upload';
const s = (column: string) => sql.ref(`extra_sensors.${column}`);
const x = (column: string) => sql.ref(`excluded.${column}`);
const d = (column: string) => sql.ref(`extra_sensor_days.${column}`);

export function createSensorsWriteRepository(db: Db) {
  return {
    /**
     * Runs `work` under a savepoint of the current transaction: when it throws, its writes are rolled back
     * and the error is handed to `onError`; the transaction goes on either way.
     */
    async underSavepoint(work: () => Promise<void>, onError: (error: unknown) => void): Promise<void> {
      await sql.raw(`savepoint ${SAVEPOINT}`).execute(db);
      try {
        await work();
      } catch (error) {
        await sql.raw(`rollback to savepoint ${SAVEPOINT}`).execute(db);
        onError(error);
      }
      await sql.raw(`release savepoint ${SAVEPOINT}`).execute(db);
    },

    /**
     * Adds the sensors never seen (new, after the placed ones) and moves the others' last sighting; the
     * last value and battery only from a value newer than the one kept.
     */
    async upsertSensors(stationId: number, sensors: readonly SeenSensor[], at: number, now: number) {
      if (sensors.length === 0) return;
      const newer = sql`${x('last_value_at')} >= coalesce(${s('last_value_at')}, 0)`;
      await db
        .insertInto('extra_sensors')
        .values(
          sensors.map((sensor) => ({
            weather_station_id: stationId,
            sensor_key: sensor.key,
            kind: sensor.kind,
            channel: sensor.channel,
            name: null,
            visibility: 'public',
            home_tile: 0,
            position: NEW_SENSOR_POSITION,
            is_new: 1,
            first_seen_at: now,
            last_seen_at: now,
            last_value: sensor.value,
            last_value_at: at,
            battery: sensor.battery,
            signal: null,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['weather_station_id', 'sensor_key']).doUpdateSet({
            last_seen_at: sql`case when ${x('last_seen_at')} > ${s('last_seen_at')} then ${x('last_seen_at')} else ${s('last_seen_at')} end`,
            last_value: sql`case when ${newer} then ${x('last_value')} else ${s('last_value')} end`,
            battery: sql`case when ${newer} then coalesce(${x('battery')}, ${s('battery')}) else ${s('battery')} end`,
            last_value_at: sql`case when ${newer} then ${x('last_value_at')} else ${s('last_value_at')} end`,
          }),
        )
        .execute();
    },

    /** Inserts the values not stored yet; returns the keys of those it inserted (a resent upload: none). */
    async insertValues(
      stationId: number,
      values: readonly { key: string; value: number }[],
      at: number,
    ): Promise<Set<string>> {
      if (values.length === 0) return new Set();
      const rows = await db
        .insertInto('extra_sensor_values')
        .values(
          values.map((v) => ({
            weather_station_id: stationId,
            sensor_key: v.key,
            received_at: at,
            value: v.value,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('sensor_key')
        .execute();
      return new Set(rows.map((row) => row.sensor_key));
    },

    /**
     * Folds values into their days: the lowest and highest with their instants (ties: the earliest), the
     * sum and count of a level, the rises of a counter (a fall is a reset: the new value is its rise), the
     * latest value.
     */
    async foldDays(stationId: number, values: readonly DayValue[]) {
      if (values.length === 0) return;
      const lower = sql`(${x('min')} < ${d('min')} or (${x('min')} = ${d('min')} and ${x('min_at')} < ${d('min_at')}))`;
      const higher = sql`(${x('max')} > ${d('max')} or (${x('max')} = ${d('max')} and ${x('max_at')} < ${d('max_at')}))`;
      const later = sql`${x('last_at')} >= ${d('last_at')}`;
      const rise = sql`case when ${x('last_at')} <= ${d('last_at')} then 0 when ${x('last')} >= ${d('last')} then ${x('last')} - ${d('last')} else ${x('last')} end`;
      await db
        .insertInto('extra_sensor_days')
        .values(
          values.map((v) => ({
            weather_station_id: stationId,
            sensor_key: v.key,
            day: v.day,
            counter: v.counter ? 1 : 0,
            min: v.value,
            min_at: v.at,
            max: v.value,
            max_at: v.at,
            sum: v.counter ? 0 : v.value,
            count: 1,
            last: v.value,
            last_at: v.at,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['weather_station_id', 'sensor_key', 'day']).doUpdateSet({
            min: sql`case when ${lower} then ${x('min')} else ${d('min')} end`,
            min_at: sql`case when ${lower} then ${x('min_at')} else ${d('min_at')} end`,
            max: sql`case when ${higher} then ${x('max')} else ${d('max')} end`,
            max_at: sql`case when ${higher} then ${x('max_at')} else ${d('max_at')} end`,
            sum: sql`${d('sum')} + case when ${d('counter')} = 1 then ${rise} else ${x('sum')} end`,
            count: sql`${d('count')} + 1`,
            last: sql`case when ${later} then ${x('last')} else ${d('last')} end`,
            last_at: sql`case when ${later} then ${x('last_at')} else ${d('last_at')} end`,
          }),
        )
        .execute();
    },
  };
}

export type SensorsWriteRepository = ReturnType<typeof createSensorsWriteRepository>;

/** Deletes every row of a station's extra sensors (a station's deletion, in its transaction). */
export async function deleteSensorsOf(db: Db, stationId: number): Promise<void> {
  for (const table of [
    'extra_sensor_values',
    'extra_sensor_days',
    'extra_sensor_imported_extremes',
    'extra_sensor_payloads',
    'extra_sensor_unmapped',
    'extra_sensors',
  ] as const) {
    await db.deleteFrom(table).where('weather_station_id', '=', stationId).execute();
  }
}
