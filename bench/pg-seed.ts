/**
 * `npm run bench -- --db postgres --pg-seed copy`: PostgreSQL's benchmark database filled by copy, for
 * datasets PostgreSQL cannot ingest through the API in the time of a run on a busy machine (ten years of
 * 1-minute readings: some 150–1,000 readings/s there, against 5,000 on SQLite). The years go in through
 * the real ingestion path (the JSON door) into a SQLite bench database, whose server is then stopped; every
 * application table of that file is copied into a fresh, migrated PostgreSQL bench schema (multi-row
 * INSERTs, the values converted where the dialects differ, the identity sequences set after the highest
 * id, then VACUUM ANALYZE as autovacuum would have left tables filled over years). The copy is checked:
 * the same number of rows in every table, and the read calls' answers of a server on each database at the
 * same instant compared byte for byte.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config.ts';
import { createDb } from '../packages/server/src/db/create-db.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { type BenchDatabase, freshDatabase, STATION } from './bench-database.ts';
import { type BenchServer, startBenchServer } from './server-control.ts';
import { READS, readUrl } from './targets.ts';

/** Kysely's migration bookkeeping: PostgreSQL's migrator has filled its own. */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Values per INSERT: each statement sends one array per column (so `columns` bind parameters, far below
 * PostgreSQL's 65,535), its rows being the arrays zipped by unnest(). One row per value list instead
 * (`values ($1, $2…), …`) took 85 s for one year's readings and 88 s for its 61,000 rollups (150 columns,
 * so 436 rows a statement) under a load average of 22: PostgreSQL parsed and bound 26,000 parameters each
 * time.
 */
const VALUES_PER_INSERT = 200_000;

export interface CopiedTable {
  table: string;
  rows: number;
  seconds: number;
}

interface PgColumn {
  name: string;
  dataType: string;
  /** Its type as SQL writes it (`double precision`, `character varying(40)`), for the arrays' casts. */
  sqlType: string;
  /** An identity or serial column, whose sequence must follow the copied ids. */
  sequenced: boolean;
}

const NUMERIC = new Set(['smallint', 'integer', 'bigint', 'double precision', 'real', 'numeric']);

