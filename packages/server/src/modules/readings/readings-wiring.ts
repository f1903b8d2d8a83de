/**
 * The readings module wired: the ingestion pipeline behind the doors (and the imports), the live buses of a
 * station's stored readings and recorded uploads, and the doors' routes. The pipeline tells the event hub
 * what it committed (readings stored, uploads recorded, values rejected, readings queued for forwarding);
 * the per-station buses the read side subscribes to are fed from the hub, by this process's ingestion and,
 * through the change feed, by the others'. Other modules add work to each chunk's ingestion transaction
 * with `onInTransaction` (forwarding queues the stored readings there, wired by app.ts).
 */
import type { StorageState } from '../../db/db-faults.ts';
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { ChangeFeed } from '../change-feed/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import { createDoorsService } from './doors/doors.service.ts';
import { readingsRoutes } from './doors/readings.routes.ts';
import { createStationCredentials } from './doors/station-credentials.ts';
import {
  createReadingsService,
  type IngestLog,
  type InTransactionHook,
  type UploadHook,
} from './ingest/readings.service.ts';
import {
  createMemoryReadingEvents,
  createMemoryUploadEvents,
  type ReadingEvents,
  type UploadEvents,
} from './reading-events.ts';
import { createReadingsCorrections } from './readings-corrections.ts';
import { rebuildStationSummaries } from './summaries/summary-rebuild.ts';

export function wireReadings(
  ctx: WireContext & {
    stations: StationsWiring;
    changes: ChangeFeed;
    /** The disk's state, told of each stored upload (the routes'). */
    storage?: StorageState;
    /** Replaces the in-process bus of stored readings the live views subscribe to. */
    readingEvents?: ReadingEvents | undefined;
    /** Where the pipeline logs (default the context's logger). */
    ingestLog?: IngestLog;
    /** Pause between two chunks of a request, ms (a CLI process sharing a SQLite file pauses longer). */
    chunkPauseMs?: number;
  },
) {
  const { config, db, dialect, clock, events, stations } = ctx;
  const readingEvents = ctx.readingEvents ?? createMemoryReadingEvents();
  const uploadEvents = createMemoryUploadEvents();
  events.on('readingStored', ({ stationId, newestAt, earliestAt }) =>
    readingEvents.publish(stationId, newestAt, earliestAt),
  );
  events.on('uploadRecorded', ({ stationId, upload }) => uploadEvents.publish(stationId, upload));
  const credentials = createStationCredentials({
    findByReference: (reference) => stations.stations.findByReference(reference),
    clock,
  });
  events.on('stationChanged', ({ stationId }) => credentials.forgetStation(stationId));
  const inTransactionHooks: InTransactionHook[] = [];
  // Filled by the modules wired above (the extra sensors): run in each upload's ingestion transaction.
  const uploadHooks: UploadHook[] = [];
  const service = createReadingsService({
    db,
    dialect,
    clock,
    events: {
      publish: (stationId, newestAt, earliestAt) =>
        events.emit('readingStored', { stationId, newestAt, earliestAt, origin: 'local' }),
      subscribe: (stationId, listener) => readingEvents.subscribe(stationId, listener),
    },
    uploads: {
      publish: (stationId, upload) => events.emit('uploadRecorded', { stationId, upload, origin: 'local' }),
      subscribe: (stationId, listener) => uploadEvents.subscribe(stationId, listener),
    },
    credentials,
    log: ctx.ingestLog ?? ctx.log,
    changes: ctx.changes,
    inTransactionHooks,
    onValuesRejected: (reference, reason, count) =>
      events.emit('valuesRejected', { reference, reason, count }),
    lockWaitMs: config.limits.sqliteLockWaitMs,
    uploadHooks,
    ...(ctx.chunkPauseMs === undefined ? {} : { chunkPauseMs: ctx.chunkPauseMs }),
  });
  const doors = createDoorsService({ ingestion: service, credentials, clock });
  const corrections = createReadingsCorrections({
    db,
    dialect,
    changes: ctx.changes,
    events: readingEvents,
  });
  // A station's new time zone: its summaries are re-keyed once the requests storing into it have settled.
  stations.onRekeySummaries(async (station) => {
    await doors.settle(station.id);
    await rebuildStationSummaries(db, dialect, station);
  });
  const { storage } = ctx;
  return {
    /** The ingestion pipeline (for the imports). */
    service,
    /** The doors in front of it (for the routes). */
    doors,
    /** Corrections of stored readings (the back office's review and reading editor). */
    corrections,
    /**
     * Adds work to each chunk's ingestion transaction, run on the readings it stored; what the hook returns
     * runs after the commit (forwarding queues the readings and wakes its worker).
     */
    onInTransaction(hook: InTransactionHook): void {
      inTransactionHooks.push(hook);
    },
    /** A station's stored readings, for the live views (per station). */
    readingEvents,
    /** A station's recorded uploads, for the back office's connection view (per station). */
    uploadEvents: uploadEvents as UploadEvents,
    /** Adds work to each upload's ingestion transaction (committed with its reading). */
    onUploadInTransaction(hook: UploadHook): void {
      uploadHooks.push(hook);
    },
    async routes(app) {
      await app.register(
        readingsRoutes({
          readings: doors,
          ...(storage === undefined ? {} : { stored: () => storage.stored() }),
        }),
      );
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}

export type ReadingsWiring = ReturnType<typeof wireReadings>;
