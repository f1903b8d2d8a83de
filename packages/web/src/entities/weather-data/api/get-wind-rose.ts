import { isWindRose } from 'virtual:answer-checks';
import type { PeriodWindowQuery, WeatherPeriod, WindRose } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type DisplayUnits, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';
import { type PollingOptions, stationPath, weatherDataKeys, windowQuery } from '../query-keys.ts';

/**
 * GET /api/weatherData/{reference}/windRose/{period}: the share of the period's 10-minute (record: hourly)
 * wind means from each of 16 compass points by Beaufort class, and calm.
 */
export async function getWindRose(
  reference: string,
  period: WeatherPeriod,
  signal?: AbortSignal,
  units: DisplayUnits = {},
  window: PeriodWindowQuery = {},
): Promise<WindRose> {
  return apiRequest(`${stationPath(reference)}/windRose/${period}`, isWindRose, {
    query: { ...unitsQuery(units), ...windowQuery(window) },
    ...(signal === undefined ? {} : { signal }),
  });
}

/** The wind rose of a station, period and window, in the visitor's units; keyed by all of them. */
export function useWindRose(
  reference: string,
  period: WeatherPeriod,
  options: PollingOptions = {},
  window: PeriodWindowQuery = {},
) {
  const units = useDisplayUnits();
  return useQuery(
    queryOptions({
      queryKey: weatherDataKeys.windRose(reference, period, units, window),
      queryFn: ({ signal }) => getWindRose(reference, period, signal, units, window),
      refetchInterval: options.refetchInterval ?? false,
      enabled: options.enabled ?? true,
    }),
  );
}
