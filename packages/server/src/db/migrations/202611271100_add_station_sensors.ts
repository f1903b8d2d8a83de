import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { type MigrationFactory, REAL, withId } from './migration-kit.ts';

/**
 * A station's extra sensors (modules/sensors): every channel a console sends beyond the main measures (a
 * WH31's `temp3f`, a WH51's `soilmoisture2`, a WN34's `tf_ch1`, a WH45's `co2`…), one row per measure and
 * channel. Canonical units (°C, %, µg/m³, ppm); instants epoch ms; local days in the station's time zone.
 *
 * - extra_sensors: per station and sensor key (`extraTemperature:3`, `co2`) its kind and channel, what the
 *   owner made of it (name, public or back office only, on the home tiles, its position), when it was first
 *   and last seen, its last value, battery and signal as sent, and `is_new` until the owner saves it.
 * - extra_sensor_values: each upload's values, long format (one row per sensor and instant).
 * - extra_sensor_days: per sensor and local day its summary, kept up to date on every upload: min and max
 *   with their instants, sum and count (the mean; a counter's rises for counters), the last value.
 * - extra_sensor_payloads: the raw fields of a station's last uploads (credentials left out), a few kept.
 * - extra_sensor_unmapped: the fields an upload carried that nothing reads, with their last value.
 *
 * `station_sensors` (stations/) is older and unrelated: the battery and signal fields as sent.
 */
export const addStationSensors: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const station = (col: ColumnDefinitionBuilder) =>
      col.notNull().references('weather_stations.id').onDelete('cascade');
    await db.schema
      .createTable('extra_sensors')
      .addColumn('weather_station_id', 'integer', station)
      .addColumn('sensor_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('channel', 'integer')
      .addColumn('name', 'varchar(100)')
      // 'public' or 'admin' (the back office only).
      .addColumn('visibility', 'varchar(16)', (col) => col.notNull())
      .addColumn('home_tile', 'smallint', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('is_new', 'smallint', (col) => col.notNull())
      .addColumn('first_seen_at', 'bigint', (col) => col.notNull())
      .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
      .addColumn('last_value', REAL)
      .addColumn('last_value_at', 'bigint')
      .addColumn('battery', REAL)
      .addColumn('signal', REAL)
      .addPrimaryKeyConstraint('extra_sensors_pk', ['weather_station_id', 'sensor_key'])
      .execute();
    await db.schema
      .createTable('extra_sensor_values')
      .addColumn('weather_station_id', 'integer', station)
      .addColumn('sensor_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('received_at', 'bigint', (col) => col.notNull())
      .addColumn('value', REAL, (col) => col.notNull())
      .addPrimaryKeyConstraint('extra_sensor_values_pk', ['weather_station_id', 'sensor_key', 'received_at'])
      .execute();
    await db.schema
      .createTable('extra_sensor_days')
      .addColumn('weather_station_id', 'integer', station)
      .addColumn('sensor_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      // 1: a counter (its rises are summed), 0: a level (its values are summed for the mean).
      .addColumn('counter', 'smallint', (col) => col.notNull())
      .addColumn('min', REAL, (col) => col.notNull())
      .addColumn('min_at', 'bigint', (col) => col.notNull())
      .addColumn('max', REAL, (col) => col.notNull())
      .addColumn('max_at', 'bigint', (col) => col.notNull())
      .addColumn('sum', REAL, (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addColumn('last', REAL, (col) => col.notNull())
      .addColumn('last_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('extra_sensor_days_pk', ['weather_station_id', 'sensor_key', 'day'])
      .execute();
    await withId(db.schema.createTable('extra_sensor_payloads'), dialect)
      .addColumn('weather_station_id', 'integer', station)
      .addColumn('protocol', 'varchar(16)', (col) => col.notNull())
      .addColumn('received_at', 'bigint', (col) => col.notNull())
      // JSON text: the upload's fields, name → value as sent.
      .addColumn('fields', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('extra_sensor_payloads_station')
      .on('extra_sensor_payloads')
      .columns(['weather_station_id', 'id'])
      .execute();
    await db.schema
      .createTable('extra_sensor_unmapped')
      .addColumn('weather_station_id', 'integer', station)
      .addColumn('field', 'varchar(64)', (col) => col.notNull())
      .addColumn('protocol', 'varchar(16)', (col) => col.notNull())
      .addColumn('last_value', 'varchar(200)', (col) => col.notNull())
      .addColumn('first_seen_at', 'bigint', (col) => col.notNull())
      .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('extra_sensor_unmapped_pk', ['weather_station_id', 'field'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'extra_sensor_unmapped',
      'extra_sensor_payloads',
      'extra_sensor_days',
      'extra_sensor_values',
      'extra_sensors',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
