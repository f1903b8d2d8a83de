/**
 * A database migrated once and copied for every test app, instead of migrating each app's database (half of
 * building a test app on SQLite, 0.6 to 1 s of it on PostgreSQL). The copies are keyed by a digest of the
 * migration files, kept in the temp folder and shared by every worker and file of a run (and the next run
 * while no migration changes):
 * - SQLite: a migrated file; an app's database starts as a copy of it.
 * - PostgreSQL: `pg_dump` of a schema migrated once (tables, indexes, constraints, sequences and the
 *   migrator's rows, as INSERTs), with the schema's name a placeholder; an app's new schema runs the script in
 *   one round trip. Without `pg_dump` (it comes with PostgreSQL's client package) each app migrates as before.
 * build-test-app.ts then still runs the migrator, which finds nothing to do.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { withPgClient } from './pg-client.ts';

const MIGRATIONS_DIR = new URL('../src/db/migrations/', import.meta.url).pathname;
/** Stands for the schema's name in the PostgreSQL script. */
const PLACEHOLDER = '__meteodeck_migrated_schema__';

/** A digest of the migration files' names and contents: a changed migration makes new templates. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let digest: string | undefined;
/** This run's template path for `suffix` ('db', 'pg.sql'). */
function templatePath(suffix: string): string {
  digest ??= migrationsDigest();
  return join(tmpdir(), `meteodeck-migrated-${digest}.${suffix}`);
}

/** A name unique to this process, for a file being written or a schema being dumped. */
const own = (base: string) => `${base}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** Writes `target` by `make(path)` into a file of its own, then renames it in place: workers may race. */
async function publish(target: string, make: (path: string) => Promise<void>): Promise<void> {
  const partial = own(target);
  await make(partial);
  renameSync(partial, target);
}

/** Copies the migrated SQLite file to `filename` (made once per digest). */
export async function copyMigratedSqlite(filename: string): Promise<void> {
  const template = templatePath('db');
  if (!existsSync(template)) {
    await publish(template, async (path) => {
      const { db } = createDb({ dialect: 'sqlite', filename: path });
      try {
        await migrateToLatest(db, 'sqlite');
      } finally {
        // Closing the only connection folds the write-ahead log into the file.
        await db.destroy();
      }
    });
  }
  copyFileSync(template, filename);
}

/** The migrated schema's script with PLACEHOLDER for its name; undefined without `pg_dump`. */
async function migratedPgScript(url: string): Promise<string | undefined> {
  const template = templatePath('pg.sql');
  if (existsSync(template)) return readFileSync(template, 'utf8');
  const schema = own('meteodeck_migrated').replaceAll('-', '_');
  return withPgClient(url, async (admin) => {
    try {
      await admin.query(`CREATE SCHEMA "${schema}"`);
      const { db } = createDb({ dialect: 'postgres', connectionString: url }, { searchPath: schema });
      try {
        await migrateToLatest(db, 'postgres');
      } finally {
        await db.destroy();
      }
      let dump: string;
      try {
        dump = execFileSync(
          'pg_dump',
          [
            '--dbname',
            url,
            '--schema',
            schema,
            '--no-owner',
            '--no-privileges',
            '--no-comments',
            '--inserts',
          ],
          { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        );
      } catch {
        return undefined;
      }
      const script = dump
        .split('\n')
        // psql's meta-commands (\restrict), comments, and the schema's creation (the app's exists already).
        .filter(
          (line) => !line.startsWith('\\') && !line.startsWith('--') && !line.startsWith('CREATE SCHEMA'),
        )
        .join('\n')
        .replaceAll(schema, PLACEHOLDER);
      await publish(template, async (path) => writeFileSync(path, script));
      return script;
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  });
}

/**
 * Creates schema `schema` on `url`'s database, migrated from the template when `pg_dump` could make one
 * (true), else empty (false: the caller migrates it).
 */
export async function createMigratedPgSchema(url: string, schema: string): Promise<boolean> {
  const script = await migratedPgScript(url);
  return withPgClient(url, async (client) => {
    await client.query(`CREATE SCHEMA "${schema}"`);
    if (script === undefined) return false;
    await client.query(script.replaceAll(PLACEHOLDER, `"${schema}"`));
    return true;
  });
}
