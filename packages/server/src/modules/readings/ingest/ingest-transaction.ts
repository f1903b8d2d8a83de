/**
 * The transaction one ingestion chunk runs in, serialised per station.
 *
 * PostgreSQL: a transaction that first locks the station's row, so two requests of one station never fold
 * into the same summary at once (other stations go on in parallel). BEGIN and the lock go in one round trip.
 *
 * SQLite: one writer at a time for the whole file. The app's own connection queues its users, but another
 * process (an import from the command line) may hold the write lock. Waiting for it with SQLite's busy
 * timeout would freeze this process's event loop (better-sqlite3 is synchronous), and a deferred
 * transaction that reads before it writes can fail outright when the other process commits in between. So
 * the transaction starts with BEGIN IMMEDIATE (the write lock first, or SQLITE_BUSY at once) and, while
 * another process holds the lock, retries every few milliseconds without blocking the event loop.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../../db/create-db.ts';
import type { Database } from '../../../db/database.ts';

/** How long an ingestion waits for another process's write lock before it gives up (then a 503). */
export const WRITE_LOCK_WAIT_MS = 10_000;
/** Pause between two attempts at SQLite's write lock. */
const RETRY_EVERY_MS = 2;
/** The busy timeout the app's connection runs with otherwise (create-db.ts). */
const BUSY_TIMEOUT_MS = 5000;

function isBusy(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('SQLITE_BUSY')
  );
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a write transaction of `stationId`'s ingestion on `db`; commits, or rolls back and throws.
 * `firstRead` (PostgreSQL): a select whose text holds no value from outside (integers of ours), run after the
 * lock in the same round trip; its rows are handed to `work` (undefined on SQLite or without one).
 */
export async function runIngestTransaction<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  stationId: number,
  work: (trx: Kysely<Database>, firstRows?: readonly unknown[]) => Promise<T>,
  lockWaitMs = WRITE_LOCK_WAIT_MS,
  firstRead?: string,
): Promise<T> {
  if (dialect === 'postgres') {
    if (!Number.isSafeInteger(stationId)) throw new Error(`not a station id: ${stationId}`);
    return db.connection().execute(async (connection) => {
      // BEGIN, the lock and the first read in one round trip (a simple query of several statements; the
      // id is an integer of ours, written into the text). The lock comes first, so every later
      // statement's snapshot sees what the station's previous transaction committed.
      try {
        const lock = `begin; select id from weather_stations where id = ${stationId} for update`;
        const first = await sql
          .raw(firstRead === undefined ? lock : `${lock}; ${firstRead}`)
          .execute(connection);
        const value = await work(connection, firstRead === undefined ? undefined : first.rows);
        await sql.raw('commit').execute(connection);
        return value;
      } catch (error) {
        // Also after a failed BEGIN or lock: the connection goes back to the pool outside any transaction.
        await sql
          .raw('rollback')
          .execute(connection)
          .catch(() => undefined);
        throw error;
      }
    });
  }
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    const outcome = await db.connection().execute(async (connection) => {
      await sql.raw('pragma busy_timeout = 0').execute(connection);
      try {
        await sql.raw('begin immediate').execute(connection);
      } catch (error) {
        if (isBusy(error)) return { busy: true as const };
        throw error;
      } finally {
        await sql.raw(`pragma busy_timeout = ${BUSY_TIMEOUT_MS}`).execute(connection);
      }
      try {
        const value = await work(connection);
        await sql.raw('commit').execute(connection);
        return { busy: false as const, value };
      } catch (error) {
        // SQLite may already have rolled back (e.g. a full disk); the first error is the one to report.
        await sql
          .raw('rollback')
          .execute(connection)
          .catch(() => undefined);
        throw error;
      }
    });
    if (!outcome.busy) return outcome.value;
    if (Date.now() > deadline) {
      // SQLITE_BUSY: answered 503 with Retry-After (db/db-faults.ts); the console sends it again.
      throw Object.assign(new Error('database write lock held by another process for too long'), {
        code: 'SQLITE_BUSY',
      });
    }
    await pause(RETRY_EVERY_MS);
  }
}
