import { GraphData, type WeatherPeriod } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { type PollingOptions, stationPath, weatherDataKeys } from './query-keys.ts';

/**
 * GET /api/weatherData/{reference}/graph/{period}: the points of the period's charts (raw readings of the
 * last 24 h for day, bucket means otherwise) and the true extremes of each series.
 */
export async function getGraphData(
  reference: string,
  period: WeatherPeriod,
  signal?: AbortSignal,
): Promise<GraphData> {
  return apiRequest(`${stationPath(reference)}/graph/${period}`, GraphData, {
    ...(signal === undefined ? {} : { signal }),
  });
}

export function graphDataQueryOptions(
  reference: string,
  period: WeatherPeriod,
  options: PollingOptions = {},
) {
  return queryOptions({
    queryKey: weatherDataKeys.graph(reference, period),
    queryFn: ({ signal }) => getGraphData(reference, period, signal),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}

/** The graph data of a station and period; keyed by both, so changing either loads anew. */
export function useGraphData(reference: string, period: WeatherPeriod, options: PollingOptions = {}) {
  return useQuery(graphDataQueryOptions(reference, period, options));
}
