import type { ImportedExtremesRow, SummaryMeasure } from '../../db/database.ts';
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
