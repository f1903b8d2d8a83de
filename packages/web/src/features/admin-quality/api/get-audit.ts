import { isAuditList } from 'virtual:answer-checks';
import type { AuditKind, AuditList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Rows per page of the audit trail. */
export const AUDIT_PAGE_SIZE = 5;

/** The audit page's filters, as its controls hold them ('' for none). */
export interface AuditFilter {
  userId: string;
  kind: AuditKind | '';
  from: string;
  to: string;
}

const orUndefined = (value: string) => (value === '' ? undefined : value);

/** GET /api/audit (admins): one page of the back office's writes, newest first, filtered. */
export async function getAudit(page: number, filter: AuditFilter, signal?: AbortSignal): Promise<AuditList> {
  return apiRequest('/api/audit', isAuditList, {
    query: {
      page,
      maxResult: AUDIT_PAGE_SIZE,
      userId: orUndefined(filter.userId),
      kind: orUndefined(filter.kind),
      from: orUndefined(filter.from),
      to: orUndefined(filter.to),
    },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function auditQueryOptions(page: number, filter: AuditFilter) {
  return queryOptions({
    queryKey: ['audit', page, filter.userId, filter.kind, filter.from, filter.to],
    queryFn: ({ signal }) => getAudit(page, filter, signal),
  });
}

export function useAudit(page: number, filter: AuditFilter) {
  return useQuery(auditQueryOptions(page, filter));
}
