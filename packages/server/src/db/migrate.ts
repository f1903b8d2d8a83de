import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import type { DialectName } from './create-db.ts';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * Brings the schema to the latest migration; returns the migrations applied now (empty when up to date).
 * Throws when one fails, after Kysely rolled that migration back.
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
