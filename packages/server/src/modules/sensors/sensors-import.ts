/**
 * The extra sensors of a history import (a WeeWX archive's extra columns, a Cumulus MX extra log): a batch
 * of rows, each an instant and its sensors' values in canonical units, stored as the live uploads store
 * them. Values outside their kind's bounds and keys the catalogue does not know are dropped; a value already
 * stored (same station, sensor and instant: an import run again) is left as it is and not folded again; the
 * others are folded into their station days (time zone and day start hour) with the same rules as an
 * upload's (earliest of equal extremes, latest value), one statement per day and sensor for the whole
 * batch. One transaction per batch, taken after the readings' batch (imports/importer.ts).
 */
import type { Db } from '../../db/database.ts';
import { daySpannerOf, runIngestTransaction } from '../readings/index.ts';
import { descriptorOf, isCounter, sensorKeyOf } from './sensor-keys.ts';
import { type DayFold, foldDayFolds, insertNewValues } from './sensors-import.repository.ts';
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
  station: { id: number; timezone: string; dayStartHour?: number },
  rows: readonly ImportedSensorRow[],
) => Promise<ImportedSensorsResult>;

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

/** Folds values into one row per sensor and station day (ties: the earliest instant). */
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
    const spanner = daySpannerOf({ timezone: station.timezone, dayStartHour: station.dayStartHour ?? 0 });
    const stored = await runIngestTransaction(db, dialect, station.id, async (trx) => {
      const repo = createSensorsWriteRepository(trx);
      // A sensor first met in an import was last seen at its newest imported value, not now.
      for (const [at, sensors] of newestByInstant(checked))
        await repo.upsertSensors(station.id, sensors, at, at);
      const fresh = await insertNewValues(trx, station.id, checked);
      await foldDayFolds(
        trx,
        station.id,
        foldBatch(fresh, (at) => spanner(at).day),
      );
      return fresh.length;
    });
    return { stored, skipped: checked.length - stored, dropped };
  };
}
