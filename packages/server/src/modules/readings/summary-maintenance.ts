/**
 * Keeping daily_summaries right inside the ingestion transaction: recompute whole local days from their
 * readings (late or rewritten readings), or fold the newest readings into the summaries they extend.
 */
import { addDays, localDate, startOfLocalDate } from '@meteodeck/weather';
import type { DailySummaryRepository } from './daily-summary.repository.ts';
import { addToSummary, emptySummary, type SummaryValues, summarize } from './daily-summary.ts';
import type { ReadingRowValues } from './reading-derivation.ts';
import type { ReadingsRepository } from './readings.repository.ts';

/** Instants [from, to) of local day `day` ('YYYY-MM-DD') in `timeZone` (23 or 25 h on DST change days). */
export function localDayRange(day: string, timeZone: string): { from: number; to: number } {
  return { from: startOfLocalDate(day, timeZone), to: startOfLocalDate(addDays(day, 1), timeZone) };
}

/**
 * A function giving the local day ('YYYY-MM-DD') of instants in `timeZone`, remembering the bounds of the
 * last day seen: readings come in time order, so most calls skip the Intl formatting.
 */
export function createDayKeyer(timeZone: string): (instantMs: number) => string {
  let current: { day: string; from: number; to: number } | undefined;
  return (instantMs) => {
    if (current !== undefined && instantMs >= current.from && instantMs < current.to) return current.day;
    const day = localDate(instantMs, timeZone);
    current = { day, ...localDayRange(day, timeZone) };
    return day;
  };
}

// One keyer per zone for the whole process: a console uploading every few seconds stays within the cached
// day, so its readings skip the time-zone arithmetic. Bounded by the number of zones in use.
const sharedKeyers = new Map<string, (instantMs: number) => string>();

/** The process-wide day keyer of `timeZone` (see {@link createDayKeyer}). */
export function dayKeyerOf(timeZone: string): (instantMs: number) => string {
  let keyer = sharedKeyers.get(timeZone);
  if (keyer === undefined) {
    keyer = createDayKeyer(timeZone);
    sharedKeyers.set(timeZone, keyer);
  }
  return keyer;
}

/** Recomputes the summary of each day from its readings; a day left without readings loses its row. */
export async function recomputeDays(
  deps: { readings: ReadingsRepository; summaries: DailySummaryRepository },
  stationId: number,
  timeZone: string,
  days: Iterable<string>,
): Promise<void> {
  for (const day of days) {
    const { from, to } = localDayRange(day, timeZone);
    const rows = await deps.readings.listBetween(stationId, from, to);
    if (rows.length === 0) await deps.summaries.delete(stationId, day);
    else await deps.summaries.upsert(stationId, day, summarize(rows));
  }
}

/**
 * Folds readings newer than every stored one (sorted by time) into their days' summaries. The day of the
 * newest stored reading (`latestStoredAt`) continues its stored summary; later days start empty. Because
 * the fold adds in time order, the result equals a full recomputation.
 */
export async function appendToSummaries(
  summaries: DailySummaryRepository,
  stationId: number,
  timeZone: string,
  latestStoredAt: number | undefined,
  rows: readonly ReadingRowValues[],
): Promise<void> {
  const dayOf = dayKeyerOf(timeZone);
  const latestDay = latestStoredAt === undefined ? undefined : dayOf(latestStoredAt);
  let day: string | undefined;
  let summary: SummaryValues | undefined;
  for (const row of rows) {
    const rowDay = dayOf(row.received_at);
    if (rowDay !== day) {
      if (day !== undefined && summary !== undefined) await summaries.upsert(stationId, day, summary);
      day = rowDay;
      // The stored row carries its key columns too; only the summary columns are read and written.
      const stored = rowDay === latestDay ? await summaries.find(stationId, rowDay) : undefined;
      summary = stored ?? emptySummary();
    }
    if (summary !== undefined) addToSummary(summary, row);
  }
  if (day !== undefined && summary !== undefined) await summaries.upsert(stationId, day, summary);
}
