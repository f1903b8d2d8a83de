import { type ListQuery, toPageRequest } from '@meteodeck/contract';

/** A page as repositories take it: rows to skip, rows to return, and the creation-time direction. */
export interface RowPage {
  offset: number;
  limit: number;
  order: 'asc' | 'desc';
}

/** Turns a list query (page from 1, ASC/DESC, maxResult; spec defaults 1, DESC, 5) into a {@link RowPage}. */
export function toRowPage(query: ListQuery): RowPage {
  const page = toPageRequest(query);
  return {
    offset: (page.page - 1) * page.maxResult,
    limit: page.maxResult,
    order: page.order === 'ASC' ? 'asc' : 'desc',
  };
}
