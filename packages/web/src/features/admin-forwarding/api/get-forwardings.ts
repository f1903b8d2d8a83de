import { isForwardingList } from 'virtual:answer-checks';
import type { ForwardingList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The path of a station's forwarding targets, or of one of them. */
export function forwardingPath(stationId: number, targetId?: number): string {
  const path = `/api/weatherStation/${stationId}/forwarding`;
  return targetId === undefined ? path : `${path}/${targetId}`;
}

/** GET /api/weatherStation/{id}/forwarding (admins): a station's targets with their status and queue. */
export async function getForwardings(stationId: number, signal?: AbortSignal): Promise<ForwardingList> {
  return apiRequest(forwardingPath(stationId), isForwardingList, signal === undefined ? {} : { signal });
}

export function forwardingsQueryOptions(stationId: number | undefined) {
  return queryOptions({
    queryKey: ['forwarding', stationId],
    queryFn: ({ signal }) => getForwardings(stationId ?? 0, signal),
    // The status moves as the worker delivers: every 10 s.
    refetchInterval: 10_000,
  });
}

/** The station's targets (nothing is asked while the station is not known). */
export function useForwardings(stationId: number | undefined) {
  return useQuery({ ...forwardingsQueryOptions(stationId), enabled: stationId !== undefined });
}
