/**
 * Writes of `reading_rollups` (per station, width and bucket: the fold of the readings of 10 minutes or of
 * an hour, buckets aligned on the station's local midnight). Ingestion keeps them in the readings'
 * transaction, as it does the daily summaries. Takes a Kysely instance or a transaction.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/create-db.ts';
import type { Database, RollupWidthMin } from '../../db/database.ts';
import { SUMMARY_VALUE_COLUMNS, type SummaryValues } from './daily-summary.ts';
import { dialectOf, placeholders, runSql } from './precompiled-sql.ts';

const KEY_COLUMNS = ['weather_station_id', 'width_min', 'start_at'] as const;
const ALL_COLUMNS = [...KEY_COLUMNS, ...SUMMARY_VALUE_COLUMNS];

/** The statements of the rollups, as text (see precompiled-sql.ts). */
function rollupStatements(dialect: DialectName) {
  const p = (count: number, first: number) => placeholders(dialect, count, first);
  const updates = SUMMARY_VALUE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ');
  return {
    find:
      `select ${SUMMARY_VALUE_COLUMNS.join(', ')} from reading_rollups` +
      ` where weather_station_id = ${p(1, 1)} and width_min = ${p(1, 2)} and start_at = ${p(1, 3)}`,
    upsert:
      `insert into reading_rollups (${ALL_COLUMNS.join(', ')}) values (${p(ALL_COLUMNS.length, 1)})` +
      ` on conflict (${KEY_COLUMNS.join(', ')}) do update set ${updates}`,
    deleteRange:
      `delete from reading_rollups where weather_station_id = ${p(1, 1)}` +
      ` and start_at >= ${p(1, 2)} and start_at < ${p(1, 3)}`,
  };
}
const STATEMENTS = { sqlite: rollupStatements('sqlite'), postgres: rollupStatements('postgres') };

/** The rollup writes of ingestion and rebuilds, on `db` (an instance or a transaction). */
export function createRollupRepository(db: Kysely<Database>, knownDialect?: DialectName) {
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
      const params = [stationId, widthMin, startAt, ...SUMMARY_VALUE_COLUMNS.map((column) => values[column])];
      await runSql(db, statements.upsert, params);
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

export type RollupRepository = ReturnType<typeof createRollupRepository>;
