/**
 * Folds daily summaries into the extremes, sums and counts of a whole period (week, month, year, record).
 * The daily rows already hold each day's min/max with their instants, so a period is a fold over at most one
 * row per day: no reading is read.
 */
import { type DailySummaryRow, SUMMARY_MEASURES, type SummaryMeasure } from '../../db/database.ts';

/** A measure over a period, canonical units; min/max null when no day has a value. */
export interface MeasureExtremes {
  min: number | null;
  minAt: number | null;
  max: number | null;
  maxAt: number | null;
  /** Sum and count of every reading's value (for means). */
  sum: number;
  count: number;
}

export interface PeriodFold {
  measures: { [M in SummaryMeasure]: MeasureExtremes };
  /** Rain fallen in the period, mm; null when no day has a rain total. */
  rainTotal: number | null;
  /** Largest rain event (mm) and when it was reached. */
  rainEventMax: number | null;
  rainEventMaxAt: number | null;
  /** Lightning strikes; null when no day counted any. */
  lightningCount: number | null;
  /** First and last local day folded ('YYYY-MM-DD'), undefined for no rows. */
  firstDay: string | undefined;
  lastDay: string | undefined;
}

const empty = (): MeasureExtremes => ({ min: null, minAt: null, max: null, maxAt: null, sum: 0, count: 0 });

/** True when (value, at) beats the current best, earlier instants winning ties. */
function beats(value: number, at: number | null, best: number | null, bestAt: number | null, lower: boolean) {
  if (best === null) return true;
  if (value !== best) return lower ? value < best : value > best;
  return at !== null && (bestAt === null || at < bestAt);
}

const addNullable = (total: number | null, value: number | null) =>
  value === null ? total : (total ?? 0) + value;

/** Folds `rows` (any order) into the period's extremes, sums and totals. */
export function foldSummaries(rows: readonly DailySummaryRow[]): PeriodFold {
  const measures = Object.fromEntries(SUMMARY_MEASURES.map((m) => [m, empty()])) as {
    [M in SummaryMeasure]: MeasureExtremes;
  };
  const fold: PeriodFold = {
    measures,
    rainTotal: null,
    rainEventMax: null,
    rainEventMaxAt: null,
    lightningCount: null,
    firstDay: undefined,
    lastDay: undefined,
  };
  for (const row of rows) {
    for (const m of SUMMARY_MEASURES) {
      const acc = measures[m];
      const min = row[`${m}_min` as const];
      const minAt = row[`${m}_min_at` as const];
      const max = row[`${m}_max` as const];
      const maxAt = row[`${m}_max_at` as const];
      if (min !== null && beats(min, minAt, acc.min, acc.minAt, true)) {
        acc.min = min;
        acc.minAt = minAt;
      }
      if (max !== null && beats(max, maxAt, acc.max, acc.maxAt, false)) {
        acc.max = max;
        acc.maxAt = maxAt;
      }
      acc.sum += row[`${m}_sum` as const] ?? 0;
      acc.count += Number(row[`${m}_count` as const]);
    }
    fold.rainTotal = addNullable(fold.rainTotal, row.rain_total_mm);
    fold.lightningCount = addNullable(fold.lightningCount, row.lightning_count);
    if (
      row.rain_event_max !== null &&
      beats(row.rain_event_max, row.rain_event_max_at, fold.rainEventMax, fold.rainEventMaxAt, false)
    ) {
      fold.rainEventMax = row.rain_event_max;
      fold.rainEventMaxAt = row.rain_event_max_at;
    }
    if (fold.firstDay === undefined || row.day < fold.firstDay) fold.firstDay = row.day;
    if (fold.lastDay === undefined || row.day > fold.lastDay) fold.lastDay = row.day;
  }
  return fold;
}

/** Mean of a folded measure, or null without values. */
export function meanOfFold(extremes: MeasureExtremes): number | null {
  return extremes.count === 0 ? null : extremes.sum / extremes.count;
}
