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
  /** Drops the value of `key`, if any. */
  delete(key: string): Promise<void>;
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
    async delete(key) {
      entries.delete(key);
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

/** A fetch from an upstream service behind a cache: `get` answers from the cache or loads once per key. */
export interface CachedUpstream<V> {
  /** The cached value of `key`, or the one `load` brings (stored for the TTL); one load per key at a time. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Whether `key` is answered without a new call upstream (cached, or being fetched right now). */
  isCached(key: string): Promise<boolean>;
  /**
   * Forgets the value of `key`: the next `get` loads it again. A load already running is answered to those
   * waiting for it but not stored, since it may have read what changed.
   */
  invalidate(key: string): Promise<void>;
}

/**
 * Stale-if-error: the last good value of each key is kept beyond its TTL, and a failed load answers it
 * instead of the error while it is still worth showing (a forecast whose days are not past).
 */
export interface StaleIfError<V> {
  /** Where the last good value of each key is kept (for `keepMs` after it was loaded). */
  cache: TtlCache<V>;
  keepMs: number;
  /**
   * The kept value as it may still be served now (trimmed, say, of the days that have passed), or undefined
   * when it is no longer valid: the failure is then thrown as it is.
   */
  revive(value: V): V | undefined;
  /**
   * After a failure answered from the kept value, that answer is served this long before the provider is
   * asked again, so an outage costs one upstream call per key and period, not one per visitor.
   */
  retryMs: number;
}

/**
 * The forecast's and the geocoder's upstream calls: a value is served from `cache` for `ttlMs`, and requests
 * for a key that is being fetched wait for that one call instead of sending their own (several visitors
 * opening the same page, one call to the provider). A failed load is not cached and leaves no waiter behind;
 * with `staleIfError` it answers the last good value of the key while that is still valid.
 */
export function createCachedUpstream<V>(
  cache: TtlCache<V>,
  ttlMs: number,
  staleIfError?: StaleIfError<V>,
): CachedUpstream<V> {
  const inFlight = new Map<string, Promise<V>>();
  /** Bumped by `invalidate`: a load that started under an older one stores nothing. */
  const generations = new Map<string, number>();
  const generationOf = (key: string) => generations.get(key) ?? 0;

  async function load(key: string, fetchValue: () => Promise<V>): Promise<V> {
    const cached = await cache.get(key);
    if (cached !== undefined) return cached;
    const startedIn = generationOf(key);
    let value: V;
    try {
      value = await fetchValue();
    } catch (error) {
      const kept = staleIfError === undefined ? undefined : await staleIfError.cache.get(key);
      const revived = kept === undefined ? undefined : staleIfError?.revive(kept);
      if (staleIfError === undefined || revived === undefined) throw error;
      await cache.set(key, revived, staleIfError.retryMs);
      return revived;
    }
    if (startedIn !== generationOf(key)) return value;
    await cache.set(key, value, ttlMs);
    await staleIfError?.cache.set(key, value, staleIfError.keepMs);
    return value;
  }

  return {
    get(key, fetchValue) {
      const pending = inFlight.get(key);
      if (pending !== undefined) return pending;
      const promise: Promise<V> = load(key, fetchValue).finally(() => {
        // An invalidation may have put a newer load in its place.
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
      inFlight.set(key, promise);
      return promise;
    },
    async isCached(key) {
      return inFlight.has(key) || (await cache.get(key)) !== undefined;
    },
    async invalidate(key) {
      generations.set(key, generationOf(key) + 1);
      inFlight.delete(key);
      await cache.delete(key);
    },
  };
}
