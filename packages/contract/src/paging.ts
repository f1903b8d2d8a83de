import { type Static, Type } from 'typebox';

/** Largest page a list endpoint serves; bigger requests are a validation error, not silently capped. */
export const MAX_RESULT_LIMIT = 100;

/**
 * Largest page number a list accepts: 100 million rows at the largest page size, and an offset any
 * database holds (`page=1e308` would otherwise reach the SQL as an offset no integer column can hold).
 */
export const MAX_PAGE = 1_000_000;

/** Sort direction of lists, always by creation time. */
export const ListOrder = Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]);
export type ListOrder = Static<typeof ListOrder>;

/**
 * Query string shared by every list endpoint: `page` counts from 1 (at most MAX_PAGE), `order` sorts by createdAt
 * (DESC by default: the admin lists show newest first), `maxResult` is the page size (1..100, default 5,
 * the admin page size of the spec).
 */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  order: Type.Optional(ListOrder),
  maxResult: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESULT_LIMIT, default: 5 })),
});
export type ListQuery = Static<typeof ListQuery>;

/** A list query with every default applied, as services receive it. */
export interface PageRequest {
  page: number;
  order: ListOrder;
  maxResult: number;
}

/**
 * Fills the defaults of a list query (page 1, DESC, 5 per page) so that services never deal with
 * missing values.
 */
export function toPageRequest(query: ListQuery): PageRequest {
  return { page: query.page ?? 1, order: query.order ?? 'DESC', maxResult: query.maxResult ?? 5 };
}
