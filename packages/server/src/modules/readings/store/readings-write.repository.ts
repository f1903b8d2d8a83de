/**
 * Queries of the `readings` table, always scoped by station. Takes a Kysely instance or a transaction.
 * Every time-range query runs on the unique index (weather_station_id, received_at).
 * Time ranges in method names: `…Between(from, to)` is [from, to), `…Through(from, through)` is
 * [from, through]; `…After(after, before)` and `…Before(before)` leave those ends out (docs/ARCHITECTURE.md).
 */
import {
  MEASURE_COLUMN,
  READING_COLUMNS,
  type ReadingColumnOf,
  SPIKE_CHECKED_KINDS,
  type SpikeCheckedKind,
} from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/create-db.ts';
import type { Database, Db, NewReadingRow, ReadingRow } from '../../../db/database.ts';
import { dialectOf, placeholders, runSql } from './precompiled-sql.ts';

/** A stored reading row, canonical units. */
export type StoredReading = ReadingRow;

/** The columns ingestion may rewrite on a stored reading when a late neighbour changes its context. */
export type DerivedReadingColumns = Pick<
  ReadingRow,
  'rain_mm' | 'rain_event_mm' | 'rain_last_at' | 'lightning_count' | 'rain_rate_mmh'
>;

/** What the next reading's rain is measured from: a reading's instant and rain counters (rain-interval.ts). */
const RAIN_COUNTER_COLUMNS = [
  'received_at',
  'rain_counter_mm',
  'rain_daily_mm',
  'rain_source',
  'rain_alt_counter_mm',
  'rain_alt_daily_mm',
  'rain_alt_source',
] as const satisfies ReadonlyArray<keyof ReadingRow>;
export type RainCounterColumn = (typeof RAIN_COUNTER_COLUMNS)[number];

/** What deriving the next reading needs of the previous one (reading-derivation.ts). */
const READING_STATE_COLUMNS = [
  ...RAIN_COUNTER_COLUMNS,
  'lightning_counter',
  'rain_event_mm',
  'rain_last_at',
] as const;
export type ReadingState = Pick<ReadingRow, (typeof READING_STATE_COLUMNS)[number]>;

/** A stored reading as the chain of a late insertion walks it: its state and the columns it may rewrite. */
const CHAIN_COLUMNS = [
  'id',
  ...READING_STATE_COLUMNS,
  'rain_mm',
  'lightning_count',
  'rain_rate_mmh',
  'rain_rate_sent',
] as const satisfies ReadonlyArray<keyof ReadingRow>;
export type ChainRow = Pick<ReadingRow, (typeof CHAIN_COLUMNS)[number]>;

/** What the spike filter reads of stored readings: the instant and each checked measure's column. */
const FILTER_BASE_COLUMNS: ReadonlyArray<'received_at' | ReadingColumnOf[SpikeCheckedKind]> = [
  'received_at',
  ...SPIKE_CHECKED_KINDS.map((kind) => MEASURE_COLUMN[kind]),
];

/**
 * Every column a reading is inserted with (all but the generated id), in a fixed order: the measures' (the
 * measure catalogue's), then those the pipeline keeps beside them.
 */
const INSERT_COLUMNS = [
  'weather_station_id',
  'received_at',
  ...READING_COLUMNS,
  'lightning_time',
  'rain_event_mm',
  'rain_last_at',
  'lightning_counter',
  'rain_rate_sent',
  'rain_daily_mm',
  'rain_source',
  'rain_alt_counter_mm',
  'rain_alt_daily_mm',
  'rain_alt_source',
  'rain_console_event_mm',
] as const satisfies ReadonlyArray<keyof ReadingRow>;

/** A reading row ready for insertion: every column but the generated id (compile error if one is missed). */
export type ReadingInsert = Pick<ReadingRow, (typeof INSERT_COLUMNS)[number]> &
  Record<Exclude<keyof ReadingRow, 'id' | (typeof INSERT_COLUMNS)[number]>, never>;

