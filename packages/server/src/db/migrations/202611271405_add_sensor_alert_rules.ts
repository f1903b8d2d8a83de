import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL, withId } from './migration-kit.ts';

/**
 * Alert rules on a station's extra sensors (modules/alerts):
 *
 * - alert_sensor_rules: per station, one rule on one sensor by its key (`extraTemperature:2`, `leak:1`):
 *   `condition` 'above', 'below' or 'leak', `threshold` canonical (the kind's unit; null for 'leak'),
 *   whether it is on, when it was made and last changed.
 * - alert_episodes.sensor_rule_id: the rule of an episode of kind 'sensor' (null for the other kinds).
 */
export const addSensorAlertRules: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('alert_sensor_rules'), dialect)
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('sensor_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('condition', 'varchar(16)', (col) => col.notNull())
      .addColumn('threshold', REAL)
      .addColumn('enabled', 'smallint', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('alert_sensor_rules_station')
      .on('alert_sensor_rules')
      .columns(['weather_station_id', 'id'])
      .execute();
    await db.schema.alterTable('alert_episodes').addColumn('sensor_rule_id', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('alert_episodes').dropColumn('sensor_rule_id').execute();
    await db.schema.dropTable('alert_sensor_rules').execute();
  },
});
