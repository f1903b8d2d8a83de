/**
 * The shape of a period's extremes, sums and counts, as the daily summaries and rollups give them (see
 * SummariesReadRepository.aggregate): every value in canonical units, every instant epoch ms. Folded
 * further by weather-data (summary-extremes.ts).
 */
import type { SummaryMeasure } from '../../../db/database.ts';

/** A measure over a period; min/max null when no day has a value. */
export interface MeasureExtremes {
  min: number | null;
  /** Earliest instant at which the minimum was read. */
  minAt: number | null;
  max: number | null;
  /** Earliest instant at which the maximum was read. */
  maxAt: number | null;
  /** Sum and count of every reading's value (for means). */
  sum: number;
  count: number;
}

export interface PeriodFold {
  measures: { [M in SummaryMeasure]: MeasureExtremes };
  /** Rain fallen in the period, mm; null when no day has a rain total. */
  rainTotal: number | null;
  /** Largest rain event (mm) and when it was first reached. */
  rainEventMax: number | null;
  rainEventMaxAt: number | null;
  /** Smallest rain event (mm) and when it was first reached. */
  rainEventMin: number | null;
  rainEventMinAt: number | null;
  /** Lightning strikes; null when no day counted any. */
  lightningCount: number | null;
  /** First and last local day with a summary ('YYYY-MM-DD'), null without any. */
  firstDay: string | null;
  lastDay: string | null;
}