/** `insert` of `rows` readings as text (see precompiled-sql.ts). */
function insertStatement(dialect: DialectName, rows: number): string {
  const width = INSERT_COLUMNS.length;
  const tuples: string[] = [];
  for (let row = 0; row < rows; row += 1) tuples.push(`(${placeholders(dialect, width, row * width + 1)})`);
  return (
    `insert into readings (${INSERT_COLUMNS.join(', ')}) values ${tuples.join(', ')}` +
    ' on conflict (weather_station_id, received_at) do nothing returning id'
  );
}

/** The newest reading's state, as text (see precompiled-sql.ts). */
function latestStatement(dialect: DialectName): string {
  return (
    `select ${READING_STATE_COLUMNS.join(', ')} from readings where weather_station_id = ${placeholders(dialect, 1)}` +
    ' order by received_at desc limit 1'
  );
}
const LATEST = { sqlite: latestStatement('sqlite'), postgres: latestStatement('postgres') };

/** The newest readings with what both the next reading's derivation and the spike filter read of them. */
const LATEST_WITH_BASE_COLUMNS = [...new Set([...READING_STATE_COLUMNS, ...FILTER_BASE_COLUMNS])];
/** The newest readings' query, its station id and row limit given as SQL (placeholders or integers). */
function latestWithBaseText(stationId: string, limit: string): string {
  return (
    `select ${LATEST_WITH_BASE_COLUMNS.join(', ')} from readings where weather_station_id = ${stationId}` +
    ` order by received_at desc limit ${limit}`
  );
}
const LATEST_WITH_BASE = {
  sqlite: latestWithBaseText(placeholders('sqlite', 1), placeholders('sqlite', 1, 2)),
  postgres: latestWithBaseText(placeholders('postgres', 1), placeholders('postgres', 1, 2)),
};
/**
 * PostgreSQL: findLatestWithFilterBase's query with its two integers written into the text, for a simple
 * query of several statements (the ingestion transaction's first round trip, ingest-transaction.ts).
 */
export function latestWithFilterBaseText(stationId: number, limit: number): string {
  if (!Number.isSafeInteger(stationId) || !Number.isSafeInteger(limit)) throw new Error('not integers');
  return latestWithBaseText(String(stationId), String(limit));
}

/**
 * PostgreSQL: one select of one row whose column `r<i>` is the JSON array of the rows of select `reads[i]`
 * (an undefined one left out): several reads in one statement (the ingestion's first read).
 */
export function jsonArraysSelect(reads: readonly (string | undefined)[]): string {
  const columns = reads.flatMap((text, i) =>
    text === undefined ? [] : [`(select coalesce(json_agg(x), '[]'::json) from (${text}) x) as r${i}`],
  );
  return `select ${columns.join(', ')}`;
}

/** A stored reading as {@link ReadingsWriteRepository.findLatestWithFilterBase} reads it. */
export type LatestWithBaseRow = ReadingState & Pick<ReadingRow, (typeof FILTER_BASE_COLUMNS)[number]>;
const INSERT_ONE = { sqlite: insertStatement('sqlite', 1), postgres: insertStatement('postgres', 1) };
/** PostgreSQL's insert of one reading ($1 its station id, then every column in order; returns its id). */
export const INSERT_ONE_POSTGRES = INSERT_ONE.postgres;

/** The parameters of {@link INSERT_ONE_POSTGRES} for `row`. */
export function readingInsertParameters(row: ReadingInsert): unknown[] {
  return INSERT_COLUMNS.map((column) => row[column]);
}

/** Rows per multi-row INSERT: about 35 columns each keeps it under SQLite's 32,766 bound parameters. */
const INSERT_CHUNK = 500;

/**
 * The reading queries of ingestion, on `db` (an instance or a transaction), always scoped by station. Pass
 * the dialect when known; otherwise it is told from `db`.
 */
