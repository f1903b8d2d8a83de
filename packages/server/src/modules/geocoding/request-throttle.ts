/**
 * Spaces calls to a rate-limited service: each call starts at least `intervalMs` after the previous one
 * started, in arrival order. Nominatim's usage policy allows at most one request per second
 * (https://operations.osmfoundation.org/policies/nominatim/). The spacing is per process; several processes
 * sharing one Nominatim allowance would need a shared implementation of this interface.
 */
import type { Clock } from '../../clock.ts';

export interface RequestThrottle {
  /** Runs `task` once its slot has come; rejects with the `busy` error at once when the queue is too long. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface RequestThrottleOptions {
  /** Time between the starts of two calls, ms. */
  intervalMs: number;
  /** A call whose slot is further away than this is refused instead of queued, so no request waits forever. */
  maxWaitMs: number;
  /** Builds the error a refused call rejects with. */
  busy: () => Error;
  clock: Clock;
  /** Waits `ms` milliseconds; tests inject one that moves their clock instead. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Builds a {@link RequestThrottle}. Slots are reserved synchronously when `run` is called, so concurrent
 * callers are serialised without a lock; a task that fails still uses up its slot (the service saw it).
 */
export function createRequestThrottle(options: RequestThrottleOptions): RequestThrottle {
  const sleep = options.sleep ?? realSleep;
  let nextSlot = Number.NEGATIVE_INFINITY;
  return {
    async run(task) {
      const now = options.clock.now();
      const slot = Math.max(now, nextSlot);
      if (slot - now > options.maxWaitMs) throw options.busy();
      nextSlot = slot + options.intervalMs;
      if (slot > now) await sleep(slot - now);
      return task();
    },
  };
}
