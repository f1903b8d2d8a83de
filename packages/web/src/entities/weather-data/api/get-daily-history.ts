import { isDailyHistory } from 'virtual:answer-checks';
import type { DailyHistory } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type DisplayUnits, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';
import { type PollingOptions, stationPath, weatherDataKeys } from '../query-keys.ts';

/** GET /api/weatherData/{reference}/history/daily: today's extremes and their times (station's local day). */
export async function getDailyHistory(
  reference: string,
  signal?: AbortSignal,
  units: DisplayUnits = {},
): Promise<DailyHistory> {
  return apiRequest(`${stationPath(reference)}/history/daily`, isDailyHistory, {
    query: unitsQuery(units),
    ...(signal === undefined ? {} : { signal }),
  });
}

export function dailyHistoryQueryOptions(
  reference: string,
  options: PollingOptions = {},
  units: DisplayUnits = {},
) {
  return queryOptions({
    queryKey: weatherDataKeys.dailyHistory(reference, units),
    queryFn: ({ signal }) => getDailyHistory(reference, signal, units),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}

/** Today's extremes; the home page polls it with `refetchInterval: REFRESH_MS.home` (spec §4). */
export function useDailyHistory(reference: string, options: PollingOptions = {}) {
  const units = useDisplayUnits();
  return useQuery(dailyHistoryQueryOptions(reference, options, units));
}
