/**
 * The extra sensors of a history import (a WeeWX archive's extra columns, a Cumulus MX extra log): a batch
 * of rows, each an instant and its sensors' values in canonical units, stored as the live uploads store
 * them. Values outside their kind's bounds and keys the catalogue does not know are dropped; a value already
 * stored (same station, sensor and instant: an import run again) is left as it is and not folded again; the
 * others are folded into their local days with the same rules as an upload's (earliest of equal extremes,
 * latest value), one statement per day and sensor for the whole batch. One transaction per batch, taken
 * after the readings' batch (imports/importer.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { daySpannerOf, runIngestTransaction } from '../readings/index.ts';
import { descriptorOf, isCounter, sensorKeyOf } from './sensor-keys.ts';
import { createSensorsWriteRepository, type SeenSensor } from './sensors-write.repository.ts';

/** One sensor's value at a row of an import, canonical unit; `key` as `extraTemperature:3`, `co2`. */
export interface ImportedSensorValue {
  key: string;
  value: number;
}

/** One row of an import: its instant (epoch ms) and its sensors' values. */
export interface ImportedSensorRow {
  at: number;
  values: readonly ImportedSensorValue[];
}

/** What a batch did: values stored, already there, dropped (unknown key, out of bounds, a counter). */
export interface ImportedSensorsResult {
  stored: number;
  skipped: number;
  dropped: number;
}

/** Stores a batch of imported sensor values of a station. */
export type ImportedSensorsStore = (
  station: { id: number; timezone: string },
  rows: readonly ImportedSensorRow[],
) => Promise<ImportedSensorsResult>;

/** Rows per insert statement (4 parameters each: well under SQLite's limit). */
const INSERT_CHUNK = 1_000;

interface Checked {
  key: string;
  kind: string;
  channel: number | null;
  value: number;
  at: number;
}

/** The kind and channel of a key (`extraTemperature:3`), undefined when the catalogue has no such sensor. */
function parseKey(key: string): { kind: string; channel: number | null; counter: boolean } | undefined {
  const [kind = '', channelText] = key.split(':');
  const descriptor = descriptorOf(kind);
  if (descriptor === undefined) return undefined;
  const channel = channelText === undefined ? null : Number(channelText);
  if (sensorKeyOf(kind, channel) !== key) return undefined;
  const fits =
    descriptor.channels === 0
      ? channel === null
      : channel !== null && Number.isInteger(channel) && channel >= 1 && channel <= descriptor.channels;
  return fits ? { kind, channel, counter: isCounter(descriptor) } : undefined;
}

/** The values of a batch the catalogue accepts (known key, within bounds, not a counter), and the others' count. */
function checkRows(rows: readonly ImportedSensorRow[]): { checked: Checked[]; dropped: number } {
  const checked: Checked[] = [];
  let dropped = 0;
  for (const row of rows) {
    for (const { key, value } of row.values) {
      const parsed = parseKey(key);
      const bounds = parsed === undefined ? undefined : descriptorOf(parsed.kind)?.bounds;
      // A counter's day sums its rises in upload order: imports carry none (the catalogue maps none).
      if (parsed === undefined || bounds === undefined || parsed.counter) dropped += 1;
      else if (!(Number.isFinite(value) && value >= bounds.min && value <= bounds.max)) dropped += 1;
      else checked.push({ key, kind: parsed.kind, channel: parsed.channel, value, at: row.at });
    }
  }
  return { checked, dropped };
}

interface DayFold {
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

/** Folds values into one row per sensor and local day (ties: the earliest instant). */
function foldBatch(values: readonly Checked[], dayOf: (at: number) => string): DayFold[] {
  const folds = new Map<string, DayFold>();
  for (const v of values) {
    const day = dayOf(v.at);
    const id = `${v.key} ${day}`;
    const f = folds.get(id);
    if (f === undefined) {
      folds.set(id, {
        key: v.key,
        day,
        min: v.value,
        minAt: v.at,
        max: v.value,
        maxAt: v.at,
        sum: v.value,
        count: 1,
        last: v.value,
        lastAt: v.at,
      });
      continue;
    }
    if (v.value < f.min || (v.value === f.min && v.at < f.minAt)) [f.min, f.minAt] = [v.value, v.at];
    if (v.value > f.max || (v.value === f.max && v.at < f.maxAt)) [f.max, f.maxAt] = [v.value, v.at];
    if (v.at >= f.lastAt) [f.last, f.lastAt] = [v.value, v.at];
    f.sum += v.value;
    f.count += 1;
  }
  return [...folds.values()];
}

const x = (column: string) => sql.ref(`excluded.${column}`);
const d = (column: string) => sql.ref(`extra_sensor_days.${column}`);

/** Adds each day's fold to the day kept (the upload's rules: sensors-write.repository.ts foldDays). */
async function foldDays(db: Db, stationId: number, folds: readonly DayFold[]) {
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
async function insertNew(db: Db, stationId: number, values: readonly Checked[]): Promise<Checked[]> {
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

/** Each sensor's newest value of the batch, grouped by its instant (upsertSensors takes one instant). */
function newestByInstant(values: readonly Checked[]): Map<number, SeenSensor[]> {
  const newest = new Map<string, Checked>();
  for (const v of values) {
    const kept = newest.get(v.key);
    if (kept === undefined || v.at >= kept.at) newest.set(v.key, v);
  }
  const byInstant = new Map<number, SeenSensor[]>();
  for (const v of newest.values()) {
    const group = byInstant.get(v.at) ?? [];
    group.push({ key: v.key, kind: v.kind, channel: v.channel, value: v.value, battery: null });
    byInstant.set(v.at, group);
  }
  return byInstant;
}

/** The batch store of imported sensor values, on `db` (`dialect` for the write lock). */
export function createImportedSensorsStore(db: Db, dialect: 'sqlite' | 'postgres'): ImportedSensorsStore {
  return async (station, rows) => {
    const { checked, dropped } = checkRows(rows);
    if (checked.length === 0) return { stored: 0, skipped: 0, dropped };
    const spanner = daySpannerOf(station.timezone);
    const stored = await runIngestTransaction(db, dialect, station.id, async (trx) => {
      const repo = createSensorsWriteRepository(trx);
      // A sensor first met in an import was last seen at its newest imported value, not now.
      for (const [at, sensors] of newestByInstant(checked))
        await repo.upsertSensors(station.id, sensors, at, at);
      const fresh = await insertNew(trx, station.id, checked);
      await foldDays(
        trx,
        station.id,
        foldBatch(fresh, (at) => spanner(at).day),
      );
      return fresh.length;
    });
    return { stored, skipped: checked.length - stored, dropped };
  };
}
