/**
 * The SQLite file as createDb leaves it: readable by the owner only (it holds password hashes, station
 * tokens and the JWT secret), and committed with synchronous=FULL so that a reading answered `success` is on
 * disk even after a power cut.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/dialects.ts';
import { createDb } from './create-db.ts';
import { dbFaultOf } from './db-faults.ts';

describe('createDb on SQLite', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const mode = (path: string) => statSync(path).mode & 0o777;

  it('creates the database file, its WAL and its folder for the owner only', async () => {
    const filename = join(dir, 'data', 'meteodeck.db');
    const { db } = createDb({ dialect: 'sqlite', filename });
    try {
      await sql`create table t (x integer)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      expect(mode(filename)).toBe(0o600);
      expect(existsSync(`${filename}-wal`)).toBe(true);
      expect(mode(`${filename}-wal`)).toBe(0o600);
      expect(mode(join(dir, 'data'))).toBe(0o700);
    } finally {
      await db.destroy();
    }
  });

  it('narrows an existing database file readable by others to the owner', async () => {
    const filename = join(dir, 'old.db');
    writeFileSync(filename, '');
    chmodSync(filename, 0o644);
    const { db } = createDb({ dialect: 'sqlite', filename });
    await db.destroy();
    expect(mode(filename)).toBe(0o600);
  });

  it('commits with synchronous=FULL in WAL mode', async () => {
    const { db } = createDb({ dialect: 'sqlite', filename: join(dir, 'sync.db') });
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(sync.rows[0]?.synchronous).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});

/** Ends the PostgreSQL session `pid` from another connection, as a restart or an administrator would. */
async function terminate(pid: number): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await client.end();
  }
}

describe.runIf(testDatabaseUrl !== undefined)('createDb on PostgreSQL', () => {
  it('lives through its connections being ended, idle or inside a transaction, and goes on', async () => {
    const errors: Error[] = [];
    const { db } = createDb(
      { dialect: 'postgres', connectionString: testDatabaseUrl ?? '' },
      { onConnectionError: (error) => errors.push(error) },
    );
    const backendPid = async (executor: typeof db) =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(executor)).rows[0]?.pid ?? 0;
    try {
      // Idle in the pool: the pool's 'error' event, told to onConnectionError instead of ending the process.
      await terminate(await backendPid(db));
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0]?.message).toMatch(/terminating connection|Connection terminated/);
      // Checked out, between two queries of a transaction: the next query fails as a database away (a 503).
      const failure = await db
        .transaction()
        .execute(async (trx) => {
          await terminate(await backendPid(trx));
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(dbFaultOf(failure)).toBe('unavailable');
      // New connections for what comes next.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
