import { isCurrentDataSummary } from 'virtual:answer-checks';
import type { CurrentDataSummary } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notFoundAsNull } from '../not-found-as-null.ts';
import { type PollingOptions, REFRESH_MS, stationPath, weatherDataKeys } from '../query-keys.ts';

/**
 * GET /api/weatherData/{reference}/currentData/summary: the compact current data of the admin sidebar.
 * `null` when the station has no reading yet (the API's 404).
 */
export async function getCurrentDataSummary(
  reference: string,
  signal?: AbortSignal,
): Promise<CurrentDataSummary | null> {
  return notFoundAsNull(() =>
    apiRequest(`${stationPath(reference)}/currentData/summary`, isCurrentDataSummary, {
      ...(signal === undefined ? {} : { signal }),
    }),
  );
}

export function currentDataSummaryQueryOptions(reference: string, options: PollingOptions = {}) {
  return queryOptions({
    queryKey: weatherDataKeys.currentSummary(reference),
    queryFn: ({ signal }) => getCurrentDataSummary(reference, signal),
    refetchInterval: options.refetchInterval ?? REFRESH_MS.summary,
    enabled: options.enabled ?? true,
  });
}

/** The compact current data, refreshed every 60 s by default (spec §4). */
export function useCurrentDataSummary(reference: string, options: PollingOptions = {}) {
  return useQuery(currentDataSummaryQueryOptions(reference, options));
}
