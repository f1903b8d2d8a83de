import type { Kysely } from 'kysely';
import { type MigrationFactory, withId } from './migration-kit.ts';

/**
 * The audit trail: one row per write of the back office and of the reading editor: who (the
 * user's id and e-mail, kept when the user is deleted), when, what (kind, action, target) and the values
 * before and after as JSON text, secrets masked (modules/audit).
 */
export const createAuditLog: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('audit_log'), dialect)
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('user_email', 'varchar(255)', (col) => col.notNull())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('action', 'varchar(32)', (col) => col.notNull())
      .addColumn('target', 'varchar(255)', (col) => col.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
    await db.schema
      .createIndex('audit_log_kind_idx')
      .on('audit_log')
      .columns(['kind', 'created_at'])
      .execute();
    await db.schema
      .createIndex('audit_log_user_idx')
      .on('audit_log')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
  },
});
