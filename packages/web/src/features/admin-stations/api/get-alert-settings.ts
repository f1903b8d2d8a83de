import { isAlertSettings } from 'virtual:answer-checks';
import type { AlertSettings } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The path of a station's alert settings. */
export const alertsPath = (stationId: number) => `/api/weatherStation/${stationId}/alerts`;

/** GET /api/weatherStation/{id}/alerts (admins): who is told of what about the station. */
export async function getAlertSettings(stationId: number, signal?: AbortSignal): Promise<AlertSettings> {
  return apiRequest(alertsPath(stationId), isAlertSettings, signal === undefined ? {} : { signal });
}

export function alertSettingsQueryOptions(stationId: number) {
  return queryOptions({
    queryKey: ['alerts', stationId],
    queryFn: ({ signal }) => getAlertSettings(stationId, signal),
  });
}

export function useAlertSettings(stationId: number) {
  return useQuery(alertSettingsQueryOptions(stationId));
}
