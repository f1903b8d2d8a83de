import { isStationUploadList } from 'virtual:answer-checks';
import type { StationUploadList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_MS, useStationLiveRefresh } from '../../../entities/weather-data/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/weatherStation/{id}/uploads (admins): each door's newest upload, its fields and rejected values. */
export async function getStationUploads(stationId: number, signal?: AbortSignal): Promise<StationUploadList> {
  return apiRequest(
    `/api/weatherStation/${stationId}/uploads`,
    isStationUploadList,
    signal === undefined ? {} : { signal },
  );
}

/** The query key of a station's uploads. */
export const stationUploadsKey = (stationId: number) => ['uploads', stationId] as const;

/** Polled every `refetchInterval` ms, or not at all (false: the live stream tells when to refetch). */
export function stationUploadsQueryOptions(stationId: number, refetchInterval: number | false) {
  return queryOptions({
    queryKey: stationUploadsKey(stationId),
    queryFn: ({ signal }) => getStationUploads(stationId, signal),
    refetchInterval,
  });
}

/**
 * The station's uploads, read again on each `upload` event of its live stream, so the owner sees a console's
 * first upload (and the values quality control took out of it) within a second or so; polled every
 * REFRESH_MS.liveFallback (10 s) only while the stream is down.
 */
export function useStationUploads(station: { id: number; reference: string }) {
  const { connected } = useStationLiveRefresh(station.reference, [
    { on: 'upload', queryKey: stationUploadsKey(station.id) },
  ]);
  return useQuery(stationUploadsQueryOptions(station.id, connected ? false : REFRESH_MS.liveFallback));
}
