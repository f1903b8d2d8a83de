import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import type { DialectName } from './create-db.ts';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * The database was migrated by a newer meteodeck than this one: it holds migrations this build does not
 * know, and running on it could lose or corrupt what the newer version stored. The operator's to fix:
 * `npm start` shows the message, not a stack trace.
 */
export class DatabaseTooNewError extends Error {
  constructor(readonly unknown: readonly string[]) {
    super(
      `This database was upgraded by a newer version of meteodeck: it has ${unknown.length === 1 ? 'a migration' : 'migrations'} this version does not know (${unknown.join(', ')}). ` +
        'Start the newer version again (git pull && npm ci && npm start), or restore a backup taken before the upgrade; meteodeck never runs on a database newer than itself.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

/** The migrations already applied to the database (none before the first start). */
async function appliedMigrations(db: Kysely<Database>, schema: string | undefined): Promise<string[]> {
  const table =
    schema === undefined ? sql.table('kysely_migration') : sql.table(`${schema}.kysely_migration`);
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return []; // no bookkeeping table yet: a new database
  }
}

/**
 * Brings the schema to the latest migration; returns the migrations applied now (empty when up to date).
 * Throws when one fails, after Kysely rolled that migration back, and {@link DatabaseTooNewError} (changing
 * nothing) when the database holds migrations this build does not know.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  options: {
    /**
     * PostgreSQL schema of Kysely's bookkeeping tables; default: the connection's current schema. Kysely
     * looks for its tables across all schemas, so without it a `kysely_migration` table in another schema
     * of the same database (another app, a parallel test) would be mistaken for ours.
     */
    schema?: string;
  } = {},
): Promise<MigrationResult[]> {
  const schema =
    dialect === 'postgres'
      ? (options.schema ??
        (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name)
      : undefined;
  const known = new Set(migrations.map(([name]) => name));
  const unknown = (await appliedMigrations(db, schema)).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new DatabaseTooNewError(unknown.sort());
  const migrator = new Migrator({
    db,
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
    provider: {
      async getMigrations() {
        const all: Record<string, Migration> = {};
        for (const [name, factory] of migrations) all[name] = factory(dialect);
        return all;
      },
    },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results;
}
