/**
 * A day's extremes as a history source's own daily summaries gave them (WeeWX takes each day's high and low
 * from its LOOP packets every 2–3 s; the archive rows imported as readings hold 5-minute means, so their
 * highs are lower and their lows higher). They live in `imported_extremes`, one row per station, local day
 * and summary measure, and every write of a daily summary from readings (ingestion, late readings, quality
 * corrections, rebuild-summaries) applies them with one rule:
 *
 *   the day's maximum is the larger of the imported maximum and the readings' maximum (the imported one on
 *   a tie, its time being the exact one), the minimum likewise the smaller;
 *
 * readings cannot exceed a true extreme, so a later reading beyond the imported one (a live upload into an
 * imported day) is a genuine new extreme and wins. An extreme applies to a day only when its instant lies
 * in that day (a station whose time zone changed keeps every imported extreme in the day it now falls in),
 * and only to a measure the day's readings have (a summary's count stays the readings'). Means, sums, rain
 * totals and rollups stay the readings'.
 */
import { addDays } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Database, ImportedExtremesRow, SummaryMeasure } from '../../db/database.ts';
import type { SummaryValues } from './daily-summary.ts';

/** One measure's extremes of one day from a source's summaries (canonical units, epoch ms). */
export interface SourceExtreme {
  min: number | null;
  minAt: number | null;
  max: number | null;
  maxAt: number | null;
}

/** A day's extremes from a source's own daily summaries. */
export interface SourceDayExtremes {
  /** The station's local day, YYYY-MM-DD. */
  day: string;
  measures: Partial<Record<SummaryMeasure, SourceExtreme>>;
}

/** What the overlay needs of an imported row. */
export type ImportedExtreme = Pick<ImportedExtremesRow, 'measure' | 'min' | 'min_at' | 'max' | 'max_at'>;

/**
 * `values` (a day's summary folded from its readings, [from, to) its instants) with the imported extremes
 * applied by the rule above. Returns `values` itself when nothing applies.
 */
export function applyImportedExtremes(
  values: SummaryValues,
  span: { from: number; to: number },
  imported: readonly ImportedExtreme[],
): SummaryValues {
  if (imported.length === 0) return values;
  const out: Record<string, number | null> = { ...values };
  const inDay = (at: number | null): at is number => at !== null && at >= span.from && at < span.to;
  for (const row of imported) {
    const m = row.measure;
    if (Number(out[`${m}_count`] ?? 0) === 0) continue;
    const max = out[`${m}_max`];
    if (row.max !== null && inDay(row.max_at) && (max === null || max === undefined || row.max >= max)) {
      out[`${m}_max`] = row.max;
      out[`${m}_max_at`] = row.max_at;
    }
    const min = out[`${m}_min`];
    if (row.min !== null && inDay(row.min_at) && (min === null || min === undefined || row.min <= min)) {
      out[`${m}_min`] = row.min;
      out[`${m}_min_at`] = row.min_at;
    }
  }
  // Same keys as `values`, only extremes replaced by numbers.
  return out as unknown as SummaryValues;
}

/** Queries of `imported_extremes`, on `db` (an instance or a transaction). */
export function createImportedExtremesRepository(db: Kysely<Database>) {
  return {
    /** The imported extremes that may fall in local day `day` (its neighbours too: see the module). */
    async near(stationId: number, day: string): Promise<ImportedExtreme[]> {
      return db
        .selectFrom('imported_extremes')
        .select(['measure', 'min', 'min_at', 'max', 'max_at'])
        .where('weather_station_id', '=', stationId)
        .where('day', '>=', addDays(day, -1))
        .where('day', '<=', addDays(day, 1))
        .execute();
    },

    /** Stores (or replaces) the extremes of `days` from `source`. */
    async upsert(stationId: number, source: string, days: readonly SourceDayExtremes[]): Promise<void> {
      const rows = days.flatMap(({ day, measures }) =>
        Object.entries(measures).map(([measure, e]) => ({
          weather_station_id: stationId,
          day,
          measure: measure as SummaryMeasure,
          source,
          min: e.min,
          min_at: e.minAt,
          max: e.max,
          max_at: e.maxAt,
        })),
      );
      for (let i = 0; i < rows.length; i += 100) {
        await db
          .insertInto('imported_extremes')
          .values(rows.slice(i, i + 100))
          .onConflict((oc) =>
            oc.columns(['weather_station_id', 'day', 'measure']).doUpdateSet((eb) => ({
              source: eb.ref('excluded.source'),
              min: eb.ref('excluded.min'),
              min_at: eb.ref('excluded.min_at'),
              max: eb.ref('excluded.max'),
              max_at: eb.ref('excluded.max_at'),
            })),
          )
          .execute();
      }
    },

    /** The imported extremes stamped at one of `instants` (to mark a record that is one). */
    async listAt(
      stationId: number,
      instants: readonly number[],
    ): Promise<Array<Pick<ImportedExtremesRow, 'measure' | 'source' | 'min_at' | 'max_at'>>> {
      if (instants.length === 0) return [];
      const wanted = [...new Set(instants)];
      return db
        .selectFrom('imported_extremes')
        .select(['measure', 'source', 'min_at', 'max_at'])
        .where('weather_station_id', '=', stationId)
        .where((eb) => eb.or([eb('min_at', 'in', wanted), eb('max_at', 'in', wanted)]))
        .execute();
    },

    /** How many of the station's days hold imported extremes, by source. */
    async countDays(stationId: number): Promise<Array<{ source: string; days: number }>> {
      const rows = await db
        .selectFrom('imported_extremes')
        .select(['source', (eb) => eb.fn.count<number>('day').distinct().as('days')])
        .where('weather_station_id', '=', stationId)
        .groupBy('source')
        .orderBy('source')
        .execute();
      return rows.map((r) => ({ source: r.source, days: Number(r.days) }));
    },
  };
}

export type ImportedExtremesRepository = ReturnType<typeof createImportedExtremesRepository>;
