import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * Hardening:
 * - users.token_version: every token carries the version it was signed with; changing a user's password or
 *   role moves it, and older tokens stop working at once.
 * - login_failures: failed logins per (e-mail, client address), in the database so that every server process
 *   on it sees them; a client's growing wait is kept as `blocked_until` (epoch ms).
 */
export const addTokenVersionAndLoginFailures: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('login_failures')
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('client', 'varchar(64)', (col) => col.notNull())
      .addColumn('failures', 'integer', (col) => col.notNull())
      .addColumn('last_failure_at', 'bigint', (col) => col.notNull())
      .addColumn('blocked_until', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('login_failures_pk', ['email', 'client'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('login_failures').execute();
    await db.schema.alterTable('users').dropColumn('token_version').execute();
  },
});
