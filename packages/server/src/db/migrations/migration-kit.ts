/**
 * Column helpers shared by the migrations only (never app code: a migration must keep meaning what it
 * meant on the day it was written).
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';

export type MigrationDialect = 'sqlite' | 'postgres';

/** A migration that needs to know the dialect it runs on. */
export type MigrationFactory = (dialect: MigrationDialect) => Migration;

/** Adds an auto-increment integer primary key `id`, written the way each dialect wants it. */
export function withId<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  dialect: MigrationDialect,
): CreateTableBuilder<T, C | 'id'> {
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
  );
}

/** Adds `created_at` and `updated_at`, epoch milliseconds. */
export function withTimestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull());
}

/** Floating-point type of measures: 8-byte on both dialects (PostgreSQL `real` is only 4 bytes). */
export const REAL = 'double precision';
