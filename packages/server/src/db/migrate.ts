import { type Kysely, type Migration, type MigrationResult, Migrator } from 'kysely';
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
): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
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
