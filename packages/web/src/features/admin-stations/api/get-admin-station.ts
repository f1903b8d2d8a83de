import { isAdminWeatherStation } from 'virtual:answer-checks';
import type { AdminWeatherStation } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stationsApi } from '../../../entities/admin-resources/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/weatherStation/{reference} as an admin: the station with its upload token. */
export async function getAdminStation(reference: string, signal?: AbortSignal): Promise<AdminWeatherStation> {
  return apiRequest(
    `/api/weatherStation/${encodeURIComponent(reference)}`,
    isAdminWeatherStation,
    signal === undefined ? {} : { signal },
  );
}

export function adminStationQueryOptions(reference: string) {
  // Under the stations' key, so a saved or regenerated station is asked for again.
  return queryOptions({
    queryKey: [stationsApi.key, 'admin', reference],
    queryFn: ({ signal }) => getAdminStation(reference, signal),
  });
}

export function useAdminStation(reference: string) {
  return useQuery(adminStationQueryOptions(reference));
}
