/**
 * An extra sensor's day extremes as a history source's own daily summaries gave them (WeeWX's
 * archive_day_extraTemp1…, kept from its LOOP packets every few seconds, finer than the archive rows
 * imported as the sensor's values), kept in extra_sensor_imported_extremes and laid over the sensor's day
 * whenever it is read: the higher high and the lower low of the two, the source's on a tie (the main
 * measures' rule: readings/summaries/imported-extremes.ts). Read over the day rather than written into it,
 * no fold of a later value and no recomputation of the day from its values can lose them; a later value
 * beyond one wins, being a genuine new extreme.
 *
 * The source's days are its own: WeeWX's run from local midnight to midnight, and an extreme stamped
 * outside its midnight day is left out when stored. A station whose day starts at 07:00 or 09:00
 * (weather's station-day.ts) lays over its station day D only the sides of the source's day D stamped
 * inside [D hh:00, D+1 hh:00), as the main measures' imported extremes apply (readings'
 * summaries/imported-extremes.ts): the sides before hh:00 belong to the station day before, which the
 * source gives no extreme of, and are passed over. The rows stay stored, so a station back on the
 * midnight day lays them all over again.
 */

import type { StationDayRule } from '@meteodeck/weather';
import type { Db, ExtraSensorImportedExtremesTable } from '../../db/database.ts';
import { localDayRange, runIngestTransaction } from '../readings/index.ts';
import { isCounter, parseSensorKey } from './sensor-keys.ts';
import { heldSensorDays, upsertImportedExtremes } from './sensors-import.repository.ts';

/** One sensor's extremes of one of a source's days (canonical units, epoch ms). */
export interface ImportedSensorDayExtremes {
  key: string;
  /** The source's day, local midnight to midnight in the station's zone, YYYY-MM-DD. */
  day: string;
  min: number | null;
  minAt: number | null;
  max: number | null;
  maxAt: number | null;
}

/**
 * Stores a source's sensor day extremes for a station; returns how many sensor days took them. Only a day
 * the sensor has values of takes them (an import stores its values first); a key the catalogue does not
 * know, a counter, a side outside the kind's bounds or stamped outside its (midnight) day is left out.
 */
export type ImportedSensorExtremesStore = (
  station: { id: number; timezone: string },
  source: string,
  days: readonly ImportedSensorDayExtremes[],
) => Promise<number>;

/** Sensor days per transaction. */
const DAYS_PER_TRANSACTION = 200;

type Row = ExtraSensorImportedExtremesTable;

/** The sides of `e` its kind accepts, as a row of `source`; undefined when none is left. */
function checked(
  stationId: number,
  source: string,
  timeZone: string,
  e: ImportedSensorDayExtremes,
): Row | undefined {
  const descriptor = parseSensorKey(e.key)?.descriptor;
  if (descriptor === undefined || isCounter(descriptor)) return undefined;
  const { from, to } = localDayRange(e.day, timeZone);
  const fits = (value: number | null, at: number | null) =>
    value !== null &&
    at !== null &&
    Number.isFinite(value) &&
    value >= descriptor.bounds.min &&
    value <= descriptor.bounds.max &&
    at >= from &&
    at < to;
  const min = fits(e.min, e.minAt);
  const max = fits(e.max, e.maxAt);
  if (!min && !max) return undefined;
  return {
    weather_station_id: stationId,
    sensor_key: e.key,
    day: e.day,
    source,
    min: min ? e.min : null,
    min_at: min ? e.minAt : null,
    max: max ? e.max : null,
    max_at: max ? e.maxAt : null,
  };
}

/** The store of imported sensor day extremes, on `db` (`dialect` for the write lock). */
export function createImportedSensorExtremesStore(
  db: Db,
  dialect: 'sqlite' | 'postgres',
): ImportedSensorExtremesStore {
  return async (station, source, days) => {
    const rows = days.flatMap((e) => checked(station.id, source, station.timezone, e) ?? []);
    let kept = 0;
    for (let i = 0; i < rows.length; i += DAYS_PER_TRANSACTION) {
      const chunk = rows.slice(i, i + DAYS_PER_TRANSACTION);
      kept += await runIngestTransaction(db, dialect, station.id, async (trx) => {
        const withValues = await heldSensorDays(trx, station.id, chunk);
        const wanted = chunk.filter((r) => withValues.has(`${r.sensor_key} ${r.day}`));
        if (wanted.length === 0) return 0;
        await upsertImportedExtremes(trx, wanted);
        return wanted.length;
      });
    }
    return kept;
  };
}

/** What a day row needs for the overlay. */
interface DayExtremes {
  sensor_key: string;
  day: string;
  min: number;
  min_at: number;
  max: number;
  max_at: number;
}

/** A day with the imported extremes laid over it, and which of its extremes are the source's. */
export type WithImported<D> = D & { min_imported: boolean; max_imported: boolean };

/** The answer's marks of a day's (a period's) lowest and highest value when they were imported. */
export function importedMarksOf(min: { min_imported: boolean }, max: { max_imported: boolean }) {
  return {
    ...(min.min_imported ? { minImported: true as const } : {}),
    ...(max.max_imported ? { maxImported: true as const } : {}),
  };
}

/**
 * `days` with the imported extremes of the same sensor and day laid over them: the higher high and the lower
 * low, the imported one on a tie, marked as imported. Only a side stamped inside the station day (`rule`)
 * applies: all of them on a midnight day, those from the day's start hour on otherwise.
 */
export function withImportedExtremes<D extends DayExtremes>(
  days: readonly D[],
  imported: readonly Pick<Row, 'sensor_key' | 'day' | 'min' | 'min_at' | 'max' | 'max_at'>[],
  rule: StationDayRule,
): WithImported<D>[] {
  const byDay = new Map(imported.map((row) => [`${row.sensor_key} ${row.day}`, row]));
  return days.map((day) => {
    const out: WithImported<D> = { ...day, min_imported: false, max_imported: false };
    const row = byDay.get(`${day.sensor_key} ${day.day}`);
    if (row === undefined) return out;
    const { from, to } = localDayRange(day.day, rule);
    const inDay = (at: number | null): at is number => at !== null && Number(at) >= from && Number(at) < to;
    if (row.max !== null && inDay(row.max_at) && row.max >= day.max) {
      out.max = row.max;
      out.max_at = Number(row.max_at);
      out.max_imported = true;
    }
    if (row.min !== null && inDay(row.min_at) && row.min <= day.min) {
      out.min = row.min;
      out.min_at = Number(row.min_at);
      out.min_imported = true;
    }
    return out;
  });
}
