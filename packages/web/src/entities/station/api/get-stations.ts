import { isWeatherStationList } from 'virtual:answer-checks';
import { type ListOrder, MAX_RESULT_LIMIT, type WeatherStationList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface StationListParams {
  page?: number;
  order?: ListOrder;
  maxResult?: number;
}

/** GET /api/weatherStation: one page of stations, newest first by default. */
export async function getStations(
  params: StationListParams,
  signal?: AbortSignal,
): Promise<WeatherStationList> {
  return apiRequest('/api/weatherStation', isWeatherStationList, {
    query: { page: params.page, order: params.order ?? 'DESC', maxResult: params.maxResult },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function stationsQueryOptions(params: StationListParams) {
  return queryOptions({
    queryKey: ['weatherStations', params],
    queryFn: ({ signal }) => getStations(params, signal),
  });
}

export function useStations(params: StationListParams) {
  return useQuery(stationsQueryOptions(params));
}

/**
 * Every station for the header selector: one page of the largest size the API serves. A site with more
 * stations than that would need a searchable selector instead.
 */
export const ALL_STATIONS_PARAMS: StationListParams = { page: 1, order: 'ASC', maxResult: MAX_RESULT_LIMIT };
