import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL, withId } from './migration-kit.ts';

/**
 * Graph rollups and the cross-process change log.
 * - reading_rollups: the daily-summary fold of every 10-minute and 1-hour bucket of a station's readings
 *   (buckets aligned on the station's local midnight), so graphs of a week, a month and a year aggregate
 *   rollups instead of raw readings. Kept in the readings' transaction like the daily summaries.
 * - daily_summaries and reading_rollups both get the wind-direction vector sums (calm excluded) and the
 *   PM2.5 24-hour average's sum and count, which graph points need to be built from summaries alone.
 * - change_log: one row per committed ingestion chunk or station change, read by the other processes on the
 *   same database (an import run from the command line, a second server) to refresh their caches.
 * - readings.rain_rate_sent: 1 when the station sent the rain rate, 0 when ingestion derived it (so a late
 *   reading can re-derive the rates after it); null for readings stored before (left as they are).
 * Frozen copies of the measure list: later changes to the app's list need a new migration.
 */
const MEASURES = [
  'temperature',
  'dew_point',
  'humidity',
  'pressure_rel',
  'wind_speed',
  'wind_gust',
  'rain_rate',
  'solar_radiation',
  'uv',
  'soil_temperature',
  'leaf_wetness',
  'pm25',
  'heat_index',
  'humidex',
  'wind_chill',
  'lightning_distance',
  'aqi',
] as const;

const EXTRA_REALS = ['wind_dir_east', 'wind_dir_north', 'pm25_avg24h_sum'] as const;
const EXTRA_COUNTS = ['wind_dir_count', 'pm25_avg24h_count'] as const;

export const addRollupsAndChangeLog: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('readings').addColumn('rain_rate_sent', 'integer').execute();
    for (const name of EXTRA_REALS) {
      await db.schema.alterTable('daily_summaries').addColumn(name, REAL).execute();
    }
    for (const name of EXTRA_COUNTS) {
      await db.schema
        .alterTable('daily_summaries')
        .addColumn(name, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }

    let rollups = db.schema
      .createTable('reading_rollups')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      // Bucket width in minutes (10 or 60) and start instant, epoch ms.
      .addColumn('width_min', 'integer', (col) => col.notNull())
      .addColumn('start_at', 'bigint', (col) => col.notNull());
    for (const m of MEASURES) {
      rollups = rollups
        .addColumn(`${m}_min`, REAL)
        .addColumn(`${m}_min_at`, 'bigint')
        .addColumn(`${m}_max`, REAL)
        .addColumn(`${m}_max_at`, 'bigint')
        .addColumn(`${m}_sum`, REAL)
        .addColumn(`${m}_count`, 'integer', (col) => col.notNull().defaultTo(0));
    }
    rollups = rollups
      .addColumn('rain_total_mm', REAL)
      .addColumn('rain_event_max', REAL)
      .addColumn('rain_event_max_at', 'bigint')
      .addColumn('lightning_count', REAL)
      .addColumn('reading_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('first_at', 'bigint')
      .addColumn('last_at', 'bigint');
    for (const name of EXTRA_REALS) rollups = rollups.addColumn(name, REAL);
    for (const name of EXTRA_COUNTS) {
      rollups = rollups.addColumn(name, 'integer', (col) => col.notNull().defaultTo(0));
    }
    await rollups
      .addPrimaryKeyConstraint('reading_rollups_pk', ['weather_station_id', 'width_min', 'start_at'])
      .execute();

    await withId(db.schema.createTable('change_log'), dialect)
      // 'readings', 'station', 'units'…; station_id when the change concerns one station.
      .addColumn('topic', 'varchar(32)', (col) => col.notNull())
      .addColumn('station_id', 'integer')
      // JSON text of the event's details.
      .addColumn('payload', 'text', (col) => col.notNull())
      // Which process wrote it (it ignores its own rows).
      .addColumn('origin', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('change_log_created_at_idx').on('change_log').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('change_log').execute();
    await db.schema.dropTable('reading_rollups').execute();
    for (const name of [...EXTRA_COUNTS, ...EXTRA_REALS]) {
      await db.schema.alterTable('daily_summaries').dropColumn(name).execute();
    }
    await db.schema.alterTable('readings').dropColumn('rain_rate_sent').execute();
  },
});
