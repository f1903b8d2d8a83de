/**
 * The writes of an import's extra sensors (sensors-import.ts): values inserted unless stored already, and
 * each sensor's day folded from a whole batch at once (the upload's rules: sensors-write.repository.ts); the
 * source's own day extremes (sensors-imported-extremes.ts).
 */
import { sql } from 'kysely';
import type { Db, ExtraSensorImportedExtremesTable } from '../../db/database.ts';

/** Rows per insert statement (4 parameters each: well under SQLite's limit). */
const INSERT_CHUNK = 1_000;

/** A sensor's day as one batch folds it. */
export interface DayFold {
  key: string;
  day: string;
  min: number;
  minAt: number;
  max: number;
  maxAt: number;
  sum: number;
  count: number;
  last: number;
  lastAt: number;
}

const x = (column: string) => sql.ref(`excluded.${column}`);
const d = (column: string) => sql.ref(`extra_sensor_days.${column}`);

/** Adds each day's fold to the day kept (the upload's rules: sensors-write.repository.ts foldDays). */
export async function foldDayFolds(db: Db, stationId: number, folds: readonly DayFold[]) {
  const lower = sql`(${x('min')} < ${d('min')} or (${x('min')} = ${d('min')} and ${x('min_at')} < ${d('min_at')}))`;
  const higher = sql`(${x('max')} > ${d('max')} or (${x('max')} = ${d('max')} and ${x('max_at')} < ${d('max_at')}))`;
  const later = sql`${x('last_at')} >= ${d('last_at')}`;
  for (let i = 0; i < folds.length; i += INSERT_CHUNK / 4) {
    await db
      .insertInto('extra_sensor_days')
      .values(
        folds.slice(i, i + INSERT_CHUNK / 4).map((f) => ({
          weather_station_id: stationId,
          sensor_key: f.key,
          day: f.day,
          counter: 0,
          min: f.min,
          min_at: f.minAt,
          max: f.max,
          max_at: f.maxAt,
          sum: f.sum,
          count: f.count,
          last: f.last,
          last_at: f.lastAt,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['weather_station_id', 'sensor_key', 'day']).doUpdateSet({
          min: sql`case when ${lower} then ${x('min')} else ${d('min')} end`,
          min_at: sql`case when ${lower} then ${x('min_at')} else ${d('min_at')} end`,
          max: sql`case when ${higher} then ${x('max')} else ${d('max')} end`,
          max_at: sql`case when ${higher} then ${x('max_at')} else ${d('max_at')} end`,
          sum: sql`${d('sum')} + ${x('sum')}`,
          count: sql`${d('count')} + ${x('count')}`,
          last: sql`case when ${later} then ${x('last')} else ${d('last')} end`,
          last_at: sql`case when ${later} then ${x('last_at')} else ${d('last_at')} end`,
        }),
      )
      .execute();
  }
}

/** Inserts the values not stored yet; returns those it inserted. */
export async function insertNewValues<V extends { key: string; at: number; value: number }>(
  db: Db,
  stationId: number,
  values: readonly V[],
): Promise<V[]> {
  const inserted = new Set<string>();
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    const rows = await db
      .insertInto('extra_sensor_values')
      .values(
        values.slice(i, i + INSERT_CHUNK).map((v) => ({
          weather_station_id: stationId,
          sensor_key: v.key,
          received_at: v.at,
          value: v.value,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning(['sensor_key', 'received_at'])
      .execute();
    for (const row of rows) inserted.add(`${row.sensor_key} ${Number(row.received_at)}`);
  }
  return values.filter((v) => inserted.has(`${v.key} ${v.at}`));
}

/** Which of `rows`' sensor days (`key day`) hold values of the station. */
export async function heldSensorDays(
  db: Db,
  stationId: number,
  rows: readonly { sensor_key: string; day: string }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const held = await db
    .selectFrom('extra_sensor_days')
    .select(['sensor_key', 'day'])
    .where('weather_station_id', '=', stationId)
    .where('sensor_key', 'in', [...new Set(rows.map((r) => r.sensor_key))])
    .where('day', 'in', [...new Set(rows.map((r) => r.day))])
    .execute();
  return new Set(held.map((h) => `${h.sensor_key} ${h.day}`));
}

/** Stores (or replaces) imported sensor day extremes. */
export async function upsertImportedExtremes(
  db: Db,
  rows: readonly ExtraSensorImportedExtremesTable[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK / 8) {
    await db
      .insertInto('extra_sensor_imported_extremes')
      .values(rows.slice(i, i + INSERT_CHUNK / 8))
      .onConflict((oc) =>
        oc.columns(['weather_station_id', 'sensor_key', 'day']).doUpdateSet((eb) => ({
          source: eb.ref('excluded.source'),
          min: eb.ref('excluded.min'),
          min_at: eb.ref('excluded.min_at'),
          max: eb.ref('excluded.max'),
          max_at: eb.ref('excluded.max_at'),
        })),
      )
      .execute();
  }
}
