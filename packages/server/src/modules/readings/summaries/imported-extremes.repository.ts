// The `imported_extremes` table: a history source's own daily extremes (imported-extremes.ts has the rule).
import { addDays } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Database, ImportedExtremesRow, SummaryMeasure } from '../../../db/database.ts';
import type { ImportedExtreme, SourceDayExtremes } from './imported-extremes.ts';

/** Queries of `imported_extremes`, on `db` (an instance or a transaction). */
export function createImportedExtremesRepository(db: Kysely<Database>) {
  return {
    /** The imported extremes that may fall in local day `day` (its neighbours too: see the module). */
    async near(stationId: number, day: string): Promise<ImportedExtreme[]> {
      return db
        .selectFrom('imported_extremes')
        .select(['measure', 'min', 'min_at', 'max', 'max_at', 'min_authoritative', 'max_authoritative'])
        .where('weather_station_id', '=', stationId)
        .where('day', '>=', addDays(day, -1))
        .where('day', '<=', addDays(day, 1))
        .execute();
    },

    /** Stores (or replaces) the extremes of `days` from `source`. */
    async upsert(stationId: number, source: string, days: readonly SourceDayExtremes[]): Promise<void> {
      const rows = days.flatMap(({ day, measures }) =>
        Object.entries(measures).map(([measure, e]) => ({
          weather_station_id: stationId,
          day,
          measure: measure as SummaryMeasure,
          source,
          min: e.min,
          min_at: e.minAt,
          max: e.max,
          max_at: e.maxAt,
          min_authoritative: e.minAuthoritative === true ? 1 : 0,
          max_authoritative: e.maxAuthoritative === true ? 1 : 0,
        })),
      );
      for (let i = 0; i < rows.length; i += 100) {
        await db
          .insertInto('imported_extremes')
          .values(rows.slice(i, i + 100))
          .onConflict((oc) =>
            oc.columns(['weather_station_id', 'day', 'measure']).doUpdateSet((eb) => {
              // An owner's record (authoritative) stays until another record replaces it: a later import
              // of the same day without one (a dayfile, an export's highs and lows) leaves that side.
              const keeps = (side: 'min' | 'max') =>
                eb.and([
                  eb(`imported_extremes.${side}_authoritative`, '=', 1),
                  eb(`excluded.${side}_authoritative`, '=', 0),
                ]);
              const side = <
                C extends 'min' | 'min_at' | 'min_authoritative' | 'max' | 'max_at' | 'max_authoritative',
              >(
                column: C,
              ) =>
                eb
                  .case()
                  .when(keeps(column.startsWith('min') ? 'min' : 'max'))
                  .then(eb.ref(`imported_extremes.${column}`))
                  .else(eb.ref(`excluded.${column}`))
                  .end();
              return {
                source: eb.ref('excluded.source'),
                min: side('min'),
                min_at: side('min_at'),
                max: side('max'),
                max_at: side('max_at'),
                min_authoritative: side('min_authoritative'),
                max_authoritative: side('max_authoritative'),
              };
            }),
          )
          .execute();
      }
    },

    /** The imported extremes stamped at one of `instants` (to mark a record that is one). */
    async listAt(
      stationId: number,
      instants: readonly number[],
    ): Promise<Array<Pick<ImportedExtremesRow, 'measure' | 'source' | 'min_at' | 'max_at'>>> {
      if (instants.length === 0) return [];
      const wanted = [...new Set(instants)];
      return db
        .selectFrom('imported_extremes')
        .select(['measure', 'source', 'min_at', 'max_at'])
        .where('weather_station_id', '=', stationId)
        .where((eb) => eb.or([eb('min_at', 'in', wanted), eb('max_at', 'in', wanted)]))
        .execute();
    },

    /**
     * The imported extremes in force for local day `day`: those the day's summary holds (same value, same
     * instant), each side apart, with its source and whether it is an owner's record.
     */
    async inForce(stationId: number, day: string): Promise<InForceExtreme[]> {
      const [rows, summary] = await Promise.all([
        db
          .selectFrom('imported_extremes')
          .selectAll()
          .where('weather_station_id', '=', stationId)
          .where('day', '>=', addDays(day, -1))
          .where('day', '<=', addDays(day, 1))
          .execute(),
        db
          .selectFrom('daily_summaries')
          .selectAll()
          .where('weather_station_id', '=', stationId)
          .where('day', '=', day)
          .executeTakeFirst(),
      ]);
      if (summary === undefined) return [];
      const held = summary as unknown as Record<string, number | null>;
      const out: InForceExtreme[] = [];
      for (const row of rows) {
        for (const side of ['min', 'max'] as const) {
          const value = row[side];
          const at = row[`${side}_at`];
          if (value === null || at === null) continue;
          const sv = held[`${row.measure}_${side}`];
          const sat = held[`${row.measure}_${side}_at`];
          if (sv === null || sv === undefined || Number(sat) !== Number(at) || Number(sv) !== Number(value))
            continue;
          const authoritative = Number(row[`${side}_authoritative`]) === 1;
          out.push({
            measure: row.measure,
            side,
            value: Number(value),
            at: Number(at),
            source: row.source,
            authoritative,
          });
        }
      }
      return out.sort((a, b) => a.measure.localeCompare(b.measure) || b.side.localeCompare(a.side));
    },

    /** How many of the station's days hold imported extremes, by source. */
    async countDays(stationId: number): Promise<Array<{ source: string; days: number }>> {
      const rows = await db
        .selectFrom('imported_extremes')
        .select(['source', (eb) => eb.fn.count<number>('day').distinct().as('days')])
        .where('weather_station_id', '=', stationId)
        .groupBy('source')
        .orderBy('source')
        .execute();
      return rows.map((r) => ({ source: r.source, days: Number(r.days) }));
    },
  };
}

/** An imported extreme the day's summary holds. */
export interface InForceExtreme {
  measure: SummaryMeasure;
  side: 'min' | 'max';
  value: number;
  at: number;
  /** The import's kind (`weewx`, `cumulus`, …). */
  source: string;
  /** An owner's record (CumulusMX's alltime.ini / monthlyalltime.ini). */
  authoritative: boolean;
}

export type ImportedExtremesRepository = ReturnType<typeof createImportedExtremesRepository>;
