import { isImportCsvColumns } from 'virtual:answer-checks';
import type { CsvSeparator, ImportCsvColumns } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/import/{id}/columns: a received CSV file's header, separator, decimal mark and first rows, the
 * known format it reads as (or null) and the column mapping to offer (the import's, else the station's);
 * with `separator`, the file split by it (the server splits, quoted fields whole; the page never does).
 */
export function getImportColumns(
  id: number,
  separator?: CsvSeparator,
  signal?: AbortSignal,
): Promise<ImportCsvColumns> {
  const query = separator === undefined ? '' : `?separator=${encodeURIComponent(separator)}`;
  return apiRequest(
    `/api/import/${id}/columns${query}`,
    isImportCsvColumns,
    signal === undefined ? {} : { signal },
  );
}

/**
 * The columns of import `id`'s CSV file (split by `separator` when given), asked once it is entirely
 * received (`enabled`); never polled.
 */
export function useImportColumns(id: number, enabled: boolean, separator?: CsvSeparator) {
  return useQuery({
    queryKey: ['imports', 'columns', id, separator ?? 'detected'],
    queryFn: ({ signal }) => getImportColumns(id, separator, signal),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
