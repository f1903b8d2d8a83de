import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * Data quality:
 * - weather_stations.quality_settings: the station's spike filter as JSON text (contract QualitySettings,
 *   canonical units); null for the defaults.
 * - reading_flags: one row per value the spike filter left out of a reading, or the reading editor
 *   changed, keyed by station, instant and measure: the value as received (the reading's column holds null
 *   while the value is left out), the rule it broke and that rule's limit, its review state, and who
 *   reviewed it when.
 */
export const addDataQuality: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('weather_stations').addColumn('quality_settings', 'text').execute();
    await db.schema
      .createTable('reading_flags')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('received_at', 'bigint', (col) => col.notNull())
      // A reading measure under its contract name ('temperature', 'windGust'…).
      .addColumn('measure', 'varchar(32)', (col) => col.notNull())
      .addColumn('value', REAL)
      // 'rate', 'min', 'max', 'derived' (a dew point computed from a flagged value); null for a correction.
      .addColumn('rule', 'varchar(8)')
      .addColumn('limit_value', REAL)
      // 'flagged', 'accepted', 'rejected', 'corrected'.
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('reviewed_by', 'integer')
      .addColumn('reviewed_at', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('reading_flags_pk', ['weather_station_id', 'received_at', 'measure'])
      .execute();
    await db.schema
      .createIndex('reading_flags_status_idx')
      .on('reading_flags')
      .columns(['weather_station_id', 'status', 'received_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reading_flags').execute();
    await db.schema.alterTable('weather_stations').dropColumn('quality_settings').execute();
  },
});
