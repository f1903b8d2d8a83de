import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Key/value store of generated secrets (the JWT secret when JWT_SECRET is unset) and bookkeeping. */
export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async find(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    /**
     * Returns the stored value of `key`, storing `candidate` first when there is none. Safe when several
     * processes start at once: the first insert wins and everyone reads the winner.
     */
    async getOrCreate(key: string, candidate: string): Promise<string> {
      await db
        .insertInto('settings')
        .values({ key, value: candidate })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return row.value;
    },
    /** Stores `value` under `key`, replacing any previous value. */
    async set(key: string, value: string): Promise<void> {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
