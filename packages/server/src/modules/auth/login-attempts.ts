/**
 * Failed-login bookkeeping per (e-mail, client address), with growing waits instead of a lock: a client that
 * keeps guessing one account's password waits longer and longer between tries, while the owner, from any
 * other address, logs in as usual (a global lock per e-mail let anyone lock the admin out for good). An
 * interface so that another shared store could replace the database one (DESIGN §12); the database one
 * already holds for several server processes on one database.
 */
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';

/** How failures turn into waits. */
export interface LoginDelayPolicy {
  /** Failures in a row a client may make without waiting (typos). */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones, ms; each further failure doubles it. */
  firstDelayMs: number;
  /** Longest wait, ms. */
  maxDelayMs: number;
  /** A client's failures are forgotten this long after its last one, ms. */
  forgetAfterMs: number;
}

/** Defaults: 5 free tries, then 1 s, 2 s, 4 s … up to 15 minutes; forgotten after a day without failure. */
export const DEFAULT_LOGIN_DELAYS: LoginDelayPolicy = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
};

/**
 * The wait after the `failures`-th failure in a row, ms: none for the free ones, then `firstDelayMs`
 * doubling with each failure, capped at `maxDelayMs`.
 */
export function loginDelayMs(failures: number, policy: LoginDelayPolicy): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  // 2^40 ms is 35 years: no cap is ever that long, and the power stays a finite number.
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(beyond - 1, 40));
}

export interface LoginAttemptStore {
  /** Epoch ms until which `client` must wait before trying `email` again, or undefined when it may try now. */
  blockedUntil(email: string, client: string): Promise<number | undefined>;
  /** Counts a failure of `client` on `email` and starts its wait. */
  recordFailure(email: string, client: string): Promise<void>;
  /** Forgets the failures of `client` on `email` (after a successful login). */
  reset(email: string, client: string): Promise<void>;
}

/** Longest client address kept (an IPv6 address with a zone fits). */
const CLIENT_MAX_LENGTH = 64;

/** The store on the `login_failures` table. */
export function createDatabaseLoginAttemptStore(deps: {
  db: Kysely<Database>;
  clock: Clock;
  policy: LoginDelayPolicy;
}): LoginAttemptStore {
  const { db, clock, policy } = deps;
  const key = (email: string, client: string) => ({ email, client: client.slice(0, CLIENT_MAX_LENGTH) });
  return {
    async blockedUntil(email, client) {
      const row = await db
        .selectFrom('login_failures')
        .select('blocked_until')
        .where('email', '=', key(email, client).email)
        .where('client', '=', key(email, client).client)
        .executeTakeFirst();
      return row !== undefined && row.blocked_until > clock.now() ? row.blocked_until : undefined;
    },
    async recordFailure(email, client) {
      const now = clock.now();
      const forgetBefore = now - policy.forgetAfterMs;
      // One statement counts the failure, restarting the count when the last one is old enough to forget.
      const row = await db
        .insertInto('login_failures')
        .values({ ...key(email, client), failures: 1, last_failure_at: now, blocked_until: 0 })
        .onConflict((oc) =>
          oc.columns(['email', 'client']).doUpdateSet({
            failures: sql<number>`case when login_failures.last_failure_at < ${forgetBefore} then 1 else login_failures.failures + 1 end`,
            last_failure_at: now,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const delay = loginDelayMs(Number(row.failures), policy);
      if (delay > 0) {
        await db
          .updateTable('login_failures')
          .set({ blocked_until: now + delay })
          .where('email', '=', key(email, client).email)
          .where('client', '=', key(email, client).client)
          .execute();
      }
      // Old entries go with the next failure anywhere: the table holds only the last day's attackers.
      await db.deleteFrom('login_failures').where('last_failure_at', '<', forgetBefore).execute();
    },
    async reset(email, client) {
      await db
        .deleteFrom('login_failures')
        .where('email', '=', key(email, client).email)
        .where('client', '=', key(email, client).client)
        .execute();
    },
  };
}
