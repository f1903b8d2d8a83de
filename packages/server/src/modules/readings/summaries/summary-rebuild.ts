/**
 * Recomputes a station's daily summaries and rollups from its readings (the `rebuild-summaries` command, a
 * time-zone or day-start change of the station, an upgrade that changes what summaries hold). Same fold as ingestion,
 * so an untouched station gets identical rows back. Day by day, in short transactions like ingestion's, so
 * uploads and visitors go on meanwhile: each day is replaced whole, never left half written.
 */
import { addDays } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/create-db.ts';
import type { Database } from '../../../db/database.ts';
import { runIngestTransaction } from '../ingest/ingest-transaction.ts';
import { createReadingsWriteRepository } from '../store/readings-write.repository.ts';
import { createRollupsWriteRepository } from './rollups-write.repository.ts';
import { createSummariesWriteRepository } from './summaries-write.repository.ts';
import { localDayRange, recomputeDays, stationDayOf } from './summary-maintenance.ts';

/** Days recomputed per transaction (a day of 1-minute readings takes a few milliseconds). */
const DAYS_PER_TRANSACTION = 7;

/**
 * Rewrites every daily summary and rollup of the station from its readings, its days in `station.timezone`
 * starting at `station.dayStartHour` (absent: midnight), and deletes those outside its readings' days.
 * Returns the number of days written.
 */
export async function rebuildStationSummaries(
  db: Kysely<Database>,
  dialect: DialectName,
  station: { id: number; timezone: string; dayStartHour?: number },
): Promise<number> {
  const rule = { timezone: station.timezone, dayStartHour: station.dayStartHour ?? 0 };
  const range = await createReadingsWriteRepository(db, dialect).timeRange(station.id);
  const inStation = (work: (trx: Kysely<Database>) => Promise<number>) =>
    runIngestTransaction(db, dialect, station.id, work);
  const storesOf = (trx: Kysely<Database>) => ({
    readings: createReadingsWriteRepository(trx, dialect),
    summaries: createSummariesWriteRepository(trx, dialect),
    rollups: createRollupsWriteRepository(trx, dialect),
  });
  if (range === undefined) {
    return inStation(async (trx) => {
      const { summaries, rollups } = storesOf(trx);
      await summaries.deleteAll(station.id);
      await rollups.deleteOutside(station.id, 0, 0);
      return 0;
    });
  }
  const firstDay = stationDayOf(range.first, rule);
  let written = 0;
  let day = firstDay;
  let lastDay = stationDayOf(range.last, rule);
  while (day <= lastDay) {
    const days: string[] = [];
    for (let i = 0; i < DAYS_PER_TRANSACTION && day <= lastDay; i += 1) {
      days.push(day);
      day = addDays(day, 1);
    }
    written += await inStation((trx) => recomputeDays(storesOf(trx), station.id, rule, days));
    if (day > lastDay) {
      // Readings may have arrived meanwhile: go on to the newest day stored now.
      const now = await createReadingsWriteRepository(db, dialect).timeRange(station.id);
      if (now !== undefined) lastDay = stationDayOf(now.last, rule);
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  await inStation(async (trx) => {
    // The readings' days as they are now (an upload or a late reading may have come in meanwhile).
    const { readings, summaries, rollups } = storesOf(trx);
    const now = (await readings.timeRange(station.id)) ?? range;
    const from = stationDayOf(now.first, rule);
    const to = stationDayOf(now.last, rule);
    await summaries.deleteOutside(station.id, from, to);
    await rollups.deleteOutside(station.id, localDayRange(from, rule).from, localDayRange(to, rule).to);
    return 0;
  });
  return written;
}
