import type { ImportedExtremesRow, SummaryMeasure } from '../../../db/database.ts';
import type { SummaryValues } from './daily-summary.ts';

/** One measure's extremes of one day from a source's summaries (canonical units, epoch ms). */
export interface SourceExtreme {
  min: number | null;
  minAt: number | null;
  max: number | null;
  maxAt: number | null;
  /**
   * The min (max) is a record the source's owner kept (CumulusMX's alltime.ini and monthlyalltime.ini, which
   * its records editor lets the owner correct): the day's extreme whatever the readings and the source's
   * daily file say.
   */
  minAuthoritative?: boolean;
  maxAuthoritative?: boolean;
}

/** A day's extremes from a source's own daily summaries. */
export interface SourceDayExtremes {
  /** The station's local day, YYYY-MM-DD. */
  day: string;
  measures: Partial<Record<SummaryMeasure, SourceExtreme>>;
}

/** What the overlay needs of an imported row. */
export type ImportedExtreme = Pick<ImportedExtremesRow, 'measure' | 'min' | 'min_at' | 'max' | 'max_at'> &
  Partial<Pick<ImportedExtremesRow, 'min_authoritative' | 'max_authoritative'>>;

/**
 * `values` (a day's summary folded from its readings, [from, to) its instants) with the imported extremes
 * applied: the higher high and the lower low of an imported extreme and the readings' (the imported one on a
 * tie), but an authoritative one (an owner's record) replaces the readings' whichever is more extreme. Only
 * an extreme stamped inside the day, of a measure the day has readings of, applies. Returns `values` itself
 * when nothing applies.
 */
export function applyImportedExtremes(
  values: SummaryValues,
  span: { from: number; to: number },
  imported: readonly ImportedExtreme[],
): SummaryValues {
  if (imported.length === 0) return values;
  const out: Record<string, number | null> = { ...values };
  const inDay = (at: number | null): at is number => at !== null && at >= span.from && at < span.to;
  // Authoritative extremes last: they replace whatever the others left.
  const ordered = [...imported].sort(
    (a, b) =>
      Number(a.min_authoritative ?? 0) +
      Number(a.max_authoritative ?? 0) -
      Number(b.min_authoritative ?? 0) -
      Number(b.max_authoritative ?? 0),
  );
  for (const row of ordered) {
    const m = row.measure;
    if (Number(out[`${m}_count`] ?? 0) === 0) continue;
    const max = out[`${m}_max`];
    const maxWins = Number(row.max_authoritative ?? 0) === 1 || max === null || max === undefined;
    if (row.max !== null && inDay(row.max_at) && (maxWins || row.max >= max)) {
      out[`${m}_max`] = row.max;
      out[`${m}_max_at`] = row.max_at;
    }
    const min = out[`${m}_min`];
    const minWins = Number(row.min_authoritative ?? 0) === 1 || min === null || min === undefined;
    if (row.min !== null && inDay(row.min_at) && (minWins || row.min <= min)) {
      out[`${m}_min`] = row.min;
      out[`${m}_min_at`] = row.min_at;
    }
  }
  // Same keys as `values`, only extremes replaced by numbers.
  return out as unknown as SummaryValues;
}
