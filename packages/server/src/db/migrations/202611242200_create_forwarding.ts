import type { Kysely } from 'kysely';
import { type MigrationFactory, withId, withTimestamps } from './migration-kit.ts';

/**
 * Forwarding: the targets a station's readings are sent on to (a weather network and its
 * credentials), and the durable outbox of readings waiting to be sent to each. Outbox rows are written in
 * the transaction that stores the readings, and deleted once the target accepted them.
 */
export const createForwarding: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db.schema.createTable('forwarding_targets'), dialect)
        .addColumn('weather_station_id', 'integer', (col) =>
          col.notNull().references('weather_stations.id').onDelete('cascade'),
        )
        .addColumn('service', 'varchar(32)', (col) => col.notNull())
        .addColumn('station_id', 'varchar(255)', (col) => col.notNull())
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('enabled', 'integer', (col) => col.notNull())
        .addColumn('paused', 'integer', (col) => col.notNull())
        .addColumn('last_enqueued_at', 'bigint')
        .addColumn('last_success_at', 'bigint')
        .addColumn('last_error_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('failing_since', 'bigint')
        .addColumn('attempts', 'integer', (col) => col.notNull())
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull()),
    ).execute();
    await db.schema
      .createIndex('forwarding_targets_station_idx')
      .on('forwarding_targets')
      .column('weather_station_id')
      .execute();
    await withId(db.schema.createTable('forwarding_outbox'), dialect)
      .addColumn('target_id', 'integer', (col) =>
        col.notNull().references('forwarding_targets.id').onDelete('cascade'),
      )
      .addColumn('reading_at', 'bigint', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('forwarding_outbox_target_idx')
      .on('forwarding_outbox')
      .columns(['target_id', 'reading_at'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('forwarding_outbox').execute();
    await db.schema.dropTable('forwarding_targets').execute();
  },
});
