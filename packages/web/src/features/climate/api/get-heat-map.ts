import { isHeatMapAnswer } from 'virtual:answer-checks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { unitsKey, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';
import { yearQuery } from './get-day-counts.ts';

/**
 * GET /api/weatherData/{reference}/climate/heatMap?year: every day of the year with its mean temperature,
 * extremes and rain, in the visitor's units.
 */
export function useHeatMap(reference: string, year: number | null) {
  const units = useDisplayUnits();
  return useQuery(
    queryOptions({
      queryKey: ['weatherData', reference, 'climate', 'heatMap', year ?? 'current', unitsKey(units)],
      queryFn: ({ signal }) =>
        apiRequest(`/api/weatherData/${encodeURIComponent(reference)}/climate/heatMap`, isHeatMapAnswer, {
          query: { ...yearQuery(year), ...unitsQuery(units) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
