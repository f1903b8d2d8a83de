import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL, withId } from './migration-kit.ts';

/**
 * What a station's consoles say of themselves, and owner alerts:
 * - station_uploads: per station and door (`wunderground`, `ecowitt`, `json`) the newest upload's reading
 *   instant, when the server received it, its fields and the values rejected from it (the status page's
 *   "last upload per protocol", the back office's connection view).
 * - station_sensors: per station the latest battery and signal values its consoles sent (`wh65batt`,
 *   `soilbatt1`, `txBatteryStatus`, `rxCheckPercent`…), as sent.
 * - alert_settings: per station who is told (e-mail addresses, a webhook) of what (no data for N minutes,
 *   a low battery, frost, a gust, a rain rate), canonical units.
 * - alert_episodes: each alert from its start to its end, and whether each of the two messages went out.
 */
export const addStationStateAndAlerts: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('station_uploads')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('protocol', 'varchar(16)', (col) => col.notNull())
      .addColumn('reading_at', 'bigint', (col) => col.notNull())
      .addColumn('received_at', 'bigint', (col) => col.notNull())
      // JSON text: the fields the upload carried (credentials left out), those without a place, and the
      // values quality control rejected ({ measure, value, reason }).
      .addColumn('fields_seen', 'text')
      .addColumn('fields_ignored', 'text')
      .addColumn('rejected', 'text')
      .addPrimaryKeyConstraint('station_uploads_pk', ['weather_station_id', 'protocol'])
      .execute();
    await db.schema
      .createTable('station_sensors')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('value', REAL, (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('station_sensors_pk', ['weather_station_id', 'name'])
      .execute();
    await db.schema
      .createTable('alert_settings')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('enabled', 'integer', (col) => col.notNull())
      // Comma-separated e-mail addresses ('' for none).
      .addColumn('emails', 'text', (col) => col.notNull())
      .addColumn('webhook_url', 'text')
      .addColumn('silence_minutes', 'integer')
      .addColumn('battery', 'integer', (col) => col.notNull())
      .addColumn('frost_c', REAL)
      .addColumn('gust_ms', REAL)
      .addColumn('rain_rate_mmh', REAL)
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('alert_settings_pk', ['weather_station_id'])
      .execute();
    await withId(db.schema.createTable('alert_episodes'), dialect)
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      // 'silence', 'battery', 'frost', 'gust', 'rainRate'.
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('started_at', 'bigint', (col) => col.notNull())
      .addColumn('ended_at', 'bigint')
      // The value that started it (minutes without data, °C, m/s, mm/h; battery: how many are low).
      .addColumn('value', REAL)
      .addColumn('details', 'text')
      .addColumn('start_sent', 'integer', (col) => col.notNull())
      .addColumn('end_sent', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('alert_episodes_station_idx')
      .on('alert_episodes')
      .columns(['weather_station_id', 'kind', 'ended_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['alert_episodes', 'alert_settings', 'station_sensors', 'station_uploads']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
