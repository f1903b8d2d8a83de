import { isTodaysRecords } from 'virtual:answer-checks';
import type { TodaysRecords } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type DisplayUnits, unitsKey, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';

/**
 * GET /api/weatherData/{reference}/climate/records/today: the records today (so far) sets, alone (a small
 * answer and a small check, for the home page's first load), in the visitor's units.
 */
export async function getTodaysRecords(
  reference: string,
  units: DisplayUnits = {},
  signal?: AbortSignal,
): Promise<TodaysRecords> {
  return apiRequest(
    `/api/weatherData/${encodeURIComponent(reference)}/climate/records/today`,
    isTodaysRecords,
    { query: unitsQuery(units), ...(signal === undefined ? {} : { signal }) },
  );
}

/** Today's records of the station, asked again every `refetchInterval` ms while the day goes on. */
export function useTodaysRecords(reference: string, refetchInterval: number) {
  const units = useDisplayUnits();
  return useQuery(
    queryOptions({
      queryKey: ['weatherData', reference, 'climateRecords', 'today', unitsKey(units)] as const,
      queryFn: ({ signal }) => getTodaysRecords(reference, units, signal),
      refetchInterval,
    }),
  );
}
