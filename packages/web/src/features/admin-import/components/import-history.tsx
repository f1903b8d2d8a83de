import type { ImportJob } from '@meteodeck/contract';
import Button from 'react-bootstrap/Button';
import { pageCountOf } from '../../../components/admin/admin-list-page.tsx';
import { PaginatedTable, type TableColumn } from '../../../components/paginated-table.tsx';
import { formatAdminDate } from '../../../lib/format/format-date.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { ImportStatusBadge } from './import-job-panel.tsx';

export interface ImportHistoryProps {
  imports: readonly ImportJob[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  onShow: (job: ImportJob) => void;
}

/** Earlier imports, five a page, newest first; 'Voir' shows one's summary above. */
export function ImportHistory({ imports, total, page, onPageChange, loading, onShow }: ImportHistoryProps) {
  const { t } = useAdminTranslation();
  const columns: TableColumn<ImportJob>[] = [
    {
      key: 'createdAt',
      header: t('import.columns.createdAt'),
      cell: (job) => formatAdminDate(job.createdAt),
      className: 'text-nowrap',
    },
    { key: 'station', header: t('import.columns.station'), cell: (job) => job.station },
    {
      key: 'file',
      header: t('import.columns.file'),
      cell: (job) => <span className="text-break">{job.fileName}</span>,
    },
    {
      key: 'status',
      header: t('import.columns.status'),
      cell: (job) => <ImportStatusBadge status={job.status} />,
    },
    {
      key: 'imported',
      header: t('import.columns.imported'),
      cell: (job) => job.imported.toLocaleString('fr-FR'),
      className: 'text-end',
    },
    {
      key: 'rejected',
      header: t('import.columns.rejected'),
      cell: (job) => job.rejected.toLocaleString('fr-FR'),
      className: 'text-end',
    },
    {
      key: 'show',
      header: t('list.actions'),
      className: 'text-end',
      cell: (job) => (
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => onShow(job)}
          aria-label={t('import.showNamed', { name: job.fileName })}
        >
          {t('import.show')}
        </Button>
      ),
    },
  ];
  return (
    <PaginatedTable
      caption={t('import.history')}
      columns={columns}
      rows={imports}
      rowKey={(job) => job.id}
      page={page}
      pageCount={pageCountOf(total)}
      onPageChange={onPageChange}
      loading={loading}
      labels={{
        pagination: t('list.pagination'),
        empty: t('import.none'),
        loading: t('list.loading'),
        page: (n) => t('list.page', { page: n }),
      }}
    />
  );
}
