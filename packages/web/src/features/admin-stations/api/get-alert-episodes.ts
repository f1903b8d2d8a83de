import { isAlertEpisodeList } from 'virtual:answer-checks';
import type { AlertEpisodeList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { alertsPath } from './get-alert-settings.ts';

/** GET /api/weatherStation/{id}/alerts/episodes (admins): the station's latest alerts, their start and end. */
export async function getAlertEpisodes(stationId: number, signal?: AbortSignal): Promise<AlertEpisodeList> {
  return apiRequest(
    `${alertsPath(stationId)}/episodes`,
    isAlertEpisodeList,
    signal === undefined ? {} : { signal },
  );
}

export function alertEpisodesQueryOptions(stationId: number) {
  // Under the settings' key, so saving them refreshes the episodes too.
  return queryOptions({
    queryKey: ['alerts', stationId, 'episodes'],
    queryFn: ({ signal }) => getAlertEpisodes(stationId, signal),
  });
}

export function useAlertEpisodes(stationId: number) {
  return useQuery(alertEpisodesQueryOptions(stationId));
}
