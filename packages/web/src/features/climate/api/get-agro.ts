import { isAgroAnswer } from 'virtual:answer-checks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { unitsKey, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';
import { yearQuery } from './get-day-counts.ts';

/**
 * GET /api/weatherData/{reference}/climate/agro?year: the year's reference evapotranspiration, growing
 * degree days, chill and sunshine hours per day, month and year, in the visitor's units.
 */
export function useAgro(reference: string, year: number | null) {
  const units = useDisplayUnits();
  return useQuery(
    queryOptions({
      queryKey: ['weatherData', reference, 'climate', 'agro', year ?? 'current', unitsKey(units)],
      queryFn: ({ signal }) =>
        apiRequest(`/api/weatherData/${encodeURIComponent(reference)}/climate/agro`, isAgroAnswer, {
          query: { ...yearQuery(year), ...unitsQuery(units) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