/** A quoted element of a PostgreSQL array literal. */
const quotedElement = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * A SQLite value as an element of the array literal of PostgreSQL's column of `dataType`: numbers as they
 * are (JavaScript's shortest round-trip form, which float8in reads back to the same double), booleans
 * from SQLite's 0/1, text and json quoted, bytea in hex. Written here rather than by pg's own array
 * serialiser, which quotes and escapes every element: numbers are most of the values copied.
 */
function arrayElement(dataType: string): (value: unknown) => string {
  const nullOr = (write: (value: unknown) => string) => (value: unknown) =>
    value === null || value === undefined ? 'NULL' : write(value);
  if (NUMERIC.has(dataType)) return nullOr(String);
  if (dataType === 'boolean') return nullOr((value) => (value === 0 || value === false ? 'f' : 't'));
  if (dataType === 'bytea')
    return nullOr((value) =>
      Buffer.isBuffer(value) ? `"\\\\x${value.toString('hex')}"` : quotedElement(String(value)),
    );
  return nullOr((value) => quotedElement(String(value)));
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The tables to copy, parents before the tables whose foreign keys point at them. */
function tablesInOrder(sqlite: SqliteDatabase.Database): string[] {
  const names = (
    sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'",
      )
      .all() as Array<{ name: string }>
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name))
    .sort();
  const parents = new Map(
    names.map((name) => [
      name,
      (sqlite.prepare(`select "table" from pragma_foreign_key_list(?)`).all(name) as Array<{ table: string }>)
        .map((row) => row.table)
        .filter((parent) => parent !== name),
    ]),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`foreign keys in a cycle through ${name}: no order to copy in`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** The columns of every table of the connection's schema, as information_schema describes them. */
async function pgColumns(client: pg.Client): Promise<Map<string, PgColumn[]>> {
  const { rows } = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_identity: string;
    column_default: string | null;
    sql_type: string;
  }>(
    `select c.table_name, c.column_name, c.data_type, c.is_identity, c.column_default,
       format_type(a.atttypid, a.atttypmod) as sql_type
     from information_schema.columns c
     join pg_attribute a
       on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and a.attname = c.column_name
     where c.table_schema = current_schema() order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, PgColumn[]>();
  for (const row of rows) {
    const list = tables.get(row.table_name) ?? [];
    list.push({
      name: row.column_name,
      dataType: row.data_type,
      sqlType: row.sql_type,
      sequenced: row.is_identity === 'YES' || (row.column_default ?? '').startsWith('nextval('),
    });
    tables.set(row.table_name, list);
  }
  return tables;
}

/**
 * Copies every application table of the SQLite file `sqliteFile` (no program may be writing to it) into
 * the PostgreSQL schema of `pgEnv` (a bench database's environment), migrating that schema first; it must
 * hold no rows. Throws, naming the table, when PostgreSQL lacks a table or a column of SQLite's (or has
 * one SQLite lacks), and when a table's row count differs after the copy.
 */
export async function copySqliteToPostgres(
  sqliteFile: string,
  pgEnv: Record<string, string>,
): Promise<CopiedTable[]> {
  const config = loadConfig({ ...pgEnv, LOG_LEVEL: 'silent' });
  if (config.database.dialect !== 'postgres') throw new Error('copy target is not a PostgreSQL database');
  const handle = createDb(config.database);
  try {
    await migrateToLatest(handle.db, 'postgres');
  } finally {
    await handle.db.destroy();
  }
  const sqlite = new SqliteDatabase(sqliteFile, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: config.database.connectionString });
  await client.connect();
  try {
    const target = await pgColumns(client);
    const tables = tablesInOrder(sqlite);
    const copied: CopiedTable[] = [];
    await client.query('begin');
    // Nothing is lost but the last commits on a crash of PostgreSQL during the copy, which fails the run.
    await client.query('set local synchronous_commit = off');
    for (const table of tables) {
      const started = performance.now();
      const pgTable = target.get(table);
      if (pgTable === undefined)
        throw new Error(`PostgreSQL has no table ${table} (SQLite's bench database has it): not migrated?`);
      const sqliteColumns = (
        sqlite.prepare('select name from pragma_table_info(?)').all(table) as Array<{ name: string }>
      ).map((row) => row.name);
      const byName = new Map(pgTable.map((column) => [column.name, column]));
      const missing = sqliteColumns.filter((name) => !byName.has(name));
      const extra = pgTable.filter((column) => !sqliteColumns.includes(column.name)).map((c) => c.name);
      if (missing.length > 0 || extra.length > 0)
        throw new Error(
          `table ${table} differs: PostgreSQL lacks ${missing.join(', ') || 'nothing'}, SQLite lacks ${extra.join(', ') || 'nothing'}`,
        );
      const { rows: present } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quote(table)}`,
      );
      if ((present[0]?.n ?? 0) > 0)
        throw new Error(`PostgreSQL's ${table} is not empty: copy into a fresh schema`);
      const columns = sqliteColumns.map((name) => byName.get(name) as PgColumn);
      const element = columns.map((column) => arrayElement(column.dataType));
      const sequenced = columns.filter((column) => column.sequenced);
      const text =
        `insert into ${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')})` +
        (sequenced.length > 0 ? ' overriding system value' : '') +
        ` select * from unnest(${columns.map((c, i) => `$${i + 1}::${c.sqlType}[]`).join(', ')})`;
      const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / columns.length));
      const select = sqlite
        .prepare(`select ${sqliteColumns.map(quote).join(', ')} from ${quote(table)}`)
        .raw(true);
      const emptyArrays = () => columns.map((): string[] => []);
      let arrays = emptyArrays();
      let inBatch = 0;
      let rows = 0;
      // One INSERT in flight while the next batch is read from SQLite.
      let pending: Promise<unknown> = Promise.resolve();
      const flush = async () => {
        const sent = arrays.map((list) => `{${list.join(',')}}`);
        await pending;
        pending = client.query(text, sent);
        // Awaited at the next flush; handled now so that a failure waits for it rather than end the process.
        pending.catch(() => {});
        rows += inBatch;
        arrays = emptyArrays();
        inBatch = 0;
      };
      for (const row of select.iterate() as Iterable<unknown[]>) {
        for (let c = 0; c < row.length; c += 1) arrays[c]?.push(element[c]?.(row[c]) ?? 'NULL');
        inBatch += 1;
        if (inBatch === perInsert) await flush();
      }
      if (inBatch > 0) await flush();
      await pending;
      for (const column of sequenced) {
        // The next id the app inserts follows the copied ones (1 on an empty table).
        await client.query(
          `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column.name)}), 1), max(${quote(column.name)}) is not null) from ${quote(table)}`,
          [quote(table), column.name],
        );
      }
      copied.push({ table, rows, seconds: Math.round((performance.now() - started) / 100) / 10 });
    }
    await client.query('commit');
    for (const { table, rows } of copied) {
      await client.query(`vacuum analyze ${quote(table)}`);
      const { rows: counted } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quote(table)}`,
      );
      const inSqlite = (sqlite.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n;
      if (counted[0]?.n !== inSqlite || rows !== inSqlite)
        throw new Error(`${table}: ${inSqlite} rows in SQLite, ${counted[0]?.n} copied into PostgreSQL`);
    }
    return copied;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
    sqlite.close();
  }
}

/** The body of every timed call (targets.ts) on `server` at its clock, by call name. */
async function answers(server: BenchServer, year: number): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const [name, path] of READS) {
    const res = await fetch(readUrl(server.url, path, STATION, year));
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${body.slice(0, 200)}`);
    bodies.set(name, body);
  }
  return bodies;
}

