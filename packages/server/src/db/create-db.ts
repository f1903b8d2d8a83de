/**
 * Opens the database named by the configuration: an embedded SQLite file (WAL, synchronous=FULL, foreign
 * keys on, readable by its owner only) or a PostgreSQL pool. Callers get the Kysely instance and the dialect, which migrations need for the few
 * places where the two differ (auto-increment ids).
 */
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type SqliteDatabase as KyselySqliteDatabase, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { DEFAULT_POOL_SIZE } from '../config-read.ts';
import type { Database } from './database.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

export interface CreateDbOptions {
  /** PostgreSQL only: schema to use instead of `public` (tests give each app its own schema). */
  searchPath?: string;
  /**
   * PostgreSQL only: told when a pooled connection fails outside a query (the server restarted, a failover,
   * "terminating connection due to administrator command"). The pool drops that connection and opens a new
   * one for the next query; unhandled, the pool's 'error' event would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** How long a new PostgreSQL connection may take before the query waiting for it fails (a 503). */
const CONNECT_TIMEOUT_MS = 5_000;

// int8 (bigint, count(*)) comes back from pg as a string by default; epoch milliseconds fit easily in a
// double, so parse them as numbers and keep both dialects returning the same types.
pg.types.setTypeParser(20, Number);
// numeric (from avg() and sum() on PostgreSQL) likewise.
pg.types.setTypeParser(1700, Number);

/**
 * The comment a statement's text starts with to run as a named prepared statement on PostgreSQL: parsed once
 * per connection rather than on every call. For the few wide statements every upload runs
 * (summaries/append-one.repository.ts: parsing and planning its text took 20 ms of the database's time per
 * upload, ten times its execution). Their texts are our own constants, a handful per process.
 */
export const PREPARED_STATEMENT_MARK = '/* prepared */ ';

/** Each marked text's statement name (a digest of the text: one text, one name, on every connection). */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `meteodeck_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

type QueryCall = (...args: unknown[]) => unknown;

/**
 * pg's client, running a marked text (PREPARED_STATEMENT_MARK) with parameters as a named statement; and
 * answering a simple query of several statements (`begin; select …`, one round trip) with its last
 * statement's result, as Kysely reads one result (pg answers such a query with the list of them all).
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const query = super.query as unknown as QueryCall;
    if (typeof text === 'string' && text.startsWith(PREPARED_STATEMENT_MARK) && Array.isArray(values)) {
      return query.call(this, { name: statementName(text), text, values }, callback) as never;
    }
    const answer = query.apply(this, args);
    if (callback !== undefined || !(answer instanceof Promise)) return answer as never;
    return answer.then((result: unknown) => (Array.isArray(result) ? result.at(-1) : result)) as never;
  }
}

/** Most distinct SQL texts whose prepared statements are kept (the app has a few hundred queries). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * better-sqlite3 as Kysely sees it, with prepared statements kept by SQL text. Kysely prepares every query
 * anew, and preparing a wide statement (a reading insert, a daily-summary upsert) costs more than running
 * it: ingestion of single readings spent half its time in `prepare`. A statement still iterating (a
 * streamed query) is busy and cannot be reused, so it gets a fresh one.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText) {
      const cached = statements.get(sqlText);
      if (cached !== undefined && !cached.busy) return cached;
      const statement = sqlite.prepare(sqlText);
      if (cached === undefined) {
        const oldest = statements.keys().next();
        if (statements.size >= STATEMENT_CACHE_SIZE && oldest.done !== true) statements.delete(oldest.value);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/**
 * Makes the database file (and its folder, when created here) the owner's alone: it holds password hashes,
 * station tokens and the JWT secret. SQLite creates the WAL and shared-memory files with the database
 * file's permissions, so they follow.
 */
function ownerOnlyFile(filename: string): void {
  const folder = dirname(filename);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (!existsSync(filename)) closeSync(openSync(filename, 'a', 0o600));
  else chmodSync(filename, 0o600);
}

/** Opens the database of `config`; the caller owns the handle and must `db.destroy()` it. */
export function createDb(config: DatabaseConfig, options: CreateDbOptions = {}): DbHandle {
  if (config.dialect === 'sqlite') {
    if (config.filename !== ':memory:') ownerOnlyFile(config.filename);
    const sqlite = new SqliteDatabase(config.filename);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // Ingestion and a long history query may overlap; wait for the lock rather than fail at once.
    sqlite.pragma('busy_timeout = 5000');
    // FULL: each commit is on disk before a console hears `success`. NORMAL in WAL mode may lose the last
    // commits on a power cut (never corrupts); the cost is one fsync of the WAL per commit (docs/SECURITY.md).
    sqlite.pragma('synchronous = FULL');
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
      dialect: 'sqlite',
    };
  }
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: config.connectionString,
    max: config.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.searchPath === undefined ? {} : { options: `-c search_path=${options.searchPath}` }),
  });
  pool.on('error', (error) => options.onConnectionError?.(error));
  // The pool listens for errors only while a connection is idle; one that breaks while checked out between
  // two queries (inside a transaction, during a restart) would throw its 'error' event at the process. The
  // query in flight or the next one fails instead ("not queryable": a 503), and the pool drops the
  // connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}
