import { isWeatherStation } from 'virtual:answer-checks';
import type { WeatherStation } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/weatherStation/{reference}: one station (without its apiToken on public calls). */
export async function getStation(reference: string, signal?: AbortSignal): Promise<WeatherStation> {
  return apiRequest(`/api/weatherStation/${encodeURIComponent(reference)}`, isWeatherStation, {
    ...(signal === undefined ? {} : { signal }),
  });
}

export function stationQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ['weatherStation', reference],
    queryFn: ({ signal }) => getStation(reference, signal),
  });
}

export function useStation(reference: string) {
  return useQuery(stationQueryOptions(reference));
}
