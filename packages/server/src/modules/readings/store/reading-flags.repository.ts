/**
 * Queries of the `reading_flags` table: the values the spike filter left out of readings and
 * the reading editor's corrections, with their review state. Takes a Kysely instance or a transaction.
 * Time ranges in method names: `…Between(from, to)` is [from, to), `…Through(from, through)` is
 * [from, through]; `…After(after, before)` and `…Before(before)` leave those ends out (docs/ARCHITECTURE.md).
 */
import type { FlagStatus } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import type { Database, ReadingFlagRow } from '../../../db/database.ts';
import type { SpikeFlag } from '../ingest/spike-filter.ts';

export function createReadingFlagsRepository(db: Kysely<Database>) {
  return {
    /** Records the filter's flags of station `stationId` (a flag already recorded is kept). */
    async insertFlags(stationId: number, flags: readonly SpikeFlag[], now: number): Promise<void> {
      if (flags.length === 0) return;
      await db
        .insertInto('reading_flags')
        .values(
          flags.map((flag) => ({
            weather_station_id: stationId,
            received_at: flag.receivedAt,
            measure: flag.measure,
            value: flag.value,
            rule: flag.rule,
            limit_value: flag.limit,
            status: 'flagged' as const,
            reviewed_by: null,
            reviewed_at: null,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['weather_station_id', 'received_at', 'measure']).doNothing())
        .execute();
    },

    /** The flag of one value, or undefined. */
    async find(stationId: number, receivedAt: number, measure: string): Promise<ReadingFlagRow | undefined> {
      return db
        .selectFrom('reading_flags')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '=', receivedAt)
        .where('measure', '=', measure)
        .executeTakeFirst();
    },

    /**
     * One page of the station's flags in `status`, newest reading first; a derived dew point follows its
     * temperature or humidity and is not listed on its own.
     */
    async listByStatus(
      stationId: number,
      status: FlagStatus,
      page: { offset: number; limit: number },
    ): Promise<ReadingFlagRow[]> {
      return db
        .selectFrom('reading_flags')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('status', '=', status)
        .where((eb) => eb.or([eb('rule', 'is', null), eb('rule', '!=', 'derived')]))
        .orderBy('received_at', 'desc')
        .orderBy('measure')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async countByStatus(stationId: number, status: FlagStatus): Promise<number> {
      const row = await db
        .selectFrom('reading_flags')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('weather_station_id', '=', stationId)
        .where('status', '=', status)
        .where((eb) => eb.or([eb('rule', 'is', null), eb('rule', '!=', 'derived')]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * How many values quality control keeps out of the station's readings with `fromMs ≤ received_at < toMs`
     * (flagged or rejected; a dew point that only follows its sources is not counted twice).
     */
    async countKeptOutBetween(stationId: number, fromMs: number, toMs: number): Promise<number> {
      const row = await db
        .selectFrom('reading_flags')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<', toMs)
        .where((eb) => eb.or([eb('rule', 'is', null), eb('rule', '!=', 'derived')]))
        .where('status', 'in', ['flagged', 'rejected'])
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Every flag of the station's readings in [fromMs, toMs). */
    async listBetween(stationId: number, fromMs: number, toMs: number): Promise<ReadingFlagRow[]> {
      return db
        .selectFrom('reading_flags')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<', toMs)
        .execute();
    },

    /** The flags among `instants` whose value counts after a review or a correction (records' marks). */
    async listReviewedAt(stationId: number, instants: readonly number[]): Promise<ReadingFlagRow[]> {
      if (instants.length === 0) return [];
      return db
        .selectFrom('reading_flags')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', 'in', [...new Set(instants)])
        .where('status', 'in', ['accepted', 'corrected'])
        .execute();
    },

    /** The flags of one reading. */
    async listAt(stationId: number, receivedAt: number): Promise<ReadingFlagRow[]> {
      return db
        .selectFrom('reading_flags')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '=', receivedAt)
        .execute();
    },

    /** Sets one flag's review state (and who reviewed it when). */
    async setStatus(
      stationId: number,
      receivedAt: number,
      measure: string,
      status: FlagStatus,
      reviewer: { by: number | null; at: number },
    ): Promise<void> {
      await db
        .updateTable('reading_flags')
        .set({ status, reviewed_by: reviewer.by, reviewed_at: reviewer.at })
        .where('weather_station_id', '=', stationId)
        .where('received_at', '=', receivedAt)
        .where('measure', '=', measure)
        .execute();
    },

    /** Records a correction of one value (`value`: the value before it); an earlier flag becomes one. */
    async recordCorrection(
      stationId: number,
      receivedAt: number,
      measure: string,
      value: number | null,
      reviewer: { by: number | null; at: number },
    ): Promise<void> {
      await db
        .insertInto('reading_flags')
        .values({
          weather_station_id: stationId,
          received_at: receivedAt,
          measure,
          value,
          rule: null,
          limit_value: null,
          status: 'corrected',
          reviewed_by: reviewer.by,
          reviewed_at: reviewer.at,
          created_at: reviewer.at,
        })
        .onConflict((oc) =>
          oc
            .columns(['weather_station_id', 'received_at', 'measure'])
            .doUpdateSet({ status: 'corrected', reviewed_by: reviewer.by, reviewed_at: reviewer.at }),
        )
        .execute();
    },

    /** Removes every flag of one reading (the reading was deleted). */
    async deleteForReading(stationId: number, receivedAt: number): Promise<void> {
      await db
        .deleteFrom('reading_flags')
        .where('weather_station_id', '=', stationId)
        .where('received_at', '=', receivedAt)
        .execute();
    },
  };
}

export type ReadingFlagsRepository = ReturnType<typeof createReadingFlagsRepository>;
