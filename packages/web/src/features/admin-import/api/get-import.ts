import { isImportJob } from 'virtual:answer-checks';
import type { ImportJob } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { IMPORT_POLL_MS } from './get-imports.ts';

/** GET /api/import/{id}: one import, its progress while it runs, then its summary. */
export function getImport(id: number, signal?: AbortSignal): Promise<ImportJob> {
  return apiRequest(`/api/import/${id}`, isImportJob, signal === undefined ? {} : { signal });
}

export function importQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['imports', 'one', id],
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'running' || status === 'uploading' ? IMPORT_POLL_MS : false;
    },
  });
}

/** Follows import `id` (nothing while `id` is undefined). */
export function useImport(id: number | undefined) {
  return useQuery({ ...importQueryOptions(id ?? 0), enabled: id !== undefined });
}
