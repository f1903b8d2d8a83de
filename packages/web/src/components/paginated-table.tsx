import { Fragment, type ReactNode } from 'react';
import Pagination from 'react-bootstrap/Pagination';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ScrollArea } from './scroll-area.tsx';

/** One column: its header and how a row shows in it. */
export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells, e.g. `text-nowrap`. */
  className?: string;
}

export interface PaginatedTableLabels {
  /** Accessible name of the page selector, e.g. 'Pagination'. */
  pagination: string;
  /** Shown instead of rows when the page is empty. */
  empty: string;
  /** Announced while the page loads. */
  loading: string;
  /** Accessible name of page N's button, e.g. (n) => `Page ${n}`. */
  page: (page: number) => string;
}

export interface PaginatedTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  labels: PaginatedTableLabels;
}

/** Pages to offer around the current one: first, last and two neighbours, never more than about 7 buttons. */
export function visiblePages(page: number, pageCount: number): number[] {
  const pages = new Set<number>([1, pageCount]);
  for (let candidate = page - 2; candidate <= page + 2; candidate += 1) {
    if (candidate >= 1 && candidate <= pageCount) pages.add(candidate);
  }
  return [...pages].filter((value) => value >= 1).sort((a, b) => a - b);
}

/**
 * A responsive table of one page of rows with a page selector underneath (hidden for a single page).
 * Knows nothing of what the rows are: columns say how to show them.
 */
export function PaginatedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  page,
  pageCount,
  onPageChange,
  loading,
  labels,
}: PaginatedTableProps<Row>) {
  const pages = visiblePages(page, pageCount);
  return (
    <>
      <ScrollArea>
        <Table striped hover className="align-middle mb-0" aria-busy={loading}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {loading ? (
                    <Spinner animation="border" size="sm" role="status">
                      <span className="visually-hidden">{labels.loading}</span>
                    </Spinner>
                  ) : (
                    labels.empty
                  )}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </ScrollArea>
      {pageCount > 1 && (
        <nav aria-label={labels.pagination}>
          <Pagination className="flex-wrap">
            {pages.map((value, index) => {
              const previous = pages[index - 1];
              return (
                <Fragment key={value}>
                  {previous !== undefined && value - previous > 1 && <Pagination.Ellipsis disabled />}
                  <Pagination.Item
                    active={value === page}
                    aria-label={labels.page(value)}
                    aria-current={value === page ? 'page' : undefined}
                    onClick={() => onPageChange(value)}
                  >
                    {value}
                  </Pagination.Item>
                </Fragment>
              );
            })}
          </Pagination>
        </nav>
      )}
    </>
  );
}
