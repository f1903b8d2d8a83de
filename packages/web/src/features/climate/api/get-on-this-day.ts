import { isOnThisDayAnswer } from 'virtual:answer-checks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { unitsKey, unitsQuery, useDisplayUnits } from '../../../lib/display-units.ts';

/**
 * GET /api/weatherData/{reference}/climate/onThisDay?date=MM-DD: that calendar day in every year of the
 * station, newest first, with the differences to the mean of the years, in the visitor's units. Without a
 * date, the station's today (the server knows its zone).
 */
export function useOnThisDay(reference: string, date: string | null) {
  const units = useDisplayUnits();
  return useQuery(
    queryOptions({
      queryKey: ['weatherData', reference, 'climate', 'onThisDay', date ?? 'today', unitsKey(units)],
      queryFn: ({ signal }) =>
        apiRequest(`/api/weatherData/${encodeURIComponent(reference)}/climate/onThisDay`, isOnThisDayAnswer, {
          query: { ...(date === null ? {} : { date }), ...unitsQuery(units) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
