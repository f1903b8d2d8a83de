/**
 * Forwarding wired into an app: the delivery worker (started when the app is ready, unless
 * FORWARDING_ENABLED=false, stopped on close) and, with MQTT_URL, the MQTT publisher told of every stored
 * reading through the reading events ingestion publishes on.
 */
import type { CurrentData } from '@meteodeck/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { ReadingEvents } from '../readings/index.ts';
import { createStationsRepository } from '../stations/index.ts';
import { createMqttPublisher } from './mqtt.ts';
import { createForwardingWorker } from './outbox.worker.ts';

export function wireForwarding(
  app: FastifyInstance,
  deps: {
    config: Readonly<Config>;
    db: Kysely<Database>;
    clock: Clock;
    readingEvents: ReadingEvents;
    /** The current data of the station `reference` (what MQTT publishes). */
    currentData(reference: string): Promise<CurrentData | undefined>;
  },
): { ingestEvents: ReadingEvents; onForwardingQueued: () => void } {
  const { config, db, clock, readingEvents } = deps;
  const { enabled, mqttUrl, ...endpoints } = config.forwarding;
  // MQTT (Home Assistant): each stored reading's current data, published after the commit.
  const mqttPublisher =
    mqttUrl === undefined
      ? undefined
      : createMqttPublisher({
          url: mqttUrl,
          log: app.log,
          currentData: async (stationId) => {
            const row = await createStationsRepository(db).findById(stationId);
            return row === undefined ? undefined : deps.currentData(row.reference);
          },
        });
  if (mqttPublisher !== undefined) app.addHook('onClose', async () => mqttPublisher.close());
  const ingestEvents: ReadingEvents = {
    ...readingEvents,
    publish(stationId, newestAt, earliestAt) {
      readingEvents.publish(stationId, newestAt, earliestAt);
      mqttPublisher?.readingStored(stationId);
    },
  };
  // Queued by ingestion in its transaction, delivered off the request.
  const worker = createForwardingWorker({
    db,
    dialect: config.database.dialect,
    clock,
    endpoints,
    log: app.log,
  });
  if (enabled) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
  return { ingestEvents, onForwardingQueued: () => worker.poke() };
}
