import { isStationUploadList } from 'virtual:answer-checks';
import type { StationUploadList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/weatherStation/{id}/uploads (admins): each door's newest upload, its fields and rejected values. */
export async function getStationUploads(stationId: number, signal?: AbortSignal): Promise<StationUploadList> {
  return apiRequest(
    `/api/weatherStation/${stationId}/uploads`,
    isStationUploadList,
    signal === undefined ? {} : { signal },
  );
}

export function stationUploadsQueryOptions(stationId: number) {
  return queryOptions({
    queryKey: ['uploads', stationId],
    queryFn: ({ signal }) => getStationUploads(stationId, signal),
    // Every second, so the owner sees the first reading arrive.
    refetchInterval: 1000,
  });
}

export function useStationUploads(stationId: number) {
  return useQuery(stationUploadsQueryOptions(stationId));
}
