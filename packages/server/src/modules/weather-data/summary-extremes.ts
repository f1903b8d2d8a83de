/**
 * Folds of a period's extremes, sums and counts (readings' PeriodFold, as the daily summaries give them):
 * a measure's mean, and the fold of two disjoint sets of days.
 */
import { SUMMARY_MEASURES } from '../../db/database.ts';
import type { MeasureExtremes, PeriodFold } from '../readings/index.ts';

/** Mean of a measure over the period, or null without values. */
export function meanOfFold(extremes: MeasureExtremes): number | null {
  return extremes.count === 0 ? null : extremes.sum / extremes.count;
}

/** The extreme of two candidates (`better` says whether a beats b); ties keep the earliest instant. */
function pick(
  a: number | null,
  aAt: number | null,
  b: number | null,
  bAt: number | null,
  better: (x: number, y: number) => boolean,
): [number | null, number | null] {
  if (a === null) return [b, bAt];
  if (b === null) return [a, aAt];
  if (better(a, b)) return [a, aAt];
  if (better(b, a)) return [b, bAt];
  if (aAt === null) return [a, bAt];
  return [a, bAt === null ? aAt : Math.min(aAt, bAt)];
}

const sumOrNull = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

const combineMeasure = (a: MeasureExtremes, b: MeasureExtremes): MeasureExtremes => {
  const [min, minAt] = pick(a.min, a.minAt, b.min, b.minAt, (x, y) => x < y);
  const [max, maxAt] = pick(a.max, a.maxAt, b.max, b.maxAt, (x, y) => x > y);
  return { min, minAt, max, maxAt, sum: a.sum + b.sum, count: a.count + b.count };
};

/**
 * The fold of two disjoint sets of days (e.g. every day before today and today): the same answer as one
 * aggregate over their union. Extremes keep the earliest instant on ties, sums and counts add up, totals
 * stay null only when both sides are null, the first/last day span both.
 */
export function combineFolds(a: PeriodFold, b: PeriodFold): PeriodFold {
  const measures = { ...a.measures };
  for (const key of SUMMARY_MEASURES) {
    measures[key] = combineMeasure(a.measures[key], b.measures[key]);
  }
  const [rainEventMax, rainEventMaxAt] = pick(
    a.rainEventMax,
    a.rainEventMaxAt,
    b.rainEventMax,
    b.rainEventMaxAt,
    (x, y) => x > y,
  );
  const [rainEventMin, rainEventMinAt] = pick(
    a.rainEventMin,
    a.rainEventMinAt,
    b.rainEventMin,
    b.rainEventMinAt,
    (x, y) => x < y,
  );
  const earlier = (x: string | null, y: string | null) => (x === null ? y : y === null || x <= y ? x : y);
  const later = (x: string | null, y: string | null) => (x === null ? y : y === null || x >= y ? x : y);
  return {
    measures,
    rainTotal: sumOrNull(a.rainTotal, b.rainTotal),
    rainEventMax,
    rainEventMaxAt,
    rainEventMin,
    rainEventMinAt,
    lightningCount: sumOrNull(a.lightningCount, b.lightningCount),
    firstDay: earlier(a.firstDay, b.firstDay),
    lastDay: later(a.lastDay, b.lastDay),
  };
}
