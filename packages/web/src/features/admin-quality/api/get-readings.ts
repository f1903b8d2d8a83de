import { isStoredReadingList } from 'virtual:answer-checks';
import type { StoredReadingList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A span of instants, ISO 8601: from included, to excluded. */
export interface ReadingRange {
  from: string;
  to: string;
}

/** The path of a station's stored readings, or of one of them (its instant). */
export function readingsPath(reference: string, receivedAt?: string): string {
  const path = `/api/weatherData/${encodeURIComponent(reference)}/readings`;
  return receivedAt === undefined ? path : `${path}/${encodeURIComponent(receivedAt)}`;
}

/** GET /api/weatherData/{reference}/readings?from=&to=: a station's stored readings in the range, with their flags. */
export async function getReadings(
  reference: string,
  range: ReadingRange,
  signal?: AbortSignal,
): Promise<StoredReadingList> {
  return apiRequest(readingsPath(reference), isStoredReadingList, {
    query: { from: range.from, to: range.to },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function readingsQueryOptions(reference: string, range: ReadingRange) {
  return queryOptions({
    queryKey: ['readings', reference, range.from, range.to],
    queryFn: ({ signal }) => getReadings(reference, range, signal),
  });
}

/** The readings of the range (nothing is asked while `enabled` is false: the station is not known yet). */
export function useReadings(reference: string, range: ReadingRange, enabled: boolean) {
  return useQuery({ ...readingsQueryOptions(reference, range), enabled });
}
