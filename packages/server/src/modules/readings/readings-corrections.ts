/**
 * Corrections of stored readings (the back office's review of flagged values and its reading editor, in
 * modules/quality): each runs in the station's ingestion transaction (so it never interleaves with a
 * console's upload), recomputes the local days it touched from their readings (daily summaries and rollups,
 * hence every period, graph and record), and is announced like stored readings, in this process (the live
 * bus) and the others (the change log). The caller keeps its own rows (an audit entry) in the same
 * transaction.
 */
import type { FlagStatus, ReadingMeasure } from '@meteodeck/contract';
import type { DialectName } from '../../db/create-db.ts';
import type { Db, ReadingFlagRow, ReadingRow } from '../../db/database.ts';
import type { ChangeFeed } from '../change-feed/index.ts';
import { runIngestTransaction } from './ingest/ingest-transaction.ts';
import type { ReadingEvents } from './reading-events.ts';
import { READING_COLUMN_OF } from './store/reading-columns.ts';
import { createReadingFlagsRepository } from './store/reading-flags.repository.ts';
import { createReadingsReadRepository } from './store/readings-read.repository.ts';
import { createReadingsWriteRepository, type StoredReading } from './store/readings-write.repository.ts';
import { createRollupsWriteRepository } from './summaries/rollups-write.repository.ts';
import { createSummariesWriteRepository } from './summaries/summaries-write.repository.ts';
import { recomputeDays, stationDayOf } from './summaries/summary-maintenance.ts';

/** The station a correction is about: its id, and the time zone and day start its days are in. */
export interface CorrectedStation {
  id: number;
  timezone: string;
  /** The local hour its day starts at (absent: midnight). */
  dayStartHour?: number;
}

/** Who reviewed or corrected a value, and when (epoch ms). */
export interface Reviewer {
  by: number;
  at: number;
}

/** Measures of one reading, before and after a correction (only those it changed). */
export interface CorrectedValues {
  before: Partial<Record<ReadingMeasure, number | null>>;
  after: Partial<Record<ReadingMeasure, number | null>>;
}

/** What a correction does inside its transaction, on one station's readings and flags. */
export interface ReadingEdit {
  /** The transaction, for the caller's own rows (its audit entry). */
  trx: Db;
  /** The reading stored at `at`, or undefined. */
  find(at: number): Promise<StoredReading | undefined>;
  /** The flag of `measure` at `at`, or undefined. */
  findFlag(at: number, measure: ReadingMeasure): Promise<ReadingFlagRow | undefined>;
  /**
   * Accepts (the flagged value counts again) or rejects (it stays out) `flag`; a dew point derived from a
   * flagged temperature or humidity follows their review.
   */
  review(flag: ReadingFlagRow, accepted: boolean, reviewer: Reviewer): Promise<void>;
  /**
   * Sets `values` on reading `row` (null clears), each changed value's previous one kept as a correction
   * of its flag; returns what changed (nothing when every value was already there).
   */
  correct(
    row: StoredReading,
    values: Partial<Record<ReadingMeasure, number | null>>,
    reviewer: Reviewer,
  ): Promise<CorrectedValues>;
  /** Deletes the reading at `at` and its flags. */
  remove(at: number): Promise<void>;
}

export interface ReadingsCorrectionsDeps {
  db: Db;
  dialect: DialectName;
  /** The live bus of stored readings (this process). */
  events: Pick<ReadingEvents, 'publish'>;
  /** Where other processes hear of the change (absent: this process only). */
  changes?: ChangeFeed;
}

