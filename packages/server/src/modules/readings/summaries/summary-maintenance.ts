/**
 * Keeping daily_summaries and reading_rollups right inside the ingestion transaction: recompute whole
 * station days from their readings (late or rewritten readings, rebuilds), or fold the newest readings into
 * the spans they extend. A span is a station day (local midnight to midnight, or from the station's day
 * start hour, weather's station-day.ts) or a rollup bucket (10 min, 1 h) starting at the day's start plus
 * whole widths, so on local whole hours either way; all fold with the same function (daily-summary.ts).
 */
import { MINUTE_MS, type StationDayRule, stationDate, stationDayRange } from '@meteodeck/weather';
import { ROLLUP_WIDTHS_MIN, type RollupWidthMin } from '../../../db/database.ts';
import type { ReadingRowValues } from '../ingest/reading-derivation.ts';
import type { ReadingsWriteRepository } from '../store/readings-write.repository.ts';
import { SummaryFold, type SummaryValues, summaryInputs } from './daily-summary.ts';
import type { RollupsWriteRepository } from './rollups-write.repository.ts';
import type { SummariesWriteRepository } from './summaries-write.repository.ts';

const HOUR_MIN = 60;

/** A station day: its date ('YYYY-MM-DD') and instants [from, to) (23 or 25 h on DST change days). */
export interface DaySpan {
  day: string;
  from: number;
  to: number;
}

/** A station's day rule; a bare zone name is its civil day (midnight to midnight). */
export type DayRule = string | StationDayRule;

const ruleOf = (rule: DayRule): StationDayRule => (typeof rule === 'string' ? { timezone: rule } : rule);

/** Instants [from, to) of station day `day` ('YYYY-MM-DD') under `rule`. */
export function localDayRange(day: string, rule: DayRule): { from: number; to: number } {
  return stationDayRange(day, ruleOf(rule));
}

/** The station day ('YYYY-MM-DD') holding `instantMs` under `rule`. */
export function stationDayOf(instantMs: number, rule: DayRule): string {
  return stationDate(instantMs, ruleOf(rule));
}

/**
 * A function giving the station day of instants under `rule`, remembering the last day seen: readings come
 * in time order, so most calls skip the Intl formatting.
 */
export function createDaySpanner(rule: DayRule): (instantMs: number) => DaySpan {
  const dayRule = ruleOf(rule);
  let current: DaySpan | undefined;
  return (instantMs) => {
    if (current !== undefined && instantMs >= current.from && instantMs < current.to) return current;
    const day = stationDate(instantMs, dayRule);
    current = { day, ...stationDayRange(day, dayRule) };
    return current;
  };
}

// One spanner per zone and day start for the whole process: a console uploading every few seconds stays
// within the cached day, so its readings skip the time-zone arithmetic. Bounded by the zones in use.
const sharedSpanners = new Map<string, (instantMs: number) => DaySpan>();

/** The process-wide day spanner of `rule` (see {@link createDaySpanner}). */
export function daySpannerOf(rule: DayRule): (instantMs: number) => DaySpan {
  const dayRule = ruleOf(rule);
  const key = `${dayRule.timezone} ${dayRule.dayStartHour ?? 0}`;
  let spanner = sharedSpanners.get(key);
  if (spanner === undefined) {
    spanner = createDaySpanner(dayRule);
    sharedSpanners.set(key, spanner);
  }
  return spanner;
}

/** Start of the rollup bucket of `widthMin` holding `instantMs`, within its station day `span`. */
export function rollupStart(span: DaySpan, widthMin: RollupWidthMin, instantMs: number): number {
  const width = widthMin * MINUTE_MS;
  return span.from + Math.floor((instantMs - span.from) / width) * width;
}

/** The summary repositories a maintenance step writes. */
export interface SummaryStores {
  summaries: SummariesWriteRepository;
  rollups: RollupsWriteRepository;
}

/** A rollup bucket ready to be written. */
interface RollupBucket {
  widthMin: RollupWidthMin;
  startAt: number;
  values: SummaryValues;
}

/**
 * The daily summary (when `withDay`) and every rollup bucket of readings of one local day (sorted by
 * time). Each reading's inputs are computed once for all its spans.
 */
