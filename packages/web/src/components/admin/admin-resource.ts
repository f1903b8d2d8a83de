import { queryOptions } from '@tanstack/react-query';

/** Page size of every admin list (spec §2, §9). */
export const ADMIN_PAGE_SIZE = 5;

/** A record as every admin resource has it: an integer id the update and delete calls use. */
export interface AdminRecord {
  id: number;
}

/** One page of a list: its rows and the total count the page selector needs. */
export interface AdminPage<Item> {
  items: Item[];
  numberOfResult: number;
}

/** The query of one page of a resource's list, under `[key, 'list', page]`. */
export function adminListQuery<Item>(
  key: string,
  page: number,
  fetch: (signal: AbortSignal) => Promise<AdminPage<Item>>,
) {
  return queryOptions({ queryKey: [key, 'list', page], queryFn: ({ signal }) => fetch(signal) });
}

/** The query of one record, under `[key, 'item', param]`, never served from the cache. */
export function adminItemQuery<Item>(
  key: string,
  param: string,
  fetch: (signal: AbortSignal) => Promise<Item>,
) {
  return queryOptions({
    queryKey: [key, 'item', param],
    queryFn: ({ signal }) => fetch(signal),
    // An edit page must show the record as it is now, not as it was when last cached.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * What the admin list and form pages need of one resource (spec §7): list (page of 5, newest first), one
 * record, create, update (on the record's id) and delete. The admin-resources entity builds them from each
 * resource's endpoint; these pages only call them.
 */
export interface AdminResourceApi<Item> {
  /** Root of the resource's query keys; saving or deleting invalidates everything under it. */
  key: string;
  listQuery: (page: number) => ReturnType<typeof adminListQuery<Item>>;
  /** `param` is the path parameter of the record: its id, or a station's reference. */
  itemQuery: (param: string) => ReturnType<typeof adminItemQuery<Item>>;
  create: (body: unknown) => Promise<Item>;
  update: (id: number, body: unknown) => Promise<Item>;
  remove: (id: number) => Promise<void>;
}