export function createReadingsCorrections(deps: ReadingsCorrectionsDeps) {
  const { db, dialect } = deps;

  function editOf(trx: Db, station: CorrectedStation): ReadingEdit {
    const readings = createReadingsWriteRepository(trx, dialect);
    const flags = createReadingFlagsRepository(trx);

    /** A derived dew point (rule `derived`) counts once its sources count; out while one is flagged or rejected. */
    async function followDerived(at: number, reviewer: Reviewer): Promise<void> {
      const all = await flags.listAt(station.id, at);
      const derived = all.find((f) => f.measure === 'dewPoint' && f.rule === 'derived');
      if (derived === undefined) return;
      const sources = all.filter((f) => f.measure === 'temperature' || f.measure === 'humidity');
      const counts = (f: ReadingFlagRow) => f.status === 'accepted' || f.status === 'corrected';
      const status: FlagStatus = sources.every(counts)
        ? 'accepted'
        : sources.some((f) => f.status === 'rejected')
          ? 'rejected'
          : 'flagged';
      if (status === derived.status) return;
      await readings.updateValues(station.id, at, {
        dew_point_c: status === 'accepted' ? derived.value : null,
      });
      await flags.setStatus(station.id, at, 'dewPoint', status, reviewer);
    }

    return {
      trx,
      find: (at) => readings.findAt(station.id, at),
      findFlag: (at, measure) => flags.find(station.id, at, measure),
      async review(flag, accepted, reviewer) {
        const at = flag.received_at;
        const column = READING_COLUMN_OF[flag.measure as ReadingMeasure];
        await readings.updateValues(station.id, at, { [column]: accepted ? flag.value : null });
        await flags.setStatus(station.id, at, flag.measure, accepted ? 'accepted' : 'rejected', reviewer);
        await followDerived(at, reviewer);
      },
      async correct(row, values, reviewer) {
        const at = row.received_at;
        const before: CorrectedValues['before'] = {};
        const after: CorrectedValues['after'] = {};
        const columns: Partial<ReadingRow> = {};
        for (const [measure, value] of Object.entries(values) as Array<[ReadingMeasure, number | null]>) {
          const column = READING_COLUMN_OF[measure];
          const old = typeof row[column] === 'number' ? (row[column] as number) : null;
          if (old === value) continue;
          // A value left out by the filter is the value "before" the correction.
          const flagged = await flags.find(station.id, at, measure);
          const previous = old ?? flagged?.value ?? null;
          await flags.recordCorrection(station.id, at, measure, previous, reviewer);
          Object.assign(columns, { [column]: value });
          before[measure] = previous;
          after[measure] = value;
        }
        if (Object.keys(columns).length > 0) await readings.updateValues(station.id, at, columns);
        return { before, after };
      },
      async remove(at) {
        await readings.deleteAt(station.id, at);
        await flags.deleteForReading(station.id, at);
      },
    };
  }

  return {
    /**
     * Runs `work` in station `station`'s ingestion transaction, then recomputes the local days of the
     * instants `work` returns (the readings it changed), records the change for other processes and,
     * once committed, announces it here. Nothing is recomputed when `work` returns no instant.
     */
    async edit(station: CorrectedStation, work: (edit: ReadingEdit) => Promise<number[]>): Promise<void> {
      let touched: number[] = [];
      await runIngestTransaction(db, dialect, station.id, async (trx) => {
        touched = await work(editOf(trx, station));
        if (touched.length === 0) return;
        const days = new Set(touched.map((at) => stationDayOf(at, station)));
        await recomputeDays(
          {
            summaries: createSummariesWriteRepository(trx, dialect),
            rollups: createRollupsWriteRepository(trx, dialect),
            readings: createReadingsWriteRepository(trx, dialect),
          },
          station.id,
          station,
          days,
        );
        const earliestAt = Math.min(...touched);
        const newestAt = Math.max(...touched);
        await deps.changes?.record(trx, { topic: 'readings', stationId: station.id, newestAt, earliestAt });
      });
      if (touched.length > 0) deps.events.publish(station.id, Math.max(...touched), Math.min(...touched));
    },

    /** A station's readings with fromMs ≤ received_at < toMs, oldest first, and their flags. */
    async listBetween(stationId: number, fromMs: number, toMs: number) {
      const [readings, flags] = await Promise.all([
        createReadingsWriteRepository(db, dialect).listBetween(stationId, fromMs, toMs),
        createReadingFlagsRepository(db).listBetween(stationId, fromMs, toMs),
      ]);
      return { readings, flags };
    },

    /** Up to `count` readings before `at` (newest first) and after it (oldest first), for context. */
    async neighbours(stationId: number, at: number, count: number) {
      const [before, after] = await Promise.all([
        createReadingsWriteRepository(db, dialect).listFilterBaseBefore(stationId, at, count),
        createReadingsReadRepository(db).listAfter(stationId, at, count),
      ]);
      return { before, after };
    },

    /** One page of a station's flags in `status`, newest first, and how many there are in all. */
    async listFlags(stationId: number, status: FlagStatus, page: { offset: number; limit: number }) {
      const flags = createReadingFlagsRepository(db);
      const [rows, numberOfResult] = await Promise.all([
        flags.listByStatus(stationId, status, page),
        flags.countByStatus(stationId, status),
      ]);
      return { rows, numberOfResult };
    },
  };
}

export type ReadingsCorrections = ReturnType<typeof createReadingsCorrections>;
