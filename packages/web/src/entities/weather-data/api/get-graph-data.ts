import { isGraphData } from 'virtual:answer-checks';
import type { GraphData, PeriodWindowQuery, WeatherPeriod } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type DisplayUnits, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';
import { type PollingOptions, stationPath, weatherDataKeys, windowQuery } from '../query-keys.ts';

/**
 * GET /api/weatherData/{reference}/graph/{period}: the points of the period's charts (raw readings of the
 * last 24 h for day, bucket means otherwise) and the true extremes of each series.
 */
export async function getGraphData(
  reference: string,
  period: WeatherPeriod,
  signal?: AbortSignal,
  units: DisplayUnits = {},
  window: PeriodWindowQuery = {},
): Promise<GraphData> {
  return apiRequest(`${stationPath(reference)}/graph/${period}`, isGraphData, {
    query: { ...unitsQuery(units), ...windowQuery(window) },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function graphDataQueryOptions(
  reference: string,
  period: WeatherPeriod,
  options: PollingOptions = {},
  units: DisplayUnits = {},
  window: PeriodWindowQuery = {},
) {
  return queryOptions({
    queryKey: weatherDataKeys.graph(reference, period, units, window),
    queryFn: ({ signal }) => getGraphData(reference, period, signal, units, window),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}

/** The graph data of a station and period; keyed by both, so changing either loads anew. */
export function useGraphData(
  reference: string,
  period: WeatherPeriod,
  options: PollingOptions = {},
  window: PeriodWindowQuery = {},
) {
  const units = useDisplayUnits();
  return useQuery(graphDataQueryOptions(reference, period, options, units, window));
}
