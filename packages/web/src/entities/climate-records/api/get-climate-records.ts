import { isClimateRecords } from 'virtual:answer-checks';
import type { ClimateRecords } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type DisplayUnits, unitsKey, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';

/**
 * GET /api/weatherData/{reference}/climate/records: the station's records all time and per calendar month,
 * with the records today sets, in the visitor's units.
 */
export async function getClimateRecords(
  reference: string,
  units: DisplayUnits = {},
  signal?: AbortSignal,
): Promise<ClimateRecords> {
  return apiRequest(`/api/weatherData/${encodeURIComponent(reference)}/climate/records`, isClimateRecords, {
    query: unitsQuery(units),
    ...(signal === undefined ? {} : { signal }),
  });
}

/**
 * The records of the station; keyed under the station's weather data (dropped with the rest of its
 * answers) and the visitor's units.
 */
export function useClimateRecords(reference: string) {
  const units = useDisplayUnits();
  return useQuery(
    queryOptions({
      queryKey: ['weatherData', reference, 'climateRecords', unitsKey(units)] as const,
      queryFn: ({ signal }) => getClimateRecords(reference, units, signal),
    }),
  );
}
