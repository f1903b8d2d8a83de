import { isImportCsvColumns } from 'virtual:answer-checks';
import type { ImportCsvColumns } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/import/{id}/columns: a received CSV file's header, separator, decimal mark and first rows, the
 * known format it reads as (or null) and the column mapping to offer (the import's, else the station's).
 */
export function getImportColumns(id: number, signal?: AbortSignal): Promise<ImportCsvColumns> {
  return apiRequest(`/api/import/${id}/columns`, isImportCsvColumns, signal === undefined ? {} : { signal });
}

/** The columns of import `id`'s CSV file, asked once it is entirely received (`enabled`); never polled. */
export function useImportColumns(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['imports', 'columns', id],
    queryFn: ({ signal }) => getImportColumns(id, signal),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
