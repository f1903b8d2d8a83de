import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaginatedTable, visiblePages } from './paginated-table.tsx';

const LABELS = {
  pagination: 'Pages',
  empty: 'Rien',
  loading: 'Chargement',
  page: (page: number) => `Page ${page}`,
};

describe('visiblePages', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 10]],
    [6, 10, [1, 4, 5, 6, 7, 8, 10]],
    [10, 10, [1, 8, 9, 10]],
  ])('page %i of %i offers %j', (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });
});

describe('PaginatedTable', () => {
  it('shows the empty text and no page selector for an empty single page', () => {
    render(
      <PaginatedTable
        caption="Liste"
        columns={[{ key: 'name', header: 'Nom', cell: (row: { name: string }) => row.name }]}
        rows={[]}
        rowKey={(row) => row.name}
        page={1}
        pageCount={1}
        onPageChange={() => undefined}
        loading={false}
        labels={LABELS}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Rien' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks gaps in long page ranges and reports the page picked', async () => {
    const onPageChange = vi.fn();
    render(
      <PaginatedTable
        caption="Liste"
        columns={[{ key: 'name', header: 'Nom', cell: (row: { name: string }) => row.name }]}
        rows={[{ name: 'A' }]}
        rowKey={(row) => row.name}
        page={1}
        pageCount={10}
        onPageChange={onPageChange}
        loading={false}
        labels={LABELS}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('…')).toBeInTheDocument();
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenCalledWith(10);
  });
});
