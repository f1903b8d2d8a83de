import { isDayCountsAnswer } from 'virtual:answer-checks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { unitsKey, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';

/** The query of a climate call: the year when one is picked (else the station's current year). */
export const yearQuery = (year: number | null): Record<string, string> =>
  year === null ? {} : { year: String(year) };

/**
 * GET /api/weatherData/{reference}/climate/dayCounts?year: frost, ice, summer and hot days, tropical nights,
 * rain days and degree days per month and for the year, in the visitor's units.
 */
export function useDayCounts(reference: string, year: number | null) {
  const units = useDisplayUnits();
  return useQuery(
    queryOptions({
      queryKey: ['weatherData', reference, 'climate', 'dayCounts', year ?? 'current', unitsKey(units)],
      queryFn: ({ signal }) =>
        apiRequest(`/api/weatherData/${encodeURIComponent(reference)}/climate/dayCounts`, isDayCountsAnswer, {
          query: { ...yearQuery(year), ...unitsQuery(units) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
