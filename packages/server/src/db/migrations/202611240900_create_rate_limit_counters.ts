import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * Scale: the request counters of the rate limits (login per client address, contact form,
 * forecast and address searches), in the database so that every server process on it counts a client
 * once. One row per (route, client) and fixed window: `hits` so far and `resets_at` (epoch ms), when the
 * window ends; ended windows are deleted by the processes as they go (indexed by `resets_at`).
 */
export const createRateLimitCounters: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      // "<METHOD> <route>|<client key>", e.g. "POST /api/login|203.0.113.7".
      .addColumn('counter_key', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addColumn('resets_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_resets_at_idx')
      .on('rate_limit_counters')
      .column('resets_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_counters').execute();
  },
});
