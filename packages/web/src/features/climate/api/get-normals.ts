import { isClimateNormalsAnswer } from 'virtual:answer-checks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { unitsKey, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';
import { yearQuery } from './get-day-counts.ts';

/**
 * GET /api/weatherData/{reference}/climate/normals?year: the year's months beside their climate normals (the
 * owner's or the station's own), with the departures, in the visitor's units.
 */
export function useClimateNormals(reference: string, year: number | null) {
  const units = useDisplayUnits();
  return useQuery(
    queryOptions({
      queryKey: ['weatherData', reference, 'climate', 'normals', year ?? 'current', unitsKey(units)],
      queryFn: ({ signal }) =>
        apiRequest(
          `/api/weatherData/${encodeURIComponent(reference)}/climate/normals`,
          isClimateNormalsAnswer,
          {
            query: { ...yearQuery(year), ...unitsQuery(units) },
            signal,
          },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}
