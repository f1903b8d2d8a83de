import { formatAdminDate } from '../../lib/format/format-date.ts';
import type { TableColumn } from '../paginated-table.tsx';

/**
 * The creation-date column of a list. Hidden below the md breakpoint: on a phone the name and the buttons
 * need the width, and the list is in date order anyway.
 */
export function createdAtColumn<Item extends { createdAt: string }>(header: string): TableColumn<Item> {
  return {
    key: 'createdAt',
    header,
    className: 'd-none d-md-table-cell text-nowrap',
    cell: (item) => formatAdminDate(item.createdAt),
  };
}
