import {
  ADMIN_PAGE_SIZE,
  type AdminResourceApi,
  adminItemQuery,
  adminListQuery,
} from '../../components/admin/admin-resource.ts';
import { type AnswerCheck, apiRequest, apiSend } from '../../lib/api-client.ts';

export interface AdminResourceDefinition<List, Item> {
  /** Root of the TanStack Query keys, e.g. 'posts'; saving or deleting invalidates everything under it. */
  key: string;
  /** Collection path, e.g. '/api/post'. */
  path: string;
  /** The contract's checks of a list answer and of one record, e.g. `isPostList` and `isPost`. */
  listCheck: AnswerCheck<List>;
  itemCheck: AnswerCheck<Item>;
  /** The rows of a list answer, e.g. `(list) => list.posts`. */
  items: (list: List) => Item[];
}

/**
 * Builds the five calls of one admin resource (spec §7) from its path and contract checks. The endpoints of
 * the resources differ only by path and schemas, so they are described once here rather than in thirty
 * near-identical files.
 */
export function defineAdminResource<List, Item>(
  definition: AdminResourceDefinition<List, Item>,
): AdminResourceApi<Item> {
  const { key, path, listCheck, itemCheck } = definition;
  const recordPath = (param: string | number) => `${path}/${encodeURIComponent(String(param))}`;
  return {
    key,
    listQuery: (page) =>
      adminListQuery(key, page, async (signal) => {
        const list = await apiRequest(path, listCheck, {
          query: { page, order: 'DESC', maxResult: ADMIN_PAGE_SIZE },
          signal,
        });
        return { items: definition.items(list), numberOfResult: readCount(list) };
      }),
    itemQuery: (param) =>
      adminItemQuery(key, param, (signal) => apiRequest(recordPath(param), itemCheck, { signal })),
    create: (body) => apiRequest(path, itemCheck, { method: 'POST', body }),
    update: (id, body) => apiRequest(recordPath(id), itemCheck, { method: 'PUT', body }),
    remove: (id) => apiSend(recordPath(id), { method: 'DELETE' }),
  };
}

function readCount(list: unknown): number {
  if (typeof list === 'object' && list !== null && 'numberOfResult' in list) {
    const count = list.numberOfResult;
    if (typeof count === 'number') return count;
  }
  return 0;
}
