import type { Kysely } from 'kysely';
import { type MigrationFactory, withId, withTimestamps } from './migration-kit.ts';

export const createUsers: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db.schema.createTable('users'), dialect)
        .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
        .addColumn('firstname', 'varchar(255)', (col) => col.notNull())
        .addColumn('lastname', 'varchar(255)', (col) => col.notNull())
        .addColumn('roles', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull()),
    ).execute();
    await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('users').execute();
  },
});
