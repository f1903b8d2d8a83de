/**
 * Hand-written SQL for the few statements every uploaded reading runs. Kysely builds and compiles a query
 * object on every call, and for wide statements that costs ten times what the database takes to run them
 * (a 137-column summary upsert: ~300 µs compiling, ~30 µs in SQLite). Statements written here are plain text
 * with the dialect's placeholders, executed as already-compiled queries; their identifiers are our own
 * constants, never input.
 */
import { CompiledQuery, type Kysely, type QueryResult, sql } from 'kysely';
import type { DialectName } from '../../../db/create-db.ts';
import type { Database } from '../../../db/database.ts';

/**
 * `count` placeholders separated by commas, numbered from `first` (PostgreSQL `$n`; SQLite binds `?` by
 * position, so its numbering is implicit).
 */
export function placeholders(dialect: DialectName, count: number, first = 1): string {
  const list: string[] = [];
  for (let i = 0; i < count; i += 1) list.push(dialect === 'sqlite' ? '?' : `$${first + i}`);
  return list.join(', ');
}

/** Runs `sqlText` with `parameters` on `db` (a Kysely instance or a transaction), skipping query building. */
export function runSql<R>(
  db: Kysely<Database>,
  sqlText: string,
  parameters: readonly unknown[],
): Promise<QueryResult<R>> {
  return db.executeQuery<R>(CompiledQuery.raw(sqlText, [...parameters]));
}

/**
 * The dialect of `db`, told by how it writes a placeholder (`?` SQLite, `$1` PostgreSQL): for callers that
 * were not handed it. Compiles a one-parameter query, a few microseconds.
 */
export function dialectOf(db: Kysely<Database>): DialectName {
  return sql`select ${1}`.compile(db).sql.includes('$1') ? 'postgres' : 'sqlite';
}
