import { isCurrentData } from 'virtual:answer-checks';
import type { CurrentData } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type DisplayUnits, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';
import { notFoundAsNull } from '../not-found-as-null.ts';
import { type PollingOptions, stationPath, weatherDataKeys } from '../query-keys.ts';

/**
 * GET /api/weatherData/{reference}/currentData/detail: the latest reading and what is derived from it, in
 * the station's unit set. `null` when the station has no reading yet (the API's 404).
 */
export async function getCurrentDataDetail(
  reference: string,
  signal?: AbortSignal,
  units: DisplayUnits = {},
): Promise<CurrentData | null> {
  return notFoundAsNull(() =>
    apiRequest(`${stationPath(reference)}/currentData/detail`, isCurrentData, {
      query: unitsQuery(units),
      ...(signal === undefined ? {} : { signal }),
    }),
  );
}

export function currentDataDetailQueryOptions(
  reference: string,
  options: PollingOptions = {},
  units: DisplayUnits = {},
) {
  return queryOptions({
    queryKey: weatherDataKeys.currentDetail(reference, units),
    queryFn: ({ signal }) => getCurrentDataDetail(reference, signal, units),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}

/**
 * The station's current data, polled every `refetchInterval` ms (REFRESH_MS.home on the home page,
 * REFRESH_MS.currentPage on /weather/current). Prefer {@link useLiveCurrentDataDetail}, which stops
 * polling while the live stream delivers.
 */
export function useCurrentDataDetail(reference: string, options: PollingOptions = {}) {
  const units = useDisplayUnits();
  return useQuery(currentDataDetailQueryOptions(reference, options, units));
}