/** Where two answers first differ, with some context of each. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return `at character ${i} of ${a.length}/${b.length}: SQLite …${a.slice(Math.max(0, i - 60), i + 60)}… PostgreSQL …${b.slice(Math.max(0, i - 60), i + 60)}…`;
}

export interface CopySeed<L> {
  /** The PostgreSQL bench database, holding the copy. */
  database: BenchDatabase;
  /** A server on it, its clock at `liveAtMs`. */
  server: BenchServer;
  loaded: L;
  report: {
    method: 'copy';
    copySeconds: number;
    tables: CopiedTable[];
    /** Per timed call: 'identical', or where the PostgreSQL server's answer first differs from SQLite's. */
    answers: Record<string, string>;
  };
}

/**
 * Loads a dataset into a SQLite bench database with `load` (through the API, on a server started at
 * `loadingMs`), takes the timed calls' answers at `liveAt(loaded)`, stops that server, copies the file
 * into a fresh PostgreSQL bench schema, starts a server there at the same instant and compares its
 * answers. The SQLite database is dropped, unless it is `keptFile` (`--seed-file`): that file is loaded
 * and kept when it does not exist, and copied without loading (`reuse` describing what it holds) when it
 * does. The caller owns the PostgreSQL database and its server.
 */
export async function seedPostgresByCopy<L>(options: {
  loadingMs: number;
  load: (server: BenchServer) => Promise<L>;
  liveAt: (loaded: L) => number;
  climateYear: (nowMs: number) => number;
  keptFile?: string;
  reuse: (file: string) => L;
}): Promise<CopySeed<L>> {
  const { loadingMs, load, liveAt, climateYear, keptFile } = options;
  const sqlite = await freshDatabase('sqlite');
  const env =
    keptFile === undefined ? sqlite.env : { ...sqlite.env, DATABASE_URL: `sqlite:${resolve(keptFile)}` };
  const reused = keptFile !== undefined && existsSync(keptFile);
  try {
    const preloaded = reused ? options.reuse(resolve(keptFile)) : undefined;
    const loader = await startBenchServer(env, preloaded === undefined ? loadingMs : liveAt(preloaded));
    let loaded: L;
    let reference: Map<string, string>;
    try {
      loaded = preloaded ?? (await load(loader));
      await loader.setClock(liveAt(loaded));
      reference = await answers(loader, climateYear(liveAt(loaded)));
    } finally {
      await loader.close();
    }
    if (reused) console.log(`postgres: copying ${keptFile}, loaded by an earlier run`);
    const database = await freshDatabase('postgres');
    try {
      const started = performance.now();
      const file = (env.DATABASE_URL ?? '').replace(/^sqlite:/, '');
      const tables = await copySqliteToPostgres(file, database.env);
      const copySeconds = Math.round((performance.now() - started) / 100) / 10;
      console.log(
        `postgres: copied from SQLite in ${copySeconds} s: ${tables.map((t) => `${t.table} ${t.rows}`).join(', ')}`,
      );
      const server = await startBenchServer(database.env, liveAt(loaded));
      const compared: Record<string, string> = {};
      try {
        const copied = await answers(server, climateYear(liveAt(loaded)));
        for (const [name, body] of reference) {
          const other = copied.get(name) ?? '';
          compared[name] = other === body ? 'identical' : firstDifference(body, other);
          console.log(`postgres copy, ${name}: ${compared[name]}`);
        }
      } catch (error) {
        await server.close();
        throw error;
      }
      return { database, server, loaded, report: { method: 'copy', copySeconds, tables, answers: compared } };
    } catch (error) {
      await database.drop();
      throw error;
    }
  } finally {
    await sqlite.drop();
  }
}
