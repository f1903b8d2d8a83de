import { isUser } from 'virtual:answer-checks';
import type { User } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/me: the logged-in user's own record. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest('/api/me', isUser, signal === undefined ? {} : { signal });
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal) });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