export function foldDay(span: DaySpan, rows: readonly ReadingRowValues[], withDay = true) {
  const day = new SummaryFold();
  const levels = ROLLUP_WIDTHS_MIN.map((widthMin) => ({ widthMin, buckets: new Map<number, SummaryFold>() }));
  for (const row of rows) {
    const inputs = summaryInputs(row);
    if (withDay) day.add(inputs);
    for (const { widthMin, buckets } of levels) {
      const start = rollupStart(span, widthMin, row.received_at);
      let bucket = buckets.get(start);
      if (bucket === undefined) {
        bucket = new SummaryFold();
        buckets.set(start, bucket);
      }
      bucket.add(inputs);
    }
  }
  const rollups: RollupBucket[] = levels.flatMap(({ widthMin, buckets }) =>
    [...buckets].map(([startAt, fold]) => ({ widthMin, startAt, values: fold.values() })),
  );
  return { day: day.values(), rollups };
}

/**
 * Recomputes the summary and rollups of each day from its readings; a day left without readings loses its
 * rows. Returns the number of days written.
 */
export async function recomputeDays(
  deps: SummaryStores & { readings: ReadingsWriteRepository },
  stationId: number,
  rule: DayRule,
  days: Iterable<string>,
): Promise<number> {
  let written = 0;
  for (const day of days) {
    const span = { day, ...localDayRange(day, rule) };
    const rows = await deps.readings.listBetween(stationId, span.from, span.to);
    await deps.rollups.deleteRange(stationId, span.from, span.to);
    if (rows.length === 0) {
      await deps.summaries.delete(stationId, day);
      continue;
    }
    const folded = foldDay(span, rows);
    await deps.summaries.upsert(
      stationId,
      day,
      await deps.summaries.withImportedExtremes(stationId, span, folded.day),
    );
    await deps.rollups.upsertMany(stationId, folded.rollups);
    written += 1;
  }
  return written;
}

/** What a chunk among stored readings wrote, for {@link recomputeAround}. */
export interface WrittenAround {
  /** The rows inserted, in time order. */
  inserts: readonly ReadingRowValues[];
  /** Instants of the stored readings rewritten. */
  updatedAt: readonly number[];
  /**
   * The chunk's span [from, to] (inclusive) and the instants of every stored reading within it: an hour
   * inside the span without any of them holds only inserted rows, which fold without reading them back.
   */
  span: { from: number; to: number; storedAt: readonly number[] };
}

/**
 * Brings the spans around readings written among stored ones up to date, at a cost that follows the number
 * of readings rather than the length of their days: each hour holding a row inserted or rewritten is
 * refolded with its 10-minute buckets (from the inserted rows when the hour holds nothing else, from its
 * stored readings otherwise), then each day holding one is merged from its hours.
 */
export async function recomputeAround(
  deps: SummaryStores & { readings: ReadingsWriteRepository },
  stationId: number,
  rule: DayRule,
  written: WrittenAround,
): Promise<void> {
  const spanOf = daySpannerOf(rule);
  const hourOf = (at: number) => {
    const span = spanOf(at);
    return { span, start: rollupStart(span, HOUR_MIN, at) };
  };
  const hours = new Map<number, { span: DaySpan; rows: ReadingRowValues[]; readBack: boolean }>();
  const touch = (at: number, row?: ReadingRowValues) => {
    const { span, start } = hourOf(at);
    let hour = hours.get(start);
    if (hour === undefined) {
      const end = Math.min(start + HOUR_MIN * MINUTE_MS, span.to);
      const inside = start >= written.span.from && end - 1 <= written.span.to;
      hour = { span, rows: [], readBack: !inside };
      hours.set(start, hour);
    }
    if (row === undefined) hour.readBack = true;
    else hour.rows.push(row);
  };
  for (const row of written.inserts) touch(row.received_at, row);
  for (const at of written.updatedAt) touch(at);
  for (const at of written.span.storedAt) if (hours.has(hourOf(at).start)) touch(at);
  const days = new Map<string, DaySpan>();
  const buckets: RollupBucket[] = [];
  for (const [start, hour] of [...hours].sort((a, b) => a[0] - b[0])) {
    days.set(hour.span.day, hour.span);
    const end = Math.min(start + HOUR_MIN * MINUTE_MS, hour.span.to);
    let rows = hour.rows;
    if (hour.readBack) {
      rows = await deps.readings.listBetween(stationId, start, end);
      await deps.rollups.deleteRange(stationId, start, end);
    }
    buckets.push(...foldDay(hour.span, rows, false).rollups);
  }
  await deps.rollups.upsertMany(stationId, buckets);
  for (const span of days.values()) {
    const hourly = await deps.rollups.listRange(stationId, HOUR_MIN, span.from, span.to);
    if (hourly.length === 0) {
      await deps.summaries.delete(stationId, span.day);
      continue;
    }
    const day = new SummaryFold();
    for (const hour of hourly) day.merge(SummaryFold.of(hour));
    await deps.summaries.upsert(
      stationId,
      span.day,
      await deps.summaries.withImportedExtremes(stationId, span, day.values()),
    );
  }
}

