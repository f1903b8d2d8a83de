/**
 * Writes of `reading_rollups` (per station, width and bucket: the fold of the readings of 10 minutes or of
 * an hour, buckets aligned on the station's local midnight). Ingestion keeps them in the readings'
 * transaction, as it does the daily summaries. Takes a Kysely instance or a transaction.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/create-db.ts';
import { type Database, ROLLUP_WIDTHS_MIN, type RollupWidthMin } from '../../../db/database.ts';
import { dialectOf, placeholders, runSql } from '../store/precompiled-sql.ts';
import { SUMMARY_VALUE_COLUMNS, type SummaryValues } from './daily-summary.ts';

const KEY_COLUMNS = ['weather_station_id', 'width_min', 'start_at'] as const;
const ALL_COLUMNS = [...KEY_COLUMNS, ...SUMMARY_VALUE_COLUMNS];

/** Buckets per multi-row upsert: about 110 parameters each, well under either database's limit. */
const UPSERT_CHUNK = 100;

/** An upsert of `rows` buckets, as text. */
function upsertStatement(dialect: DialectName, rows: number): string {
  const width = ALL_COLUMNS.length;
  const tuples: string[] = [];
  for (let row = 0; row < rows; row += 1) tuples.push(`(${placeholders(dialect, width, row * width + 1)})`);
  const updates = SUMMARY_VALUE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ');
  return (
    `insert into reading_rollups (${ALL_COLUMNS.join(', ')}) values ${tuples.join(', ')}` +
    ` on conflict (${KEY_COLUMNS.join(', ')}) do update set ${updates}`
  );
}

/** The statements of the rollups, as text (see precompiled-sql.ts). */
function rollupStatements(dialect: DialectName) {
  const p = (count: number, first: number) => placeholders(dialect, count, first);
  const upserts = new Map<number, string>();
  return {
    upsertOf(rows: number): string {
      let text = upserts.get(rows);
      if (text === undefined) {
        text = upsertStatement(dialect, rows);
        upserts.set(rows, text);
      }
      return text;
    },
    find:
      `select ${SUMMARY_VALUE_COLUMNS.join(', ')} from reading_rollups` +
      ` where weather_station_id = ${p(1, 1)} and width_min = ${p(1, 2)} and start_at = ${p(1, 3)}`,
    listRange:
      `select start_at, ${SUMMARY_VALUE_COLUMNS.join(', ')} from reading_rollups` +
      ` where weather_station_id = ${p(1, 1)} and width_min = ${p(1, 2)}` +
      ` and start_at >= ${p(1, 3)} and start_at < ${p(1, 4)} order by start_at`,
    // Every width named, so the primary key (station, width, start) serves the range.
    deleteRange:
      `delete from reading_rollups where weather_station_id = ${p(1, 1)}` +
      ` and width_min in (${ROLLUP_WIDTHS_MIN.join(', ')}) and start_at >= ${p(1, 2)} and start_at < ${p(1, 3)}`,
  };
}
const STATEMENTS = { sqlite: rollupStatements('sqlite'), postgres: rollupStatements('postgres') };

/** The rollup writes of ingestion and rebuilds, on `db` (an instance or a transaction). */
export function createRollupsWriteRepository(db: Kysely<Database>, knownDialect?: DialectName) {
  const statements = STATEMENTS[knownDialect ?? dialectOf(db)];
  return {
    /** The fold of one bucket, or undefined when it has none. */
    async find(
      stationId: number,
      widthMin: RollupWidthMin,
      startAt: number,
    ): Promise<SummaryValues | undefined> {
      const result = await runSql<SummaryValues>(db, statements.find, [stationId, widthMin, startAt]);
      return result.rows[0];
    },

    /** Writes the fold of one bucket, replacing any previous one. */
    async upsert(stationId: number, widthMin: RollupWidthMin, startAt: number, values: SummaryValues) {
      await this.upsertMany(stationId, [{ widthMin, startAt, values }]);
    },

    /** Writes the folds of several buckets, replacing previous ones, a few statements for all. */
    async upsertMany(
      stationId: number,
      buckets: ReadonlyArray<{ widthMin: RollupWidthMin; startAt: number; values: SummaryValues }>,
    ): Promise<void> {
      for (let start = 0; start < buckets.length; start += UPSERT_CHUNK) {
        const chunk = buckets.slice(start, start + UPSERT_CHUNK);
        const params: unknown[] = [];
        for (const { widthMin, startAt, values } of chunk) {
          params.push(stationId, widthMin, startAt);
          for (const column of SUMMARY_VALUE_COLUMNS) params.push(values[column]);
        }
        await runSql(db, statements.upsertOf(chunk.length), params);
      }
    },

    /** The buckets of `widthMin` starting within [fromMs, toMs), oldest first. */
    async listRange(
      stationId: number,
      widthMin: RollupWidthMin,
      fromMs: number,
      toMs: number,
    ): Promise<Array<SummaryValues & { start_at: number }>> {
      const result = await runSql<SummaryValues & { start_at: number }>(db, statements.listRange, [
        stationId,
        widthMin,
        fromMs,
        toMs,
      ]);
      return result.rows;
    },

    /** Removes every bucket (all widths) starting within [fromMs, toMs). */
    async deleteRange(stationId: number, fromMs: number, toMs: number): Promise<void> {
      await runSql(db, statements.deleteRange, [stationId, fromMs, toMs]);
    },

    /** Removes every bucket of the station starting before `fromMs` or from `toMs` on (after a rebuild). */
    async deleteOutside(stationId: number, fromMs: number, toMs: number): Promise<void> {
      await db
        .deleteFrom('reading_rollups')
        .where('weather_station_id', '=', stationId)
        .where((eb) => eb.or([eb('start_at', '<', fromMs), eb('start_at', '>=', toMs)]))
        .execute();
    },
  };
}

export type RollupsWriteRepository = ReturnType<typeof createRollupsWriteRepository>;
