import { type ListQuery, toPageRequest } from '@meteodeck/contract';
import type { SelectQueryBuilder, StringReference } from 'kysely';

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

/**
 * Orders `query` by creation time, `id` breaking ties so pages never overlap, and keeps one {@link RowPage}
 * of it; without a limit (`{ order }` only) every row comes back. The repository that built `query` names
 * its two columns, with the table alias when it joins (`'s.created_at'`, `'s.id'`).
 */
export function pageByCreation<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: RowPage | Pick<RowPage, 'order'>,
  columns: { createdAt: StringReference<DB, TB>; id: StringReference<DB, TB> },
): SelectQueryBuilder<DB, TB, O> {
  const ordered = query.orderBy(columns.createdAt, page.order).orderBy(columns.id, page.order);
  return 'limit' in page ? ordered.offset(page.offset).limit(page.limit) : ordered;
}
