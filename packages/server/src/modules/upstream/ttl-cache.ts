/**
 * A small key-value cache with expiry, behind an interface so that several server processes can later share
 * one (PostgreSQL or Redis) without touching the services (DESIGN §12). The methods are async for that reason.
 */
import type { Clock } from '../../clock.ts';

export interface TtlCache<V> {
  /** The value stored under `key`, or undefined when there is none or it has expired. */
  get(key: string): Promise<V | undefined>;
  /** Stores `value` under `key` for `ttlMs` milliseconds, replacing any previous value. */
  set(key: string, value: V, ttlMs: number): Promise<void>;
}

export interface MemoryTtlCacheOptions {
  /** Expiry is measured with this clock, so tests move time instead of waiting. */
  clock: Clock;
  /** Beyond this many entries the least recently written one is dropped, bounding memory. Default 1,000. */
  maxEntries?: number;
}

/**
 * In-process {@link TtlCache}: a Map in insertion order, expired entries dropped when read, the oldest entry
 * evicted when full. Values are kept by reference; store immutable data.
 */
export function createMemoryTtlCache<V>({ clock, maxEntries = 1000 }: MemoryTtlCacheOptions): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (clock.now() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async set(key, value, ttlMs) {
      // Re-inserting moves the key to the end of the Map's order, so eviction drops the stalest write.
      entries.delete(key);
      entries.set(key, { value, expiresAt: clock.now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
  };
}
