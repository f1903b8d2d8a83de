/**
 * Recomputes a station's daily summaries from its readings (the `rebuild-summaries` command): after a
 * manual fix in the readings table, a time-zone change of the station, or a change in how summaries are
 * computed. Same fold as ingestion, so an untouched station gets identical rows back.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/create-db.ts';
import type { Database } from '../../db/database.ts';
import { createDailySummaryRepository } from './daily-summary.repository.ts';
import { addToSummary, emptySummary, type SummaryValues } from './daily-summary.ts';
import { createReadingsRepository } from './readings.repository.ts';
import { createDayKeyer } from './summary-maintenance.ts';

const PAGE = 10_000;

/**
 * Deletes and rewrites every daily summary of the station in one transaction, reading its readings in
 * pages in time order; days are local days in `station.timezone`. Returns the number of days written.
 */
export async function rebuildStationSummaries(
  db: Kysely<Database>,
  dialect: DialectName,
  station: { id: number; timezone: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const readings = createReadingsRepository(trx, dialect);
    const summaries = createDailySummaryRepository(trx, dialect);
    await summaries.deleteAll(station.id);
    let days = 0;
    let day: string | undefined;
    let summary: SummaryValues = emptySummary();
    let after = Number.MIN_SAFE_INTEGER;
    const dayOf = createDayKeyer(station.timezone);
    for (;;) {
      const page = await readings.listAfter(station.id, after, PAGE);
      for (const row of page) {
        const rowDay = dayOf(row.received_at);
        if (rowDay !== day) {
          if (day !== undefined) {
            await summaries.upsert(station.id, day, summary);
            days += 1;
          }
          day = rowDay;
          summary = emptySummary();
        }
        addToSummary(summary, row);
      }
      const last = page.at(-1);
      if (last === undefined || page.length < PAGE) break;
      after = last.received_at;
    }
    if (day !== undefined) {
      await summaries.upsert(station.id, day, summary);
      days += 1;
    }
    return days;
  });
}