/**
 * Folds readings newer than every stored one (sorted by time) into their spans. The spans holding the
 * newest stored reading (`latestStoredAt`) continue their stored fold; later spans start empty. Because the
 * fold adds in time order, the result equals a full recomputation.
 */
export async function appendToSummaries(
  stores: SummaryStores,
  stationId: number,
  rule: DayRule,
  latestStoredAt: number | undefined,
  rows: readonly ReadingRowValues[],
): Promise<void> {
  const spanOf = daySpannerOf(rule);
  const latestSpan = latestStoredAt === undefined ? undefined : spanOf(latestStoredAt);
  // Days the rows open (not continuing a stored summary, which holds its imported extremes already).
  const openedDays = new Map<string, DaySpan>();
  // One pass over the rows for all levels: each row's inputs are computed once.
  const levels: AppendLevel[] = [
    {
      keyOf: (span) => {
        if (span.day !== latestSpan?.day) openedDays.set(span.day, span);
        return span.day;
      },
      find: (key) => stores.summaries.find(stationId, key),
      write: async (folded) => {
        for (const [key, fold] of folded) {
          const opened = openedDays.get(key);
          const values =
            opened === undefined
              ? fold.values()
              : await stores.summaries.withImportedExtremes(stationId, opened, fold.values());
          await stores.summaries.upsert(stationId, key, values);
        }
      },
    },
    ...ROLLUP_WIDTHS_MIN.map(
      (widthMin): AppendLevel => ({
        keyOf: (span, at) => String(rollupStart(span, widthMin, at)),
        find: (key) => stores.rollups.find(stationId, widthMin, Number(key)),
        write: (folded) =>
          stores.rollups.upsertMany(
            stationId,
            [...folded].map(([key, fold]) => ({ widthMin, startAt: Number(key), values: fold.values() })),
          ),
      }),
    ),
  ];
  const open = levels.map(
    (level): OpenLevel => ({
      level,
      latestKey:
        latestSpan === undefined || latestStoredAt === undefined
          ? undefined
          : level.keyOf(latestSpan, latestStoredAt),
      folded: new Map<string, SummaryFold>(),
      current: undefined,
    }),
  );
  for (const row of rows) {
    const span = spanOf(row.received_at);
    const inputs = summaryInputs(row);
    for (const state of open) {
      const key = state.level.keyOf(span, row.received_at);
      let current = state.current;
      if (current?.key !== key) {
        const stored = key === state.latestKey ? await state.level.find(key) : undefined;
        current = { key, fold: stored === undefined ? new SummaryFold() : SummaryFold.of(stored) };
        state.current = current;
        state.folded.set(key, current.fold);
      }
      current.fold.add(inputs);
    }
  }
  for (const state of open) await state.level.write(state.folded);
}

/** A level while the newest readings fold: its spans so far and the one being filled. */
interface OpenLevel {
  level: AppendLevel;
  latestKey: string | undefined;
  folded: Map<string, SummaryFold>;
  current: { key: string; fold: SummaryFold } | undefined;
}

/** One kind of span the newest readings fold into: how it is keyed, read and written. */
interface AppendLevel {
  keyOf(span: DaySpan, atMs: number): string;
  find(key: string): Promise<SummaryValues | undefined>;
  write(folded: Map<string, SummaryFold>): Promise<void>;
}
