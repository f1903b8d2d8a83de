/**
 * Backups and restores of the whole database, for `npm run backup` and `npm run restore`:
 * - SQLite: SQLite's online backup API (better-sqlite3's `backup()`), which copies a consistent snapshot
 *   page by page while the server goes on writing; restore copies a backup into a new or empty file.
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore` (the PostgreSQL client), with a clear message
 *   when they are not installed.
 * Backups are named by their UTC time (`meteodeck-2026-11-24T21-30-00Z.db` / `.dump`); the newest `keep`
 * stay, older ones of that name pattern are deleted. A backup holds the JWT secret, station tokens, password
 * hashes and forwarding passwords: it is written mode 600 into a folder made mode 700 (even one that existed),
 * whatever the umask; a restored SQLite file is mode 600 too. The PostgreSQL tools get the password in their
 * environment (PGPASSWORD), never on their command line where any local user's `ps` would show it.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { DatabaseConfig } from '../config.ts';

const NAME = /^meteodeck-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(db|dump)$/;

/** A backup, restore or tool problem to show as it is (no stack trace). */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Older backups deleted to keep `keep`. */
  removed: string[];
}

/**
 * A connection string for a PostgreSQL client tool without its password, and the password apart (for
 * PGPASSWORD); a string with none is kept as it is.
 */
export function splitPassword(connectionString: string): { target: string; password: string | undefined } {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return { target: connectionString, password: undefined };
  }
  if (url.password === '') return { target: connectionString, password: undefined };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { target: url.toString(), password };
}

/** Runs a PostgreSQL client tool for `connectionString`; a missing tool is a BackupError saying what to install. */
function runTool(tool: string, args: (target: string) => string[], connectionString: string): Promise<void> {
  const { target, password } = splitPassword(connectionString);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args(target), {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install the PostgreSQL client of your server's version (Debian: apt install postgresql-client) to back up or restore a PostgreSQL database`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** `meteodeck-<UTC time>.<ext>` for `now`. */
export function backupName(now: Date, extension: 'db' | 'dump'): string {
  return `meteodeck-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.${extension}`;
}

/**
 * Free space a backup leaves on its disk beyond its own size: the backup folder is often on the
 * database's disk, and a backup that filled it would stop every upload (507).
 */
export const BACKUP_MARGIN_BYTES = 64 * 1024 * 1024;

/** Refuses to start when `dir`'s disk has less room than the backup (SQLite: file and WAL) and the margin. */
async function checkFreeSpace(database: DatabaseConfig, dir: string, marginBytes: number): Promise<void> {
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  // A PostgreSQL dump is compressed and its size unknown beforehand: the margin alone.
  const backupBytes =
    database.dialect === 'sqlite' ? size(database.filename) + size(`${database.filename}-wal`) : 0;
  const { bavail, bsize } = await statfs(dir);
  const free = bavail * bsize;
  const needed = backupBytes + marginBytes;
  if (free < needed) {
    const mib = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MiB`;
    throw new BackupError(
      `Not enough free space in ${dir}: ${mib(free)} free, ${mib(needed)} needed (the backup and a margin of ${mib(marginBytes)} so that the database keeps room to write); nothing was written`,
    );
  }
}

/** Pages per backup step after the first: all of them (see backupDatabase). */
const ALL_PAGES = 2 ** 30;

/**
 * Copies the database into `dir` (created with mode 700), then keeps the newest `keep` backups there.
 * Refuses to start when the disk would be left with less than `marginBytes` free.
 */
export async function backupDatabase(
  database: DatabaseConfig,
  dir: string,
  keep: number,
  now = new Date(),
  marginBytes = BACKUP_MARGIN_BYTES,
): Promise<BackupResult> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  await checkFreeSpace(database, dir, marginBytes);
  chmodSync(dir, 0o700);
  const file = join(dir, backupName(now, database.dialect === 'sqlite' ? 'db' : 'dump'));
  if (existsSync(file)) throw new BackupError(`${file} exists already`);
  // Created empty, for the owner only, before anything is written into it.
  closeSync(openSync(file, 'wx', 0o600));
  chmodSync(file, 0o600);
  if (database.dialect === 'sqlite') {
    if (!existsSync(database.filename)) throw new BackupError(`No database at ${database.filename}`);
    const source = new SqliteDatabase(database.filename, { readonly: true, fileMustExist: true });
    try {
      // After the first step, the rest in one step: SQLite restarts a backup whenever another connection
      // writes between two steps, so a server storing uploads faster than the steps went could keep a
      // page-by-page backup from ever ending. One step reads one snapshot (in WAL mode the server's writes
      // go on meanwhile).
      await source.backup(file, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    // One self-contained file: the copy keeps the source's WAL mode, which would leave -wal and -shm files
    // beside it whenever it is opened. The server turns WAL on again when it starts on a restored copy.
    const copy = new SqliteDatabase(file);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
  } else {
    await runTool(
      'pg_dump',
      (target) => ['--format=custom', '--no-owner', `--file=${file}`, target],
      database.connectionString,
    );
  }
  const removed = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .slice(Math.max(1, keep))
    .map((name) => join(dir, name));
  for (const old of removed) rmSync(old, { force: true });
  return { file, bytes: statSync(file).size, removed };
}

/** Whether the SQLite file holds any table (a new or empty file holds none). */
function sqliteHasTables(filename: string): boolean {
  if (!existsSync(filename) || statSync(filename).size === 0) return false;
  const db = new SqliteDatabase(filename, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
      n: number;
    };
    return row.n > 0;
  } finally {
    db.close();
  }
}

/**
 * Restores `file` (a backup of this dialect) into the database of `database`, which must be empty unless
 * `force`; even with `force`, never into a database another program has open (a server).
 */
export async function restoreDatabase(database: DatabaseConfig, file: string, force: boolean): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  if (database.dialect === 'sqlite') {
    if (!file.endsWith('.db')) throw new BackupError(`${file} is not a SQLite backup (.db)`);
    const target = database.filename;
    // A connection in WAL mode keeps the -shm file; it goes when the last one closes.
    if (existsSync(`${target}-shm`) || existsSync(`${target}-wal`)) {
      throw new BackupError(`${target} is open in another program (a running server?): stop it first`);
    }
    if (sqliteHasTables(target) && !force) {
      throw new BackupError(`${target} is not empty: restore into a new file, or add --force to replace it`);
    }
    const check = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new BackupError(`${file} is damaged: ${String(result)}`);
    } finally {
      check.close();
    }
    if (!existsSync(target)) closeSync(openSync(target, 'wx', 0o600));
    chmodSync(target, 0o600);
    copyFileSync(file, target);
    chmodSync(target, 0o600);
    // The folder as the server keeps its database's: for the owner only (the -wal and -shm files go there).
    chmodSync(dirname(target), 0o700);
    return;
  }
  if (!file.endsWith('.dump')) throw new BackupError(`${file} is not a PostgreSQL backup (.dump)`);
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: database.connectionString });
  // A connection broken under the checks fails the query in flight; its 'error' event must not end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const others = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if ((others.rows[0]?.n ?? 0) > 0) {
      throw new BackupError('The database has other connections (a running server?): stop them first');
    }
    const tables = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    if ((tables.rows[0]?.n ?? 0) > 0 && !force) {
      throw new BackupError(
        'The database is not empty: restore into a new database, or add --force to replace it',
      );
    }
  } finally {
    await client.end();
  }
  await runTool(
    'pg_restore',
    (target) => ['--no-owner', ...(force ? ['--clean', '--if-exists'] : []), `--dbname=${target}`, file],
    database.connectionString,
  );
}
