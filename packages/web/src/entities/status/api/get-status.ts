import { isStatusReport } from 'virtual:answer-checks';
import type { StatusReport } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/status: each station's newest reading, its freshness, its doors and its batteries. */
export async function getStatus(signal?: AbortSignal): Promise<StatusReport> {
  return apiRequest('/api/status', isStatusReport, signal === undefined ? {} : { signal });
}

/** The status answer, refreshed every 30 s, shared by its readers (the status page, the back office). */
export function statusQueryOptions() {
  return queryOptions({
    queryKey: ['status'],
    queryFn: ({ signal }) => getStatus(signal),
    refetchInterval: 30_000,
  });
}

export function useStationStatus() {
  return useQuery(statusQueryOptions());
}
