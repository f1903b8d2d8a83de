import { isImportPreview } from 'virtual:answer-checks';
import type { ImportPreview } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/import/{id}/preview: what the received file holds (station, period, rows, measures and units,
 * source of the extremes, problems), read by the server without storing anything.
 */
export function getImportPreview(id: number, signal?: AbortSignal): Promise<ImportPreview> {
  return apiRequest(`/api/import/${id}/preview`, isImportPreview, signal === undefined ? {} : { signal });
}

/** The preview of import `id`, asked once its file is entirely received (`enabled`); never polled. */
export function useImportPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['imports', 'preview', id],
    queryFn: ({ signal }) => getImportPreview(id, signal),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
