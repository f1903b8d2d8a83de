/**
 * Several server processes may start at the same moment on one PostgreSQL (a service manager starting
 * `meteodeck@3001` and `meteodeck@3002` together). Kysely serialises the migrations, but the first-start
 * seed counts and then inserts (two processes would both insert the admin, one would crash and the
 * generated-password file would hold the other's password), and the summaries upgrade would run twice.
 * So a process prepares the database while holding a PostgreSQL advisory lock: the others wait, then find
 * it migrated and seeded. A SQLite file is served by one process, which needs no lock.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from './create-db.ts';
import type { Database } from './database.ts';

/** The advisory lock's key ("mete" in ASCII): one per database, whatever its schemas. */
const STARTUP_LOCK_KEY = 0x6d657465;

/** Runs `work` (migrate, seed, upgrade) with the startup lock held on PostgreSQL; returns its result. */
export async function withStartupLock<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work();
  // A session lock on one connection of the pool, released by the same connection (or by its end).
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
