import type { Kysely } from 'kysely';
import { type MigrationFactory, withId, withTimestamps } from './migration-kit.ts';

/** Observations (text messages per station), news posts, contact messages and the settings store. */
export const createContent: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db.schema.createTable('observations'), dialect)
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('weather_station_id', 'integer', (col) =>
          col.notNull().references('weather_stations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null')),
    ).execute();
    // Serves both "latest observation of a station" and the list by creation date.
    await db.schema
      .createIndex('observations_station_created_at_idx')
      .on('observations')
      .columns(['weather_station_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('observations_created_at_idx')
      .on('observations')
      .column('created_at')
      .execute();
    await db.schema.createIndex('observations_user_idx').on('observations').column('user_id').execute();

    await withTimestamps(
      withId(db.schema.createTable('posts'), dialect)
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull()),
    ).execute();
    await db.schema.createIndex('posts_created_at_idx').on('posts').column('created_at').execute();

    await withTimestamps(
      withId(db.schema.createTable('contacts'), dialect)
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('email', 'varchar(254)', (col) => col.notNull())
        .addColumn('subject', 'varchar(255)', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull()),
    ).execute();
    await db.schema.createIndex('contacts_created_at_idx').on('contacts').column('created_at').execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'varchar(128)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['settings', 'contacts', 'posts', 'observations']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
