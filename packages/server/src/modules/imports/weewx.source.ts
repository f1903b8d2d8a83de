/**
 * A WeeWX archive as an import source: the `archive` table of a WeeWX SQLite database (the `wview` schema
 * of WeeWX 3 and 4, `wview_extended` of WeeWX 5), one row per archive interval.
 *
 * - `dateTime` is the END of the interval, epoch seconds (interval-records.ts: a row at local midnight
 *   closes the day before).
 * - `usUnits` says, row by row, the units of every value: 1 US (°F, inHg, mph, in, in/h, miles),
 *   16 METRIC (°C, mbar, km/h, cm, cm/h, km), 17 METRICWX (°C, mbar, m/s, mm, mm/h, km).
 * - `rain` is the rain of the interval, `lightning_strike_count` the strikes of the interval.
 * - `leafWet1` is WeeWX's leaf wetness count: the Davis index 0–15 (0 dry, 15 saturated), stored as a
 *   percentage of 15; an archive whose values exceed 15 was filled in percent by its driver (Ecowitt) and is
 *   taken as it is. The daily summary table `archive_day_leafWet1` tells which, before the first row.
 *
 * Read in pages by `dateTime` (a few milliseconds each), so a server importing an archive is never held.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { ReadingMeasure } from '@meteodeck/contract';
import { fahrenheitToCelsius, inchesToMm, inhgToHpa, kmhToMs, milesToKm, mphToMs } from '@meteodeck/weather';
import SqliteDatabase from 'better-sqlite3';
import { emptyReading } from '../readings/canonical-reading.ts';
import { ImportFileError, type ImportSource, type SourceRow } from './import-source.ts';
import { createDayCloser } from './interval-records.ts';

/** WeeWX's unit systems (weewx/__init__.py). */
const US = 1;
const METRIC = 16;
const METRICWX = 17;

type Quantity = 'temperature' | 'pressure' | 'speed' | 'rain' | 'distance' | 'same' | 'leafWetness';

/** The archive columns meteodeck stores: each one's measure and what it measures. */
export const WEEWX_COLUMNS: ReadonlyArray<{ column: string; measure: ReadingMeasure; quantity: Quantity }> = [
  { column: 'outTemp', measure: 'temperature', quantity: 'temperature' },
  { column: 'outHumidity', measure: 'humidity', quantity: 'same' },
  { column: 'dewpoint', measure: 'dewPoint', quantity: 'temperature' },
  { column: 'barometer', measure: 'relativePressure', quantity: 'pressure' },
  { column: 'pressure', measure: 'absolutePressure', quantity: 'pressure' },
  { column: 'windSpeed', measure: 'windSpeed', quantity: 'speed' },
  { column: 'windGust', measure: 'windGust', quantity: 'speed' },
  { column: 'windDir', measure: 'windDirection', quantity: 'same' },
  { column: 'rain', measure: 'rain', quantity: 'rain' },
  { column: 'rainRate', measure: 'rainRate', quantity: 'rain' },
  { column: 'radiation', measure: 'solarRadiation', quantity: 'same' },
  { column: 'UV', measure: 'uv', quantity: 'same' },
  { column: 'soilTemp1', measure: 'soilTemperature', quantity: 'temperature' },
  { column: 'leafWet1', measure: 'leafWetness', quantity: 'leafWetness' },
  { column: 'pm2_5', measure: 'pm25', quantity: 'same' },
  { column: 'lightning_strike_count', measure: 'lightningCount', quantity: 'same' },
  { column: 'lightning_distance', measure: 'lightningDistance', quantity: 'distance' },
  { column: 'inTemp', measure: 'indoorTemperature', quantity: 'temperature' },
  { column: 'inHumidity', measure: 'indoorHumidity', quantity: 'same' },
];

/** Columns of every archive that are bookkeeping, not observations. */
const BOOKKEEPING = new Set(['dateTime', 'usUnits', 'interval']);

/** How leafWet1 is read: the Davis index 0–15, a percentage, or decided from the archive's maximum. */
export type LeafWetnessScale = 'auto' | 'index' | 'percent';

/** Highest value of the Davis leaf wetness index. */
const LEAF_WETNESS_INDEX_MAX = 15;

const identity = (value: number) => value;
const CONVERSIONS: Readonly<Record<number, Readonly<Record<Quantity, (value: number) => number>>>> = {
  [US]: {
    temperature: fahrenheitToCelsius,
    pressure: inhgToHpa,
    speed: mphToMs,
    rain: inchesToMm,
    distance: milesToKm,
    same: identity,
    leafWetness: identity,
  },
  [METRIC]: {
    temperature: identity,
    pressure: identity,
    speed: kmhToMs,
    rain: (cm) => cm * 10,
    distance: identity,
    same: identity,
    leafWetness: identity,
  },
  [METRICWX]: {
    temperature: identity,
    pressure: identity,
    speed: identity,
    rain: identity,
    distance: identity,
    same: identity,
    leafWetness: identity,
  },
};

/** Rows read per query. */
const PAGE_ROWS = 5_000;

