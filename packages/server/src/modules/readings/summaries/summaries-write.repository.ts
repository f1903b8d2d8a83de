/**
 * Queries of the `daily_summaries` table (one row per station and local day, `YYYY-MM-DD` in the station's
 * time zone). Takes a Kysely instance or a transaction.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/create-db.ts';
import type { DailySummaryRow, Database } from '../../../db/database.ts';
import { dialectOf, placeholders, runSql } from '../store/precompiled-sql.ts';
import { SUMMARY_VALUE_COLUMNS, type SummaryValues } from './daily-summary.ts';
import { createImportedExtremesRepository } from './imported-extremes.repository.ts';
import { applyImportedExtremes } from './imported-extremes.ts';

const ALL_COLUMNS = ['weather_station_id', 'day', ...SUMMARY_VALUE_COLUMNS];

/** The two statements every reading runs on its day's summary, as text (see precompiled-sql.ts). */
function summaryStatements(dialect: DialectName) {
  const key = `weather_station_id = ${placeholders(dialect, 1)} and day = ${placeholders(dialect, 1, 2)}`;
  const updates = SUMMARY_VALUE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ');
  return {
    find: `select ${ALL_COLUMNS.join(', ')} from daily_summaries where ${key}`,
    upsert:
      `insert into daily_summaries (${ALL_COLUMNS.join(', ')}) values (${placeholders(dialect, ALL_COLUMNS.length)})` +
      ` on conflict (weather_station_id, day) do update set ${updates}`,
  };
}
const STATEMENTS = { sqlite: summaryStatements('sqlite'), postgres: summaryStatements('postgres') };

/**
 * The daily-summary queries ingestion and rebuild-summaries need, on `db` (an instance or a transaction).
 * Pass the dialect when known; otherwise it is told from `db`.
 */
export function createSummariesWriteRepository(db: Kysely<Database>, knownDialect?: DialectName) {
  const dialect = knownDialect ?? dialectOf(db);
  const statements = STATEMENTS[dialect];
  const imported = createImportedExtremesRepository(db);
  return {
    /**
     * `values`, a summary of local day `span.day` folded from readings, with the day's imported extremes
     * applied (imported-extremes.ts: the more extreme of the imported one and the readings').
     */
    async withImportedExtremes(
      stationId: number,
      span: { day: string; from: number; to: number },
      values: SummaryValues,
    ): Promise<SummaryValues> {
      return applyImportedExtremes(values, span, await imported.near(stationId, span.day));
    },

    async find(stationId: number, day: string): Promise<DailySummaryRow | undefined> {
      const result = await runSql<DailySummaryRow>(db, statements.find, [stationId, day]);
      return result.rows[0];
    },

    /** Writes the summary of (station, day), replacing any previous one. */
    async upsert(stationId: number, day: string, values: SummaryValues): Promise<void> {
      const params = [stationId, day, ...SUMMARY_VALUE_COLUMNS.map((column) => values[column])];
      await runSql(db, statements.upsert, params);
    },

    /** Removes the summary of (station, day) (a day whose readings are all gone). */
    async delete(stationId: number, day: string): Promise<void> {
      await db
        .deleteFrom('daily_summaries')
        .where('weather_station_id', '=', stationId)
        .where('day', '=', day)
        .execute();
    },

    /** Removes every summary of the station before `fromDay` or after `toDay` (after a rebuild). */
    async deleteOutside(stationId: number, fromDay: string, toDay: string): Promise<void> {
      await db
        .deleteFrom('daily_summaries')
        .where('weather_station_id', '=', stationId)
        .where((eb) => eb.or([eb('day', '<', fromDay), eb('day', '>', toDay)]))
        .execute();
    },

    /** Removes every summary of the station (before a rebuild). */
    async deleteAll(stationId: number): Promise<void> {
      await db.deleteFrom('daily_summaries').where('weather_station_id', '=', stationId).execute();
    },

    /** Every summary of the station, oldest day first. */
    async listAll(stationId: number): Promise<DailySummaryRow[]> {
      return db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('day', 'asc')
        .execute();
    },
  };
}

export type SummariesWriteRepository = ReturnType<typeof createSummariesWriteRepository>;
