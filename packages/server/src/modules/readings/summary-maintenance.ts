/**
 * Keeping daily_summaries and reading_rollups right inside the ingestion transaction: recompute whole local
 * days from their readings (late or rewritten readings, rebuilds), or fold the newest readings into the
 * spans they extend. A span is a local day or a rollup bucket (10 min, 1 h) starting at the day's local
 * midnight plus whole widths; all fold with the same function (daily-summary.ts).
 */
import { addDays, localDate, startOfLocalDate } from '@meteodeck/weather';
import { ROLLUP_WIDTHS_MIN, type RollupWidthMin } from '../../db/database.ts';
import type { DailySummaryRepository } from './daily-summary.repository.ts';
import { addToSummary, emptySummary, type SummaryValues } from './daily-summary.ts';
import type { ReadingRowValues } from './reading-derivation.ts';
import type { ReadingsRepository } from './readings.repository.ts';
import type { RollupRepository } from './rollup.repository.ts';

const MINUTE_MS = 60_000;

/** A local day: its date ('YYYY-MM-DD') and instants [from, to) (23 or 25 h on DST change days). */
export interface DaySpan {
  day: string;
  from: number;
  to: number;
}

/** Instants [from, to) of local day `day` ('YYYY-MM-DD') in `timeZone`. */
export function localDayRange(day: string, timeZone: string): { from: number; to: number } {
  return { from: startOfLocalDate(day, timeZone), to: startOfLocalDate(addDays(day, 1), timeZone) };
}

/**
 * A function giving the local day of instants in `timeZone`, remembering the last day seen: readings come
 * in time order, so most calls skip the Intl formatting.
 */
export function createDaySpanner(timeZone: string): (instantMs: number) => DaySpan {
  let current: DaySpan | undefined;
  return (instantMs) => {
    if (current !== undefined && instantMs >= current.from && instantMs < current.to) return current;
    const day = localDate(instantMs, timeZone);
    current = { day, ...localDayRange(day, timeZone) };
    return current;
  };
}

// One spanner per zone for the whole process: a console uploading every few seconds stays within the cached
// day, so its readings skip the time-zone arithmetic. Bounded by the number of zones in use.
const sharedSpanners = new Map<string, (instantMs: number) => DaySpan>();

/** The process-wide day spanner of `timeZone` (see {@link createDaySpanner}). */
export function daySpannerOf(timeZone: string): (instantMs: number) => DaySpan {
  let spanner = sharedSpanners.get(timeZone);
  if (spanner === undefined) {
    spanner = createDaySpanner(timeZone);
    sharedSpanners.set(timeZone, spanner);
  }
  return spanner;
}

/** Start of the rollup bucket of `widthMin` holding `instantMs`, within its local day `span`. */
export function rollupStart(span: DaySpan, widthMin: RollupWidthMin, instantMs: number): number {
  const width = widthMin * MINUTE_MS;
  return span.from + Math.floor((instantMs - span.from) / width) * width;
}

/** The summary repositories a maintenance step writes. */
export interface SummaryStores {
  summaries: DailySummaryRepository;
  rollups: RollupRepository;
}

/** The daily summary and every rollup of one day's readings (sorted by time). */
export function foldDay(span: DaySpan, rows: readonly ReadingRowValues[]) {
  const day = emptySummary();
  const rollups = ROLLUP_WIDTHS_MIN.map((widthMin) => ({
    widthMin,
    buckets: new Map<number, SummaryValues>(),
  }));
  for (const row of rows) {
    addToSummary(day, row);
    for (const { widthMin, buckets } of rollups) {
      const start = rollupStart(span, widthMin, row.received_at);
      let bucket = buckets.get(start);
      if (bucket === undefined) {
        bucket = emptySummary();
        buckets.set(start, bucket);
      }
      addToSummary(bucket, row);
    }
  }
  return { day, rollups };
}

/**
 * Recomputes the summary and rollups of each day from its readings; a day left without readings loses its
 * rows. Returns the number of days written.
 */
export async function recomputeDays(
  deps: SummaryStores & { readings: ReadingsRepository },
  stationId: number,
  timeZone: string,
  days: Iterable<string>,
): Promise<number> {
  let written = 0;
  for (const day of days) {
    const span = { day, ...localDayRange(day, timeZone) };
    const rows = await deps.readings.listBetween(stationId, span.from, span.to);
    await deps.rollups.deleteRange(stationId, span.from, span.to);
    if (rows.length === 0) {
      await deps.summaries.delete(stationId, day);
      continue;
    }
    const folded = foldDay(span, rows);
    await deps.summaries.upsert(stationId, day, folded.day);
    for (const { widthMin, buckets } of folded.rollups) {
      for (const [start, values] of buckets) await deps.rollups.upsert(stationId, widthMin, start, values);
    }
    written += 1;
  }
  return written;
}

/**
 * Folds readings newer than every stored one (sorted by time) into their spans. The spans holding the
 * newest stored reading (`latestStoredAt`) continue their stored fold; later spans start empty. Because the
 * fold adds in time order, the result equals a full recomputation.
 */
export async function appendToSummaries(
  stores: SummaryStores,
  stationId: number,
  timeZone: string,
  latestStoredAt: number | undefined,
  rows: readonly ReadingRowValues[],
): Promise<void> {
  const spanOf = daySpannerOf(timeZone);
  const latestSpan = latestStoredAt === undefined ? undefined : spanOf(latestStoredAt);
  const spans = [
    {
      keyOf: (span: DaySpan) => span.day,
      find: (key: string) => stores.summaries.find(stationId, key),
      write: (key: string, values: SummaryValues) => stores.summaries.upsert(stationId, key, values),
    },
    ...ROLLUP_WIDTHS_MIN.map((widthMin) => ({
      keyOf: (span: DaySpan, at: number) => String(rollupStart(span, widthMin, at)),
      find: (key: string) => stores.rollups.find(stationId, widthMin, Number(key)),
      write: (key: string, values: SummaryValues) =>
        stores.rollups.upsert(stationId, widthMin, Number(key), values),
    })),
  ];
  for (const level of spans) {
    const latestKey =
      latestSpan === undefined || latestStoredAt === undefined
        ? undefined
        : level.keyOf(latestSpan, latestStoredAt);
    let key: string | undefined;
    let summary: SummaryValues | undefined;
    for (const row of rows) {
      const rowKey = level.keyOf(spanOf(row.received_at), row.received_at);
      if (rowKey !== key) {
        if (key !== undefined && summary !== undefined) await level.write(key, summary);
        key = rowKey;
        summary = (rowKey === latestKey ? await level.find(rowKey) : undefined) ?? emptySummary();
      }
      if (summary !== undefined) addToSummary(summary, row);
    }
    if (key !== undefined && summary !== undefined) await level.write(key, summary);
  }
}
