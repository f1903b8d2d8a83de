/** Reading the audit trail: one page of it, filtered by user, kind and UTC dates. */
import type { AuditList, AuditQuery } from '@meteodeck/contract';
import { DAY_MS } from '@meteodeck/weather';
import type { AuditRepository } from './audit.repository.ts';

export interface AuditService {
  /**
   * The page `query.page` (default 1) of `query.maxResult` entries (default 5), newest first unless
   * `order=ASC`; `from` and `to` are UTC dates, both days included. With the count of every matching entry.
   */
  list(query: AuditQuery): Promise<AuditList>;
}

/** Reads the trail through `deps.audit`. */
export function createAuditService(deps: { audit: AuditRepository }): AuditService {
  return {
    async list(q) {
      const maxResult = q.maxResult ?? 5;
      const page = q.page ?? 1;
      const { entries, count } = await deps.audit.list(
        {
          ...(q.userId === undefined ? {} : { userId: q.userId }),
          ...(q.kind === undefined ? {} : { kind: q.kind }),
          ...(q.from === undefined ? {} : { from: Date.parse(`${q.from}T00:00:00Z`) }),
          ...(q.to === undefined ? {} : { before: Date.parse(`${q.to}T00:00:00Z`) + DAY_MS }),
        },
        { order: q.order === 'ASC' ? 'asc' : 'desc', offset: (page - 1) * maxResult, limit: maxResult },
      );
      return { entries, numberOfResult: count };
    },
  };
}
