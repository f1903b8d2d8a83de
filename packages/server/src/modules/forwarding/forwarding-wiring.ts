/**
 * Forwarding wired: the targets' service and back-office routes, the delivery worker (started with the app
 * unless FORWARDING_ENABLED=false, stopped with it, woken when ingestion queued readings) and, with
 * MQTT_URL, the MQTT publisher told of every reading this process stores. The queueing itself happens inside
 * the ingestion transaction: forwarding hands readings its hook (`queueForwardingOnIngest`), readings knows
 * nothing of forwarding.
 */
import type { EventHub } from '../../event-hub.ts';
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { InTransactionHook, ReadingsWiring } from '../readings/index.ts';
import { createSensorValuesReader } from '../sensors/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import type { WeatherDataWiring } from '../weather-data/index.ts';
import { enabledTargetsText } from './forwarding.repository.ts';
import { forwardingRoutes } from './forwarding.routes.ts';
import { createForwardingService } from './forwarding.service.ts';
import { createMqttPublisher } from './mqtt.ts';
import { enqueueForwarding } from './outbox.service.ts';
import { createForwardingWorker } from './outbox.worker.ts';

/**
 * Queues the readings each ingestion transaction stores for the station's forwarding targets, in that
 * transaction (a reading acknowledged to the console is queued or not stored at all); after a commit that
 * queued some, the event hub's `forwardingQueued` wakes the worker. The app wires it, and so does a CLI
 * process that stores readings (its queue is delivered by the server's worker).
 */
export function queueForwardingOnIngest(
  readings: Pick<ReadingsWiring, 'onInTransaction'>,
  events: Pick<EventHub, 'emit'>,
): void {
  const queue: InTransactionHook = async (trx, station, stored, now, firstRows) =>
    (await enqueueForwarding(trx, station, stored, now, firstRows)) > 0
      ? () => events.emit('forwardingQueued', {})
      : undefined;
  // The station's enabled targets come with the transaction's first round trip (PostgreSQL).
  queue.firstRead = enabledTargetsText;
  readings.onInTransaction(queue);
}

export function wireForwarding(
  ctx: WireContext & {
    stations: StationsWiring;
    /** The ingestion whose transactions queue the stored readings. */
    readings: Pick<ReadingsWiring, 'onInTransaction'>;
    /** The current data MQTT publishes. */
    weatherData: Pick<WeatherDataWiring, 'currentData'>;
  },
) {
  const { config, db, clock, log, events } = ctx;
  const { enabled, mqttUrl, ...endpoints } = config.forwarding;
  const service = createForwardingService({ db, clock });
  const sensors = createSensorValuesReader(db);
  // MQTT (Home Assistant): each reading stored here, its current data published after the commit.
  const mqttPublisher =
    mqttUrl === undefined
      ? undefined
      : createMqttPublisher({
          url: mqttUrl,
          log,
          sensors: (stationId) => sensors.latest(stationId),
          currentData: async (stationId) => {
            const row = await ctx.stations.stations.findById(stationId);
            return row === undefined ? undefined : ctx.weatherData.currentData.getDetail(row.reference);
          },
        });
  if (mqttPublisher !== undefined) {
    events.on('readingStored', ({ stationId, origin }) => {
      if (origin === 'local') mqttPublisher.readingStored(stationId);
    });
  }
  // Queued by ingestion in its transaction, delivered off the request.
  queueForwardingOnIngest(ctx.readings, events);
  const worker = createForwardingWorker({ db, dialect: config.database.dialect, clock, endpoints, log });
  events.on('forwardingQueued', () => worker.poke());
  return {
    /** A target as the audit trail shows it. */
    auditView: (id: number) => service.auditView(id),
    async routes(app) {
      await app.register(forwardingRoutes({ forwarding: service }));
    },
    start() {
      if (enabled) worker.start();
    },
    async stop() {
      await mqttPublisher?.close();
      if (enabled) await worker.stop();
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}
