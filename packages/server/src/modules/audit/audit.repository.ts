/** Every query on `audit_log`, the audit trail of the back office's writes. */
import type { AuditEntry, AuditKind } from '@meteodeck/contract';
import type { Selectable } from 'kysely';
import type { AuditLogTable, Db } from '../../db/database.ts';

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Maps an `audit_log` row to the API's {@link AuditEntry} (before and after parsed from their JSON). */
export function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    user: { id: row.user_id, email: row.user_email },
    kind: row.kind as AuditKind,
    action: row.action,
    target: row.target,
    before: parse(row.before),
    after: parse(row.after),
  };
}

/** One row of the trail as written: `before` and `after` already JSON (or null). */
export interface NewAuditRow {
  createdAt: number;
  userId: number;
  userEmail: string;
  kind: AuditKind;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}

/** Which entries a page shows: each filter optional, instants as epoch ms [from, before). */
export interface AuditFilter {
  userId?: number;
  kind?: AuditKind;
  from?: number;
  before?: number;
}

/** The queries of `audit_log` on `db` (the root instance or a transaction). */
export function createAuditRepository(db: Db) {
  function filtered(filter: AuditFilter) {
    let query = db.selectFrom('audit_log');
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
    if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
    if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
    return query;
  }
  return {
    /** Appends one entry. */
    async insert(row: NewAuditRow): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          created_at: row.createdAt,
          user_id: row.userId,
          user_email: row.userEmail,
          kind: row.kind,
          action: row.action,
          target: row.target,
          before: row.before,
          after: row.after,
        })
        .execute();
    },

    /** One page of the entries `filter` keeps, by time then id in `order`, and how many it keeps in all. */
    async list(
      filter: AuditFilter,
      page: { order: 'asc' | 'desc'; offset: number; limit: number },
    ): Promise<{ entries: AuditEntry[]; count: number }> {
      const query = filtered(filter);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', page.order)
          .orderBy('id', page.order)
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { entries: rows.map(toAuditEntry), count: Number(count.n) };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
