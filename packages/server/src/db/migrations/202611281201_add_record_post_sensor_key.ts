import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * climate_record_posts.sensor_key: the records a news post announced are per station, local day, kind,
 * scope and sensor: the extra sensor's key (`extraTemperature:2`) for a sensor's record, '' for the main
 * measures'. Two sensors setting their highest value on one day are two posts, so the key joins the
 * primary key the claim collides on. SQLite cannot change a primary key in place: the table is copied
 * into a new one with the new key (the rows so far become the main measures'), on both dialects alike.
 */
export const addRecordPostSensorKey: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await createPostsTable(db, 'climate_record_posts_next', true);
    await sql`insert into climate_record_posts_next
      (weather_station_id, day, kind, scope, sensor_key, post_id, value, created_at)
      select weather_station_id, day, kind, scope, '', post_id, value, created_at
      from climate_record_posts`.execute(db);
    await db.schema.dropTable('climate_record_posts').execute();
    await db.schema.alterTable('climate_record_posts_next').renameTo('climate_record_posts').execute();
  },
  async down(db: Kysely<unknown>) {
    await createPostsTable(db, 'climate_record_posts_previous', false);
    // The sensors' records go: the old key cannot tell two sensors' apart.
    await sql`insert into climate_record_posts_previous
      (weather_station_id, day, kind, scope, post_id, value, created_at)
      select weather_station_id, day, kind, scope, post_id, value, created_at
      from climate_record_posts where sensor_key = ''`.execute(db);
    await db.schema.dropTable('climate_record_posts').execute();
    await db.schema.alterTable('climate_record_posts_previous').renameTo('climate_record_posts').execute();
  },
});

/** The announced records' table under `name`, keyed with the sensor or without it (as before). */
async function createPostsTable(db: Kysely<unknown>, name: string, withSensor: boolean) {
  let table: CreateTableBuilder<string, string> = db.schema
    .createTable(name)
    .addColumn('weather_station_id', 'integer', (col) =>
      col.notNull().references('weather_stations.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('scope', 'varchar(16)', (col) => col.notNull());
  if (withSensor) table = table.addColumn('sensor_key', 'varchar(64)', (col) => col.notNull().defaultTo(''));
  await table
    .addColumn('post_id', 'integer')
    .addColumn('value', REAL)
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint(
      // A name the table being replaced does not hold (PostgreSQL names its key's index after it).
      withSensor ? 'climate_record_posts_sensor_pk' : 'climate_record_posts_pk',
      withSensor
        ? ['weather_station_id', 'day', 'kind', 'scope', 'sensor_key']
        : ['weather_station_id', 'day', 'kind', 'scope'],
    )
    .execute();
}
