import { isQualitySettings } from 'virtual:answer-checks';
import type { QualitySettings } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The path of a station's spike-filter settings. */
export const qualityPath = (stationId: number) => `/api/weatherStation/${stationId}/quality`;

/** GET /api/weatherStation/{id}/quality (admins): the station's spike filter, on or off, and its rules. */
export async function getQualitySettings(stationId: number, signal?: AbortSignal): Promise<QualitySettings> {
  return apiRequest(qualityPath(stationId), isQualitySettings, signal === undefined ? {} : { signal });
}

export function qualitySettingsQueryOptions(stationId: number) {
  return queryOptions({
    queryKey: ['quality', stationId],
    queryFn: ({ signal }) => getQualitySettings(stationId, signal),
  });
}

export function useQualitySettings(stationId: number) {
  return useQuery(qualitySettingsQueryOptions(stationId));
}