export function createReadingsWriteRepository(db: Kysely<Database>, knownDialect?: DialectName) {
  const dialect = knownDialect ?? dialectOf(db);
  return {
    /** The latest reading strictly before `beforeMs`, or undefined. */
    async findBefore(stationId: number, beforeMs: number): Promise<StoredReading | undefined> {
      return db
        .selectFrom('readings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '<', beforeMs)
        .orderBy('received_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The chain state of the latest reading strictly before `beforeMs`, or undefined. */
    async findChainBefore(stationId: number, beforeMs: number): Promise<ChainRow | undefined> {
      return db
        .selectFrom('readings')
        .select(CHAIN_COLUMNS)
        .where('weather_station_id', '=', stationId)
        .where('received_at', '<', beforeMs)
        .orderBy('received_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * The spike filter's columns of the `limit` readings before `beforeMs`, newest first: where the filter
     * finds the last accepted value of each measure (spike-filter.ts).
     */
    async listFilterBaseBefore(stationId: number, beforeMs: number, limit: number) {
      return db
        .selectFrom('readings')
        .select(FILTER_BASE_COLUMNS)
        .where('weather_station_id', '=', stationId)
        .where('received_at', '<', beforeMs)
        .orderBy('received_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Chain states of the readings with fromMs ≤ received_at ≤ throughMs, oldest first (at most `limit`). */
    async listChainThrough(
      stationId: number,
      fromMs: number,
      throughMs: number,
      limit: number,
    ): Promise<ChainRow[]> {
      return db
        .selectFrom('readings')
        .select(CHAIN_COLUMNS)
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<=', throughMs)
        .orderBy('received_at', 'asc')
        .limit(limit)
        .execute();
    },

    /** Instants and rain of the readings with afterMs < received_at < beforeMs, oldest first. */
    async listRainAfter(
      stationId: number,
      afterMs: number,
      beforeMs: number,
    ): Promise<Array<{ received_at: number; rain_mm: number | null }>> {
      return db
        .selectFrom('readings')
        .select(['received_at', 'rain_mm'])
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>', afterMs)
        .where('received_at', '<', beforeMs)
        .orderBy('received_at', 'asc')
        .execute();
    },

    /** The station's newest reading (what the next reading's derivation needs of it), or undefined. */
    async findLatestState(stationId: number): Promise<ReadingState | undefined> {
      const result = await runSql<ReadingState>(db, LATEST[dialect], [stationId]);
      return result.rows[0];
    },

    /**
     * The newest reading's state and the spike filter's columns of the `limit` newest readings (newest
     * first), in one query: what a chunk after every stored reading reads (findLatestState and
     * listFilterBaseBefore of its first instant, which then are the same rows).
     */
    async findLatestWithFilterBase(
      stationId: number,
      limit: number,
    ): Promise<{ latest: ReadingState | undefined; base: LatestWithBaseRow[] }> {
      const result = await runSql<LatestWithBaseRow>(db, LATEST_WITH_BASE[dialect], [stationId, limit]);
      return { latest: result.rows[0], base: result.rows };
    },

    /** The latest non-null value of a counter column strictly before `beforeMs`, or undefined. */
    async findCounterBefore(
      stationId: number,
      column: 'rain_counter_mm' | 'lightning_counter',
      beforeMs: number,
    ): Promise<number | undefined> {
      const row = await db
        .selectFrom('readings')
        .select(column)
        .where('weather_station_id', '=', stationId)
        .where('received_at', '<', beforeMs)
        .where(column, 'is not', null)
        .orderBy('received_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.[column] ?? undefined;
    },

    /**
     * The latest reading strictly before `beforeMs` with a rain counter: its instant and counters (what
     * the next reading's rain is measured from), or undefined.
     */
    async findRainCounterBefore(
      stationId: number,
      beforeMs: number,
    ): Promise<Pick<ReadingRow, RainCounterColumn> | undefined> {
      return db
        .selectFrom('readings')
        .select(RAIN_COUNTER_COLUMNS)
        .where('weather_station_id', '=', stationId)
        .where('received_at', '<', beforeMs)
        .where('rain_counter_mm', 'is not', null)
        .orderBy('received_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Readings with fromMs ≤ received_at < toMs, oldest first (a local day's readings). */
    async listBetween(stationId: number, fromMs: number, toMs: number): Promise<StoredReading[]> {
      return db
        .selectFrom('readings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<', toMs)
        .orderBy('received_at', 'asc')
        .execute();
    },

    /** Inserts one reading; returns its id, or undefined when (station, received_at) already exists. */
    async insert(reading: NewReadingRow): Promise<number | undefined> {
      const row = await db
        .insertInto('readings')
        .values(reading)
        .onConflict((oc) => oc.columns(['weather_station_id', 'received_at']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Inserts many readings in chunks; duplicates of stored ones are left out. Returns how many were new. */
    async insertMany(readings: readonly ReadingInsert[]): Promise<number> {
      let inserted = 0;
      for (let start = 0; start < readings.length; start += INSERT_CHUNK) {
        const chunk = readings.slice(start, start + INSERT_CHUNK);
        const parameters: unknown[] = [];
        for (const row of chunk) for (const column of INSERT_COLUMNS) parameters.push(row[column]);
        const text = chunk.length === 1 ? INSERT_ONE[dialect] : insertStatement(dialect, chunk.length);
        const result = await runSql<{ id: number }>(db, text, parameters);
        inserted += result.rows.length;
      }
      return inserted;
    },

    /** Rewrites the derived columns of reading `id`. */
    async updateDerived(id: number, values: DerivedReadingColumns): Promise<void> {
      await db.updateTable('readings').set(values).where('id', '=', id).execute();
    },

    /** The reading of station `stationId` at `atMs`, or undefined. */
    async findAt(stationId: number, atMs: number): Promise<StoredReading | undefined> {
      return db
        .selectFrom('readings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '=', atMs)
        .executeTakeFirst();
    },

    /** Sets measure columns of the reading at `atMs` (the reading editor, a reviewed value). */
    async updateValues(stationId: number, atMs: number, values: Partial<ReadingRow>): Promise<void> {
      await db
        .updateTable('readings')
        .set(values)
        .where('weather_station_id', '=', stationId)
        .where('received_at', '=', atMs)
        .execute();
    },

    /** Deletes the reading at `atMs`; true when there was one. */
    async deleteAt(stationId: number, atMs: number): Promise<boolean> {
      const result = await db
        .deleteFrom('readings')
        .where('weather_station_id', '=', stationId)
        .where('received_at', '=', atMs)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The station's first and last reading instants, or undefined without readings. */
    async timeRange(stationId: number): Promise<{ first: number; last: number } | undefined> {
      const row = await db
        .selectFrom('readings')
        .select((eb) => [eb.fn.min('received_at').as('first'), eb.fn.max('received_at').as('last')])
        .where('weather_station_id', '=', stationId)
        .executeTakeFirst();
      if (row === undefined || row.first === null || row.last === null) return undefined;
      return { first: Number(row.first), last: Number(row.last) };
    },
  };
}

export type ReadingsWriteRepository = ReturnType<typeof createReadingsWriteRepository>;

/**
 * Removes every reading of station `stationId` with its flags, daily summaries and rollups: this module's
 * part of a station's deletion, run by the stations service inside the transaction that deletes the station
 * (the foreign keys cascade too, but not on a SQLite connection opened without `foreign_keys = ON`).
 */
export async function deleteReadingsOf(db: Db, stationId: number): Promise<void> {
  await db.deleteFrom('readings').where('weather_station_id', '=', stationId).execute();
  await db.deleteFrom('reading_flags').where('weather_station_id', '=', stationId).execute();
  await db.deleteFrom('daily_summaries').where('weather_station_id', '=', stationId).execute();
  await db.deleteFrom('reading_rollups').where('weather_station_id', '=', stationId).execute();
}
