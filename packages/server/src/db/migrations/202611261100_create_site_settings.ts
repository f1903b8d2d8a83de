import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * site_settings: the owner's settings of the site, one row per setting (contract SITE_SETTINGS
 * names), its value as JSON text, and when and by whom it was last set. A setting without a row answers its
 * default, so a new setting needs no migration. Apart from `settings`, which holds the server's generated
 * secrets and bookkeeping and is never served.
 */
export const createSiteSettings: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_settings')
      .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_by', 'varchar(254)')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('site_settings').execute();
  },
});
