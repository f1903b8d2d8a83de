import { queryOptions } from '@tanstack/react-query';
import { type AnswerCheck, apiRequest, apiSend } from './api-client.ts';

/** Page size of every admin list (spec §2, §9). */
export const ADMIN_PAGE_SIZE = 5;

/** A record as every admin resource has it: an integer id the update and delete calls use. */
export interface AdminRecord {
  id: number;
}

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

/** One page of a list: its rows and the total count the page selector needs. */
export interface AdminPage<Item> {
  items: Item[];
  numberOfResult: number;
}

/**
 * The five calls of one admin resource (spec §7): list (page of 5, newest first), one record, create
 * (POST), update (PUT on the record's id) and delete. The endpoints of the six resources differ only by
 * path and schemas, so they are described once here rather than in thirty near-identical files.
 */
export interface AdminResourceApi<Item> {
  key: string;
  listQuery: (page: number) => ReturnType<typeof listQueryOptions<Item>>;
  /** `param` is the path parameter of the record: its id, or a station's reference. */
  itemQuery: (param: string) => ReturnType<typeof itemQueryOptions<Item>>;
  create: (body: unknown) => Promise<Item>;
  update: (id: number, body: unknown) => Promise<Item>;
  remove: (id: number) => Promise<void>;
}

function listQueryOptions<Item>(
  key: string,
  page: number,
  fetch: (signal: AbortSignal) => Promise<AdminPage<Item>>,
) {
  return queryOptions({ queryKey: [key, 'list', page], queryFn: ({ signal }) => fetch(signal) });
}

function itemQueryOptions<Item>(key: string, param: string, fetch: (signal: AbortSignal) => Promise<Item>) {
  return queryOptions({
    queryKey: [key, 'item', param],
    queryFn: ({ signal }) => fetch(signal),
    // An edit page must show the record as it is now, not as it was when last cached.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Builds the calls of one admin resource from its path and contract checks. */
export function defineAdminResource<List, Item>(
  definition: AdminResourceDefinition<List, Item>,
): AdminResourceApi<Item> {
  const { key, path, listCheck, itemCheck } = definition;
  const recordPath = (param: string | number) => `${path}/${encodeURIComponent(String(param))}`;
  return {
    key,
    listQuery: (page) =>
      listQueryOptions(key, page, async (signal) => {
        const list = await apiRequest(path, listCheck, {
          query: { page, order: 'DESC', maxResult: ADMIN_PAGE_SIZE },
          signal,
        });
        return { items: definition.items(list), numberOfResult: readCount(list) };
      }),
    itemQuery: (param) =>
      itemQueryOptions(key, param, (signal) => apiRequest(recordPath(param), itemCheck, { signal })),
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
