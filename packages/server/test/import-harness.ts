/**
 * Runs the history importer (modules/imports) in a test, on the test app's database, through the same
 * ingestion service the doors use:
 *
 *   const importer = await createTestImporter(t, station);
 *   const report = await importer.run({ kind: 'weewx', path: archive });
 *   const day = await importer.summary('2024-03-10');      // the station's daily_summaries row
 */
import type { DailySummaryRow } from '../src/db/database.ts';
import { runImport } from '../src/modules/imports/importer.ts';
import { openImportSource, type SourceChoice } from '../src/modules/imports/open-source.ts';
import {
  createStationCredentials,
  type UploadStation,
} from '../src/modules/readings/doors/station-credentials.ts';
import { createReadingsService } from '../src/modules/readings/ingest/readings.service.ts';
import { createMemoryReadingEvents } from '../src/modules/readings/reading-events.ts';
import {
  createImportedSensorExtremesStore,
  createImportedSensorsStore,
} from '../src/modules/sensors/index.ts';
import { createStationsRepository } from '../src/modules/stations/stations.repository.ts';
import type { TestApp } from './build-test-app.ts';

/** An importer bound to one station of `t` (default: the seeded SSDP41000). */
export async function createTestImporter(t: TestApp, reference = 'SSDP41000') {
  const stations = createStationsRepository(t.db);
  const readings = createReadingsService({
    db: t.db,
    dialect: t.dialect,
    clock: t.clock,
    events: createMemoryReadingEvents(),
    credentials: createStationCredentials({
      findByReference: (r) => stations.findByReference(r),
      clock: t.clock,
    }),
    log: { warn: () => {} },
  });
  const found = await stations.getByReference(reference);
  const station: UploadStation = {
    id: found.id,
    reference: found.reference,
    elevation: found.elevation,
    timezone: found.timezone,
    dayStartHour: found.dayStartHour,
  };
  return {
    readings,
    station,
    /** Opens `choice` and imports it whole, in batches of `batchSize` rows. */
    async run(choice: SourceChoice, batchSize?: number) {
      const source = await openImportSource(choice, station.timezone);
      try {
        return await runImport({
          readings,
          sensors: createImportedSensorsStore(t.db, t.dialect),
          sensorExtremes: createImportedSensorExtremesStore(t.db, t.dialect),
          station,
          source,
          ...(batchSize === undefined ? {} : { batchSize }),
        });
      } finally {
        await source.close();
      }
    },
    /** The station's summary of local day `day` ('YYYY-MM-DD'); throws when there is none. */
    summary(day: string): Promise<DailySummaryRow> {
      return t.db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', station.id)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
    },
    /** How many readings the station has. */
    async count(): Promise<number> {
      const row = await t.db
        .selectFrom('readings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('weather_station_id', '=', station.id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
