import { isFailingForwardingList } from 'virtual:answer-checks';
import type { FailingForwardingList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/forwarding/failing (admins): every forwarding target that has failed for more than an hour. */
export async function getFailingForwardings(signal?: AbortSignal): Promise<FailingForwardingList> {
  return apiRequest(
    '/api/forwarding/failing',
    isFailingForwardingList,
    signal === undefined ? {} : { signal },
  );
}

export function failingForwardingsQueryOptions() {
  return queryOptions({
    queryKey: ['forwarding', 'failing'],
    queryFn: ({ signal }) => getFailingForwardings(signal),
    refetchInterval: 60_000,
  });
}

export function useFailingForwardings() {
  return useQuery(failingForwardingsQueryOptions());
}
