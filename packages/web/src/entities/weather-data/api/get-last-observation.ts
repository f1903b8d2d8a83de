import { isLastObservation } from 'virtual:answer-checks';
import type { LastObservation } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notFoundAsNull } from '../not-found-as-null.ts';
import { type PollingOptions, weatherDataKeys } from '../query-keys.ts';

/**
 * GET /api/weatherStation/observation/last/{reference}: the station's latest text observation, `null` when
 * it has none (the API's 404).
 */
export async function getLastObservation(
  reference: string,
  signal?: AbortSignal,
): Promise<LastObservation | null> {
  return notFoundAsNull(() =>
    apiRequest(`/api/weatherStation/observation/last/${encodeURIComponent(reference)}`, isLastObservation, {
      ...(signal === undefined ? {} : { signal }),
    }),
  );
}

export function lastObservationQueryOptions(reference: string, options: PollingOptions = {}) {
  return queryOptions({
    queryKey: weatherDataKeys.lastObservation(reference),
    queryFn: ({ signal }) => getLastObservation(reference, signal),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}

/** The latest text observation of the station (null: none yet). */
export function useLastObservation(reference: string, options: PollingOptions = {}) {
  return useQuery(lastObservationQueryOptions(reference, options));
}
