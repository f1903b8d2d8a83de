import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * weather_stations.other_stations: the stations of other networks a station's about page links
 * to ('Andere Stationen'), as JSON text (contract OtherStation[], at most three); null shows no card.
 */
export const addOtherStations: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('weather_stations').addColumn('other_stations', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('weather_stations').dropColumn('other_stations').execute();
  },
});
