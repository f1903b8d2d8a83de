import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** One stored setting: its name and its value as JSON text. */
export interface StoredSetting {
  name: string;
  value: string;
}

/** The site_settings table: the owner's settings, one row per setting (contract SITE_SETTING_NAMES). */
export function createSiteSettingsRepository(db: Kysely<Database>) {
  return {
    /** Every stored setting (a setting never set has no row). */
    async listAll(): Promise<StoredSetting[]> {
      return db.selectFrom('site_settings').select(['name', 'value']).execute();
    },
    /** One stored setting's value, or undefined when it was never set. */
    async read(name: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('site_settings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.value;
    },
    /** Stores each of `settings`, replacing its previous value, in one transaction. */
    async write(settings: readonly StoredSetting[], at: number, by: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const { name, value } of settings) {
          await trx
            .insertInto('site_settings')
            .values({ name, value, updated_at: at, updated_by: by })
            .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: at, updated_by: by }))
            .execute();
        }
      });
    },
  };
}
export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
