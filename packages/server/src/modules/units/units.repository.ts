import type { Kysely } from 'kysely';
import type { Database, NewUnitRow, UnitRow } from '../../db/database.ts';

/** Queries of the `units` table (unit sets such as Metric and Imperial). */
export function createUnitsRepository(db: Kysely<Database>) {
  return {
    async findByType(type: string): Promise<UnitRow | undefined> {
      return db.selectFrom('units').selectAll().where('type', '=', type).executeTakeFirst();
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('units')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Inserts a unit set; a set whose `type` already exists is left as it is. */
    async insertIfAbsent(unit: NewUnitRow): Promise<void> {
      await db
        .insertInto('units')
        .values(unit)
        .onConflict((oc) => oc.column('type').doNothing())
        .execute();
    },
  };
}
export type UnitsRepository = ReturnType<typeof createUnitsRepository>;
