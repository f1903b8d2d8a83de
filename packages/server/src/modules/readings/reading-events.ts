/**
 * In-process notification of stored readings, so live views (SSE) learn that a station has new data
 * without polling the database. The ingestion pipeline publishes after its transaction commits; the read
 * side subscribes per station. One process only: a multi-process deployment would swap in a shared bus
 * (e.g. PostgreSQL LISTEN/NOTIFY) behind the same interface.
 */

/** Listener of a station's stored readings; see {@link ReadingEvents.subscribe}. */
export type ReadingListener = (receivedAt: number, earliestAt: number | undefined) => void;

/** Publish/subscribe of "station X has a reading at time T" (T in Unix milliseconds, UTC). */
export interface ReadingEvents {
  /**
   * Announces committed readings of `stationId`: the newest received at `receivedAt` (Unix ms) and, when
   * known, the earliest reading the same request stored, `earliestAt` (a late reading into a past day makes it
   * older than `receivedAt`). Never throws.
   */
  publish(stationId: number, receivedAt: number, earliestAt?: number): void;
  /**
   * Calls `listener` with the newest and earliest reading times of every request published for `stationId`
   * from now on (`earliestAt` undefined when the publisher did not tell it). Returns the unsubscribe
   * function (idempotent).
   */
  subscribe(stationId: number, listener: ReadingListener): () => void;
}

/**
 * Listeners per station in a Set, each payload delivered to the station's listeners in subscription order. A
 * listener that throws is isolated (its error goes to `onListenerError`) so one broken SSE client cannot stop
 * the others or the ingestion that published.
 */
function createStationBus<T>(onListenerError: (error: unknown) => void) {
  const listeners = new Map<number, Set<(payload: T) => void>>();
  return {
    publish(stationId: number, payload: T): void {
      const set = listeners.get(stationId);
      if (set === undefined) return;
      // Copy so a listener that unsubscribes during the call does not disturb the iteration.
      for (const listener of [...set]) {
        try {
          listener(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(stationId: number, listener: (payload: T) => void): () => void {
      let set = listeners.get(stationId);
      if (set === undefined) {
        set = new Set();
        listeners.set(stationId, set);
      }
      // Wrap so the same function subscribed twice gets two independent subscriptions.
      const entry = (payload: T) => listener(payload);
      set.add(entry);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = listeners.get(stationId);
        if (current === undefined) return;
        current.delete(entry);
        if (current.size === 0) listeners.delete(stationId);
      };
    },
  };
}

/**
 * The in-memory ReadingEvents: listeners per station in a Set. A listener that throws is isolated (the
 * error is reported through `onListenerError`, default: ignored) so one broken SSE client cannot stop the
 * others or the ingestion that published.
 */
export function createMemoryReadingEvents(
  onListenerError: (error: unknown) => void = () => {},
): ReadingEvents {
  const bus = createStationBus<{ receivedAt: number; earliestAt: number | undefined }>(onListenerError);
  return {
    publish(stationId, receivedAt, earliestAt) {
      bus.publish(stationId, { receivedAt, earliestAt });
    },
    subscribe(stationId, listener) {
      return bus.subscribe(stationId, ({ receivedAt, earliestAt }) => listener(receivedAt, earliestAt));
    },
  };
}

/** What a door's recorded upload announces: the door and when the server received the upload (Unix ms). */
export interface UploadRecorded {
  protocol: string;
  receivedAt: number;
}

/**
 * Publish/subscribe of "a console's upload to station X was recorded": what the back office's connection view
 * shows (the upload's fields, the values quality control took out), announced once the ingestion pipeline
 * wrote it, after the upload's readings were published. Other processes on the same database hear of it
 * through the change feed (topic `upload`), as of readings.
 */
export interface UploadEvents {
  /** Announces a recorded upload of `stationId`. Never throws. */
  publish(stationId: number, upload: UploadRecorded): void;
  /** Calls `listener` for every upload of `stationId` published from now on; returns the unsubscribe. */
  subscribe(stationId: number, listener: (upload: UploadRecorded) => void): () => void;
}

/** The in-memory UploadEvents; a throwing listener is isolated as in {@link createMemoryReadingEvents}. */
export function createMemoryUploadEvents(onListenerError: (error: unknown) => void = () => {}): UploadEvents {
  return createStationBus<UploadRecorded>(onListenerError);
}
