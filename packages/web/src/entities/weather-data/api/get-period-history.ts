import { isPeriodHistory } from 'virtual:answer-checks';
import type { PeriodHistory, PeriodWindowQuery, WeatherPeriod } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type DisplayUnits, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';
import { type PollingOptions, stationPath, weatherDataKeys, windowQuery } from '../query-keys.ts';

/**
 * GET /api/weatherData/{reference}/history/{period}: extremes with their times, totals and means of the
 * station's current local day, ISO week, month, year, or all time (record).
 */
export async function getPeriodHistory(
  reference: string,
  period: WeatherPeriod,
  signal?: AbortSignal,
  units: DisplayUnits = {},
  window: PeriodWindowQuery = {},
): Promise<PeriodHistory> {
  return apiRequest(`${stationPath(reference)}/history/${period}`, isPeriodHistory, {
    query: { ...unitsQuery(units), ...windowQuery(window) },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function periodHistoryQueryOptions(
  reference: string,
  period: WeatherPeriod,
  options: PollingOptions = {},
  units: DisplayUnits = {},
  window: PeriodWindowQuery = {},
) {
  return queryOptions({
    queryKey: weatherDataKeys.periodHistory(reference, period, units, window),
    queryFn: ({ signal }) => getPeriodHistory(reference, period, signal, units, window),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}

/** The period table's data; keyed by station and period, so changing either loads anew. */
export function usePeriodHistory(
  reference: string,
  period: WeatherPeriod,
  options: PollingOptions = {},
  window: PeriodWindowQuery = {},
) {
  const units = useDisplayUnits();
  return useQuery(periodHistoryQueryOptions(reference, period, options, units, window));
}
