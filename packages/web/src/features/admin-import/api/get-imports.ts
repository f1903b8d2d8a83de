import { isImportJobList } from 'virtual:answer-checks';
import type { ImportJobList } from '@meteodeck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../components/admin/admin-resource.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often a page showing an unfinished import asks again, ms. */
export const IMPORT_POLL_MS = 1000;

/** GET /api/import: one page of imports, newest first. */
export function getImports(page: number, signal?: AbortSignal): Promise<ImportJobList> {
  return apiRequest('/api/import', isImportJobList, {
    query: { page, order: 'DESC', maxResult: ADMIN_PAGE_SIZE },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function importsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['imports', page],
    queryFn: ({ signal }) => getImports(page, signal),
    placeholderData: keepPreviousData,
    // While an import on the page is unfinished, follow it every second.
    refetchInterval: (query) =>
      query.state.data?.imports.some((job) => job.status === 'running' || job.status === 'uploading')
        ? IMPORT_POLL_MS
        : false,
  });
}

export function useImports(page: number) {
  return useQuery(importsQueryOptions(page));
}
