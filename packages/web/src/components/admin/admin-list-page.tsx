import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-error.ts';
import { useAdminTranslation } from '../../lib/i18n.ts';
import { useCurrentRouteName } from '../../lib/route-meta.ts';
import { pathTo, type StaticRouteName } from '../../lib/route-paths.ts';
import { ApiErrorAlerts } from '../api-error-alerts.tsx';
import { ConfirmButton } from '../confirm-button.tsx';
import { PageHeading } from '../page-heading.tsx';
import { PaginatedTable, type TableColumn } from '../paginated-table.tsx';
import { ADMIN_PAGE_SIZE, type AdminRecord, type AdminResourceApi } from './admin-resource.ts';

export interface AdminListDefinition<Item extends AdminRecord> {
  api: AdminResourceApi<Item>;
  columns: readonly TableColumn<Item>[];
  createRoute: StaticRouteName;
  /** Whether 'Modifier' and 'Supprimer' show (spec §6 rules, decided by the caller). */
  canManage: boolean;
  /**
   * Whether 'Ajouter' shows; as `canManage` when left out. Contact messages: anyone logged in may add one
   * (spec §2), though only an admin edits or deletes from the list (spec §6).
   */
  canCreate?: boolean;
  /** Ask 'Confirmer ?' / 'Annuler' before deleting (spec §2); false deletes at once (contact messages). */
  confirmDelete: boolean;
  editPath: (item: Item) => string;
  /** How the confirmation dialog and the buttons' accessible names name a record. */
  describe: (item: Item) => string;
}

/** Number of pages for a total; at least 1 so an empty list still has a page to stand on. */
export function pageCountOf(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function errorsOf(error: unknown) {
  return error instanceof ApiError ? error.errors : [];
}

/**
 * An admin list (spec §2, §4): 5 records a page, newest first, a page selector, and per row 'Modifier'
 * and 'Supprimer' when allowed. After a delete the list reloads; a failed delete shows the server's reason.
 */
export function AdminListPage<Item extends AdminRecord>({
  definition,
}: {
  definition: AdminListDefinition<Item>;
}) {
  const { t } = useAdminTranslation();
  const routeName = useCurrentRouteName();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...definition.api.listQuery(page), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (item: Item) => definition.api.remove(item.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [definition.api.key] }),
  });

  const total = list.data?.numberOfResult ?? 0;
  const pageCount = pageCountOf(total);
  // Deleting the last record of the last page leaves that page empty: step back to the new last page.
  useEffect(() => {
    if (list.isSuccess && page > pageCount) setPage(pageCount);
  }, [list.isSuccess, page, pageCount]);

  const actions: TableColumn<Item> = {
    key: 'actions',
    header: t('list.actions'),
    className: 'text-nowrap text-end',
    cell: (item) => {
      const name = definition.describe(item);
      return (
        <div className="d-flex flex-column flex-sm-row justify-content-end gap-2">
          <Link
            className="btn btn-outline-primary btn-sm"
            to={definition.editPath(item)}
            aria-label={t('list.editNamed', { name })}
          >
            {t('list.edit')}
          </Link>
          {definition.confirmDelete ? (
            <ConfirmButton
              labels={{
                action: t('list.delete'),
                question: t('confirm.question'),
                confirm: t('confirm.confirm'),
                cancel: t('confirm.cancel'),
              }}
              subject={name}
              ariaLabel={t('list.deleteNamed', { name })}
              disabled={remove.isPending}
              onConfirm={() => remove.mutate(item)}
            />
          ) : (
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={t('list.deleteNamed', { name })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(item)}
            >
              {t('list.delete')}
            </Button>
          )}
        </div>
      );
    },
  };
  const columns = definition.canManage ? [...definition.columns, actions] : definition.columns;
  const title = t(`routes.${routeName ?? 'adminDashboard'}`);

  return (
    <>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <PageHeading title={title}>
          {list.isSuccess && (
            <p className="text-body-secondary small mb-0">{t('list.total', { count: total })}</p>
          )}
        </PageHeading>
        {(definition.canCreate ?? definition.canManage) && (
          <Link className="btn btn-primary" to={pathTo(definition.createRoute)}>
            {t('dashboard.add')}
          </Link>
        )}
      </div>
      {list.isError && <ApiErrorAlerts errors={errorsOf(list.error)} fallback={t('list.loadFailed')} />}
      {remove.isError && <ApiErrorAlerts errors={errorsOf(remove.error)} fallback={t('list.deleteFailed')} />}
      <PaginatedTable
        caption={title}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(item) => item.id}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        loading={list.isPending}
        labels={{
          pagination: t('list.pagination'),
          empty: t('list.empty'),
          loading: t('list.loading'),
          page: (value) => t('list.page', { page: value }),
        }}
      />
    </>
  );
}
