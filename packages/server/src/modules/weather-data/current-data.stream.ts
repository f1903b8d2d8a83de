/**
 * Live current data (DESIGN §6): clients of a station receive the current-data answer when they connect and
 * again after every reading ReadingEvents announces. One subscription and one computation per station,
 * whatever the number of clients; bursts of readings (a backfill publishes one event per reading) collapse
 * into one recomputation after the running one. Clients also hear of each console upload the station's doors
 * recorded (UploadEvents), for the back office's connection view. No HTTP here: the route adapts a client to
 * Server-Sent Events.
 */
import type { CurrentData, DisplayUnitsQuery, StreamUpload } from '@meteodeck/contract';
import type { ReadingEvents, UploadEvents } from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import type { CurrentDataCache } from './current-data.cache.ts';
import type { CurrentDataService } from './current-data.service.ts';
import { withDisplayUnits } from './display-units.ts';

/** One connected client, as the transport sees it. */
export interface StreamClient {
  /** Called once the station is known to exist, before the first `send` (e.g. to write response headers). */
  start(): void;
  send(data: CurrentData): void;
  /** Announces a recorded upload of the station (no data to compute: sent at once). */
  uploaded(upload: StreamUpload): void;
  /** Ends the client's connection (server shutdown). */
  end(): void;
}

export interface CurrentDataStream {
  /**
   * Connects `client` to the station of `reference` (404 when unknown, before `start`), sends the current
   * data at once when the station has a reading, then after every new reading, and announces every upload
   * recorded from then on. Returns the disconnect function (idempotent).
   */
  connect(reference: string, client: StreamClient, units?: DisplayUnitsQuery): Promise<() => void>;
  /** Ends every open client (for shutdown: open streams would otherwise keep the server from closing). */
  closeAll(): void;
  /** Number of connected clients (for tests and metrics). */
  clientCount(): number;
}

export interface CurrentDataStreamDeps {
  events: ReadingEvents;
  /** Recorded console uploads (absent: none announced). */
  uploads?: UploadEvents;
  stationViews: StationViewRepository;
  currentData: CurrentDataService;
  cache: CurrentDataCache;
  /** Where failures of a background refresh go (default: ignored). */
  onError?: (error: unknown) => void;
}

interface StationChannel {
  clients: Set<StreamClient>;
  unsubscribe: () => void;
  running: boolean;
  pending: boolean;
}

/** Builds the live current-data fan-out. */
export function createCurrentDataStream(deps: CurrentDataStreamDeps): CurrentDataStream {
  // One channel per station and unit set shown: clients in the station's units share one answer per reading.
  const channels = new Map<string, StationChannel>();
  const onError = deps.onError ?? (() => {});

  async function refresh(
    stationId: number,
    reference: string,
    units: DisplayUnitsQuery | undefined,
    channel: StationChannel,
  ) {
    if (channel.running) {
      channel.pending = true;
      return;
    }
    channel.running = true;
    try {
      do {
        channel.pending = false;
        // The cache's own subscription may run after ours: drop the old answer explicitly.
        deps.cache.invalidate(stationId);
        // Re-read the station so an edit of its unit set or time zone reaches open streams.
        const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
        const data = await deps.currentData.getDetailOf(station);
        if (data !== undefined) for (const client of [...channel.clients]) client.send(data);
      } while (channel.pending && channel.clients.size > 0);
    } catch (error) {
      onError(error);
    } finally {
      channel.running = false;
    }
  }

  return {
    async connect(reference, client, units) {
      const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
      client.start();
      const key =
        station.unitsChosen === true ? station.fingerprint.slice(station.fingerprint.indexOf('|')) : '';
      const channelKey = `${station.id}${key}`;
      let channel = channels.get(channelKey);
      if (channel === undefined) {
        const created: StationChannel = {
          clients: new Set(),
          unsubscribe: () => {},
          running: false,
          pending: false,
        };
        const offReadings = deps.events.subscribe(station.id, () => {
          void refresh(station.id, reference, units, created);
        });
        const offUploads = deps.uploads?.subscribe(station.id, (upload) => {
          const event = { protocol: upload.protocol, receivedAt: new Date(upload.receivedAt).toISOString() };
          for (const client of [...created.clients]) client.uploaded(event);
        });
        created.unsubscribe = () => {
          offReadings();
          offUploads?.();
        };
        channels.set(channelKey, created);
        channel = created;
      }
      const joined = channel;
      joined.clients.add(client);
      let connected = true;
      const disconnect = () => {
        if (!connected) return;
        connected = false;
        joined.clients.delete(client);
        if (joined.clients.size === 0 && channels.get(channelKey) === joined) {
          joined.unsubscribe();
          channels.delete(channelKey);
        }
      };
      try {
        const data = await deps.currentData.getDetailOf(station);
        if (data !== undefined && connected) client.send(data);
      } catch (error) {
        onError(error);
      }
      return disconnect;
    },
    closeAll() {
      for (const [key, channel] of channels) {
        channel.unsubscribe();
        channels.delete(key);
        for (const client of channel.clients) client.end();
        channel.clients.clear();
      }
    },
    clientCount() {
      let count = 0;
      for (const channel of channels.values()) count += channel.clients.size;
      return count;
    },
  };
}
