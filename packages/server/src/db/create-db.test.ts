/**
 * The SQLite file as createDb leaves it: readable by the owner only (it holds password hashes, station
 * tokens and the JWT secret), and committed with synchronous=FULL so that a reading answered `success` is on
 * disk even after a power cut.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './create-db.ts';

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
