import { isImportedExtremeList } from 'virtual:answer-checks';
import type { ImportedExtremeList } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/weatherData/{reference}/imported-extremes?day=: a local day's imported extremes in force (admin). */
export async function getImportedExtremes(
  reference: string,
  day: string,
  signal?: AbortSignal,
): Promise<ImportedExtremeList> {
  return apiRequest(
    `/api/weatherData/${encodeURIComponent(reference)}/imported-extremes`,
    isImportedExtremeList,
    {
      query: { day },
      ...(signal === undefined ? {} : { signal }),
    },
  );
}

/** The day's imported extremes (under the 'readings' key: a correction refreshes them with the readings). */
export function useImportedExtremes(reference: string, day: string, enabled: boolean) {
  return useQuery({
    queryKey: ['readings', 'imported-extremes', reference, day],
    queryFn: ({ signal }) => getImportedExtremes(reference, day, signal),
    enabled,
  });
}
