import { isForwardingList } from 'virtual:answer-checks';
import type { ForwardingList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_MS, useStationLiveRefresh } from '../../../entities/weather-data/index.ts';
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

/**
 * A forwarding target's status moves a moment after a reading: the worker sends it at once, and most
 * networks answer within a few seconds. Refetched this long after each reading the live stream announces.
 */
export const FORWARDING_SETTLE_MS = 5000;
/** While the stream is open, what no event announces (a retry's outcome, a paused target) within a minute. */
export const FORWARDING_LIVE_POLL_MS = 60_000;

export function forwardingsQueryOptions(stationId: number | undefined, refetchInterval: number | false) {
  return queryOptions({
    queryKey: ['forwarding', stationId],
    queryFn: ({ signal }) => getForwardings(stationId ?? 0, signal),
    refetchInterval,
  });
}

/**
 * The station's targets (nothing is asked while the station is not known), refreshed FORWARDING_SETTLE_MS
 * after each reading the station's live stream announces and every minute besides; every
 * REFRESH_MS.liveFallback (10 s) while the stream is down.
 */
export function useForwardings(station: { id: number; reference: string } | undefined) {
  const stationId = station?.id;
  const { connected } = useStationLiveRefresh(station?.reference, [
    { on: 'reading', queryKey: ['forwarding', stationId], delayMs: FORWARDING_SETTLE_MS },
  ]);
  const refetchInterval = connected ? FORWARDING_LIVE_POLL_MS : REFRESH_MS.liveFallback;
  return useQuery({
    ...forwardingsQueryOptions(stationId, refetchInterval),
    enabled: stationId !== undefined,
  });
}
