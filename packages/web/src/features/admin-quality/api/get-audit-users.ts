import { isUserList } from 'virtual:answer-checks';
import type { UserList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/user (admins), up to 100: the users the audit trail can be filtered by. */
export async function getAuditUsers(signal?: AbortSignal): Promise<UserList> {
  return apiRequest('/api/user', isUserList, {
    query: { maxResult: 100 },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function auditUsersQueryOptions() {
  // Under 'users', so a user saved in the back office shows in the filter too.
  return queryOptions({
    queryKey: ['users', 'audit-filter'],
    queryFn: ({ signal }) => getAuditUsers(signal),
  });
}

export function useAuditUsers() {
  return useQuery(auditUsersQueryOptions());
}
