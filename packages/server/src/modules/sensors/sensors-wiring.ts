/**
 * The extra sensors wired: their upload hook in readings' ingestion transaction (out-of-bounds values
 * told to the event hub as rejected), the keeper of the raw uploads (written on stop), the back office's
 * and the public routes.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { ReadingsWiring } from '../readings/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import { createPayloadKeeper } from './payload-keeper.ts';
import { rebuildSensorDays } from './sensor-days-rebuild.ts';
import { sensorsRoutes } from './sensors.routes.ts';
import { createSensorsService } from './sensors.service.ts';
import { createImportedSensorsStore } from './sensors-import.ts';
import { createImportedSensorExtremesStore } from './sensors-imported-extremes.ts';
import { createSensorsIngest, RAW_UPLOADS_KEPT } from './sensors-ingest.ts';

export function wireSensors(ctx: WireContext & { stations: StationsWiring; readings: ReadingsWiring }) {
  const { db, log, events, stations, readings } = ctx;
  const payloads = createPayloadKeeper({ db, log, keep: RAW_UPLOADS_KEPT });
  readings.onUploadInTransaction(
    createSensorsIngest({
      log,
      payloads,
      onRejected: (reference, count) =>
        events.emit('valuesRejected', { reference, reason: 'impossible', count }),
    }),
  );
  // A station's new time zone: its sensors' days re-keyed from the stored values, after readings' summaries.
  stations.onRekeySummaries(async (station) => {
    await rebuildSensorDays(db, ctx.dialect, station);
  });
  const service = createSensorsService({
    db,
    findStation: (id) => stations.stations.findById(id),
    flushPayloads: () => payloads.flush(),
    getStationByReference: (reference) => stations.views.getByReference(reference),
    settingsChanged: (stationId) => events.emit('stationChanged', { stationId, origin: 'local' }),
  });
  return {
    service,
    /** Stores a history import's extra sensors, batch by batch (imports/importer.ts). */
    storeImported: createImportedSensorsStore(db, ctx.dialect),
    /** Stores a history import's extra sensors' day extremes from the source's daily summaries. */
    storeImportedExtremes: createImportedSensorExtremesStore(db, ctx.dialect),
    /** A station's sensors as the owner set them, keyed by sensor, for the audit trail. */
    async auditView(id: number): Promise<unknown> {
      const { sensors } = await service.list(id);
      return Object.fromEntries(
        sensors.map((s) => [
          s.key,
          { name: s.name, visibility: s.visibility, homeTile: s.homeTile, position: s.position },
        ]),
      );
    },
    /** Writes the raw uploads still waiting. */
    async stop() {
      await payloads.flush();
    },
    async routes(app) {
      await app.register(sensorsRoutes({ sensors: service }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}

export type SensorsWiring = ReturnType<typeof wireSensors>;
