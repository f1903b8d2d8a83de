import { isFlaggedValueList } from 'virtual:answer-checks';
import type { FlaggedValueList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Rows per page of the review. */
export const FLAGS_PAGE_SIZE = 5;

/**
 * GET /api/weatherData/{reference}/flags: one page of the values the spike filter left out of a station's
 * readings, newest first, each with the readings around it.
 */
export async function getFlags(
  reference: string,
  page: number,
  signal?: AbortSignal,
): Promise<FlaggedValueList> {
  return apiRequest(`/api/weatherData/${encodeURIComponent(reference)}/flags`, isFlaggedValueList, {
    query: { page, maxResult: FLAGS_PAGE_SIZE },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function flagsQueryOptions(reference: string, page: number) {
  return queryOptions({
    queryKey: ['flags', reference, page],
    queryFn: ({ signal }) => getFlags(reference, page, signal),
  });
}

/** The page of flagged values (nothing is asked while `enabled` is false: the station is not known yet). */
export function useFlags(reference: string, page: number, enabled: boolean) {
  return useQuery({ ...flagsQueryOptions(reference, page), enabled });
}
