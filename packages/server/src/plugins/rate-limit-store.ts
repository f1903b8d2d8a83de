/**
 * The counters of @fastify/rate-limit in the database (`rate_limit_counters`) rather than in process memory,
 * so that every server process on one database counts a client once (DESIGN §12): behind a load balancer a
 * visitor's login attempts, contact messages and forecast calls add up whichever process answers them.
 *
 * A fixed window per (route, client), as the plugin's in-memory store keeps: the first hit opens it for
 * `timeWindow` ms, later hits count in it, the first hit after its end opens a new one. Each hit is one
 * upsert, atomic on SQLite and PostgreSQL alike, so two processes hit at the same instant count two. Ended
 * windows are deleted at most once per `pruneEveryMs` by each process (an indexed delete), so the table
 * holds about one row per client active within the longest window.
 */
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';

/** What @fastify/rate-limit asks of a store (`incr`, `read`, `child`), with its callback style. */
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface RateLimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/** @fastify/rate-limit's `store` option: a constructor, which it calls with its settings. */
export type RateLimitStoreClass = new (settings: unknown) => RateLimitStore;

export interface DatabaseRateLimitStoreDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Ended windows are deleted at most this often per process, ms (default one minute). */
  pruneEveryMs?: number;
  /** Where a failed clean-up goes (the hit itself was counted; default: ignored). */
  onError?: (error: unknown) => void;
}

/** Longest counter key the table holds; a longer one (never built by our routes) is cut. */
const KEY_MAX_LENGTH = 255;

/** Reads `routeInfo.method` and `routeInfo.url` of the settings @fastify/rate-limit hands `child`. */
function routeOf(routeOptions: unknown): string {
  if (typeof routeOptions !== 'object' || routeOptions === null) return '';
  const info: unknown = Reflect.get(routeOptions, 'routeInfo');
  if (typeof info !== 'object' || info === null) return '';
  const method: unknown = Reflect.get(info, 'method');
  const url: unknown = Reflect.get(info, 'url');
  return `${Array.isArray(method) ? method.join(',') : String(method ?? '')} ${String(url ?? '')}`;
}

/** Refuses the plugin's window-stretching options, which this store does not implement. */
function checkSettings(settings: unknown): void {
  if (typeof settings !== 'object' || settings === null) return;
  for (const option of ['continueExceeding', 'exponentialBackoff']) {
    if (Reflect.get(settings, option) === true) {
      throw new Error(`the database rate-limit store does not implement ${option}`);
    }
  }
}

/** Builds the `store` class for `@fastify/rate-limit` over the `rate_limit_counters` table of `deps.db`. */
export function createDatabaseRateLimitStore(deps: DatabaseRateLimitStoreDeps): RateLimitStoreClass {
  const { db, clock } = deps;
  const pruneEveryMs = deps.pruneEveryMs ?? 60_000;
  let lastPrune = clock.now();

  async function pruneIfDue(now: number): Promise<void> {
    if (now - lastPrune < pruneEveryMs) return;
    lastPrune = now;
    try {
      await db.deleteFrom('rate_limit_counters').where('resets_at', '<=', now).execute();
    } catch (error) {
      deps.onError?.(error);
    }
  }

  async function hit(counterKey: string, timeWindow: number) {
    const now = clock.now();
    const resetsAt = now + timeWindow;
    // One statement opens, restarts or counts the window: the SET expressions all read the old row.
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ counter_key: counterKey, hits: 1, resets_at: resetsAt })
      .onConflict((oc) =>
        oc.column('counter_key').doUpdateSet({
          hits: sql<number>`case when rate_limit_counters.resets_at <= ${now} then 1 else rate_limit_counters.hits + 1 end`,
          resets_at: sql<number>`case when rate_limit_counters.resets_at <= ${now} then ${resetsAt} else rate_limit_counters.resets_at end`,
        }),
      )
      .returning(['hits', 'resets_at'])
      .executeTakeFirstOrThrow();
    await pruneIfDue(now);
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.resets_at) - now) };
  }

  async function peek(counterKey: string) {
    const now = clock.now();
    const row = await db
      .selectFrom('rate_limit_counters')
      .select(['hits', 'resets_at'])
      .where('counter_key', '=', counterKey)
      .executeTakeFirst();
    if (row === undefined || row.resets_at <= now) return { current: 0, ttl: 0 };
    return { current: Number(row.hits), ttl: Number(row.resets_at) - now };
  }

  const settle = (work: Promise<{ current: number; ttl: number }>, callback: StoreCallback) => {
    work.then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };

  return class DatabaseRateLimitStore implements RateLimitStore {
    /** Prepended to every client key: the route, so that each limited route counts apart. */
    private readonly prefix: string;

    /** `settings`: the plugin's (its global store), or the route prefix of a child. */
    constructor(settings: unknown) {
      checkSettings(settings);
      this.prefix = typeof settings === 'string' ? settings : '';
    }

    private counterKey(key: string): string {
      return `${this.prefix}|${key}`.slice(0, KEY_MAX_LENGTH);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      settle(hit(this.counterKey(key), timeWindow), callback);
    }

    read(key: string, callback: StoreCallback): void {
      settle(peek(this.counterKey(key)), callback);
    }

    child(routeOptions: unknown): RateLimitStore {
      checkSettings(routeOptions);
      return new DatabaseRateLimitStore(routeOf(routeOptions));
    }
  };
}