/** True when the file starts with SQLite's header ("SQLite format 3\0"). */
function isSqliteFile(path: string): boolean {
  const header = Buffer.alloc(16);
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    return readSync(fd, header, 0, 16, 0) === 16 && header.toString('latin1') === 'SQLite format 3\u0000';
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Opens the WeeWX archive at `path` for a station in `timeZone` (read only). Throws ImportFileError when the
 * file is not a SQLite database or has no `archive` table with `dateTime` and `usUnits`.
 */
export function openWeewxArchive(
  path: string,
  timeZone: string,
  options: { leafWetness?: LeafWetnessScale } = {},
): ImportSource {
  if (!isSqliteFile(path)) {
    throw new ImportFileError("Ce fichier n'est pas une base SQLite : une archive WeeWX (.sdb) est attendue");
  }
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
    db.pragma('query_only = ON');
  } catch {
    throw new ImportFileError(
      "Ce fichier n'est pas une base SQLite lisible : une archive WeeWX est attendue",
    );
  }
  try {
    const columns = (db.prepare('PRAGMA table_info(archive)').all() as Array<{ name: string }>).map(
      (c) => c.name,
    );
    if (!columns.includes('dateTime') || !columns.includes('usUnits')) {
      throw new ImportFileError(
        "Aucune table « archive » avec dateTime et usUnits : ce fichier n'est pas une archive WeeWX",
      );
    }
    return createSource(db, columns, timeZone, options.leafWetness ?? 'auto');
  } catch (error) {
    db.close();
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError("Ce fichier n'est pas une archive WeeWX lisible");
  }
}

/** Whether leafWet1 holds the Davis index: `auto` asks the daily summary (absent: WeeWX's own unit, the index). */
function leafWetnessIsIndex(db: SqliteDatabase.Database, scale: LeafWetnessScale): boolean {
  if (scale !== 'auto') return scale === 'index';
  const summary = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'archive_day_leafWet1'")
    .get();
  if (summary === undefined) return true;
  const row = db.prepare('SELECT max(max) AS m FROM archive_day_leafWet1').get() as { m: number | null };
  return row.m === null || row.m <= LEAF_WETNESS_INDEX_MAX;
}

function createSource(
  db: SqliteDatabase.Database,
  columns: readonly string[],
  timeZone: string,
  leafScale: LeafWetnessScale,
): ImportSource {
  const mapped = WEEWX_COLUMNS.filter((c) => columns.includes(c.column));
  const unseen = new Set(
    columns.filter((c) => !BOOKKEEPING.has(c) && !WEEWX_COLUMNS.some((m) => m.column === c)),
  );
  const withData: string[] = [];
  const leafToPercent = leafWetnessIsIndex(db, leafScale)
    ? (value: number) => (value / LEAF_WETNESS_INDEX_MAX) * 100
    : identity;
  const bounds = db.prepare('SELECT min(dateTime) AS first, max(dateTime) AS last FROM archive').get() as {
    first: number | null;
    last: number | null;
  };
  const page = db
    .prepare(
      `SELECT dateTime, usUnits${mapped.map((c) => `, ${quote(c.column)}`).join('')} FROM archive ` +
        'WHERE dateTime > ? ORDER BY dateTime LIMIT ?',
    )
    .raw(true);
  const closeDay = createDayCloser(timeZone);
  let position = bounds.first === null ? 0 : bounds.first - 1;

  /** Moves the unmapped columns that hold a value between `from` (excluded) and `to` into `withData`. */
  const noteUnmapped = (from: number, to: number) => {
    if (unseen.size === 0) return;
    const names = [...unseen];
    const counts = db
      .prepare(
        `SELECT ${names.map((n) => `count(${quote(n)})`).join(', ')} FROM archive WHERE dateTime > ? AND dateTime <= ?`,
      )
      .raw(true)
      .get(from, to) as number[];
    names.forEach((name, i) => {
      if ((counts[i] ?? 0) > 0) {
        unseen.delete(name);
        withData.push(name);
      }
    });
  };

  const toRow = (values: unknown[]): SourceRow => {
    const [dateTime, usUnits] = values;
    const at = typeof dateTime === 'number' ? new Date(dateTime * 1000).toISOString() : String(dateTime);
    if (typeof dateTime !== 'number' || !Number.isInteger(dateTime)) {
      return { at, item: { reason: `dateTime invalide (${String(dateTime)})` } };
    }
    const convert = typeof usUnits === 'number' ? CONVERSIONS[usUnits] : undefined;
    if (convert === undefined) return { at, item: { reason: `usUnits inconnu (${String(usUnits)})` } };
    const reading = emptyReading(closeDay(dateTime * 1000));
    for (let i = 0; i < mapped.length; i += 1) {
      const value = values[i + 2];
      const column = mapped[i];
      if (value === null || value === undefined || column === undefined) continue;
      if (typeof value !== 'number') {
        return { at, item: { reason: `${column.column} : valeur numérique attendue (${String(value)})` } };
      }
      const converted = convert[column.quantity](value);
      reading[column.measure] = column.quantity === 'leafWetness' ? leafToPercent(converted) : converted;
    }
    return { at, item: { reading } };
  };

  return {
    kind: 'weewx',
    async *rows() {
      for (;;) {
        const rows = page.all(position, PAGE_ROWS) as unknown[][];
        if (rows.length === 0) return;
        const last = rows.at(-1)?.[0];
        noteUnmapped(position, typeof last === 'number' ? last : position);
        if (typeof last === 'number') position = last;
        for (const values of rows) yield toRow(values);
        // A dateTime that is no number (a damaged row) sorts after every number: nothing follows it.
        if (rows.length < PAGE_ROWS || typeof last !== 'number') return;
      }
    },
    progress() {
      if (bounds.first === null || bounds.last === null || bounds.last === bounds.first) return 1;
      return Math.min(1, Math.max(0, (position - bounds.first) / (bounds.last - bounds.first)));
    },
    unmappedColumns: () => [...withData],
    async close() {
      db.close();
    },
  };
}
