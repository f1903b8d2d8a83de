/**
 * The app's event hub: what one module tells the others after the fact, typed by event name. A module emits
 * without knowing who listens (the caches, the live bus, MQTT, the metrics, the change feed); listeners are
 * called synchronously in the order they subscribed, so the order of the wiring in app.ts is the order of
 * delivery. A listener that throws is isolated (its error goes to `onListenerError`) so it cannot stop the
 * others or the emitter. Work that must happen inside a writer's transaction is not an event: it stays a
 * hook the writer awaits (forwarding's enqueue in the ingestion transaction, a station's deleters).
 */

/** Where a change was made: in this process, or in another one on the same database (the change feed). */
export type EventOrigin = 'local' | 'remote';

/** Every event the hub carries, with its payload. */
export interface AppEvents {
  /**
   * Readings of `stationId` committed: the newest received at `newestAt` (Unix ms) and, when known, the
   * earliest of the same request, `earliestAt`.
   */
  readingStored: { stationId: number; newestAt: number; earliestAt: number | undefined; origin: EventOrigin };
  /** A console's upload recorded by a door (what the back office's connection view shows). */
  uploadRecorded: {
    stationId: number;
    upload: { protocol: string; receivedAt: number };
    origin: EventOrigin;
  };
  /** A station edited or deleted: caches of its data drop it. */
  stationChanged: { stationId: number; origin: EventOrigin };
  /** Values quality control took out of an upload (impossible values, spikes). */
  valuesRejected: { reference: string; reason: 'impossible' | 'spike'; count: number };
  /** Ingestion queued readings for forwarding in its transaction (after the commit). */
  forwardingQueued: Record<string, never>;
  /** The database's disk is full: uploads are refused until space is freed. */
  storageFull: { reason: string };
}

export type EventName = keyof AppEvents;

export interface EventHub {
  /** Calls every listener of `name` with `payload`, in subscription order. Never throws. */
  emit<N extends EventName>(name: N, payload: AppEvents[N]): void;
  /** Calls `listener` with every `name` emitted from now on; returns the unsubscribe (idempotent). */
  on<N extends EventName>(name: N, listener: (payload: AppEvents[N]) => void): () => void;
}

export function createEventHub(
  onListenerError: (error: unknown, name: EventName) => void = () => {},
): EventHub {
  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  return {
    emit(name, payload) {
      const set = listeners.get(name);
      if (set === undefined) return;
      // A copy, so a listener that unsubscribes during the call does not disturb the iteration.
      for (const listener of [...set] as ((payload: AppEvents[typeof name]) => void)[]) {
        try {
          listener(payload);
        } catch (error) {
          onListenerError(error, name);
        }
      }
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (set === undefined) {
        set = new Set();
        listeners.set(name, set);
      }
      // Wrapped, so the same function subscribed twice gets two subscriptions.
      const entry = (payload: never) => listener(payload);
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
  };
}
