import { useQuery, useQueryClient } from '@tanstack/react-query';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-error.ts';
import { useAdminTranslation } from '../../lib/i18n.ts';
import { useCurrentRouteName } from '../../lib/route-meta.ts';
import { pathTo, type StaticRouteName } from '../../lib/route-paths.ts';
import { ApiErrorAlerts } from '../api-error-alerts.tsx';
import { PageHeading } from '../page-heading.tsx';
import { type AdminFieldSpec, AdminForm } from './admin-form.tsx';
import type { AdminFormMode } from './admin-pages.tsx';
import type { AdminRecord, AdminResourceApi } from './admin-resource.ts';
import { useAdminForm } from './use-admin-form.ts';

/** What one resource's create and edit pages need to know about its form. */
export interface AdminFormDefinition<Item, Values extends Record<string, string>> {
  /** Catalogue key: `fields.<resource>`, `messages.<resource>`, `help.<resource>`. */
  resource: string;
  api: AdminResourceApi<Item>;
  listRoute: StaticRouteName;
  /** Path parameter of the edit route that names the record ('id', or 'reference' for stations). */
  param: 'id' | 'reference';
  fields: readonly AdminFieldSpec<Values>[];
  /** Values of the edit form for a loaded record. */
  fromRecord: (item: Item) => Values;
  /** The request body for the values (text to numbers, role to a one-element list, …). */
  toBody: (values: Values) => unknown;
  /**
   * For a record whose `param` can change (a station's reference): its `param` value and its edit page's
   * address, so that after a save the address follows (a reload then finds the record).
   */
  editAddress?: {
    param: (item: Item) => string;
    path: (item: Item) => string;
    /** Told of the record before and after a save that changed its `param`. */
    renamed?: (before: Item, after: Item) => void;
  };
}

interface FormBodyProps<Item extends AdminRecord, Values extends Record<string, string>> {
  definition: AdminFormDefinition<Item, Values>;
  mode: AdminFormMode;
  initialValues: Values;
  /** The loaded record of an edit page: the update goes to its id. */
  record?: Item;
}

function FormBody<Item extends AdminRecord, Values extends Record<string, string>>({
  definition,
  mode,
  initialValues,
  record,
}: FormBodyProps<Item, Values>) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useAdminForm({
    initialValues,
    resetOnSuccess: mode === 'create',
    fallbackError: t('form.failed'),
    send: async (values) => {
      const body = definition.toBody(values);
      const saved =
        record === undefined
          ? await definition.api.create(body)
          : await definition.api.update(record.id, body);
      // Lists and pickers load the change when they show next. Nothing refetches now: the edit page's own
      // record must not reload under the form the user is looking at.
      await queryClient.invalidateQueries({ queryKey: [definition.api.key], refetchType: 'none' });
      const address = definition.editAddress;
      if (record !== undefined && address !== undefined && address.param(saved) !== address.param(record)) {
        // Renamed: the edit page moves to the new address, its record already loaded there (same form).
        queryClient.setQueryData(definition.api.itemQuery(address.param(saved)).queryKey, saved);
        address.renamed?.(record, saved);
        await navigate(address.path(saved), { replace: true });
      }
    },
  });
  return <AdminForm resource={definition.resource} mode={mode} fields={definition.fields} form={form} />;
}

function EditBody<Item extends AdminRecord, Values extends Record<string, string>>({
  definition,
}: {
  definition: AdminFormDefinition<Item, Values>;
}) {
  const { t } = useAdminTranslation();
  const param = useParams()[definition.param] ?? '';
  const record = useQuery(definition.api.itemQuery(param));
  if (record.isPending) {
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('form.loading')}</span>
      </Spinner>
    );
  }
  if (record.isError) {
    const errors = record.error instanceof ApiError ? record.error.errors : [];
    return <ApiErrorAlerts errors={errors} fallback={t('form.loadFailed')} />;
  }
  return (
    <FormBody
      // Keyed by the record, not the address: a rename that moves the address keeps the form and its message.
      key={record.data.id}
      definition={definition}
      mode="edit"
      initialValues={definition.fromRecord(record.data)}
      record={record.data}
    />
  );
}

export interface AdminFormPageProps<Item, Values extends Record<string, string>> {
  definition: AdminFormDefinition<Item, Values>;
  mode: AdminFormMode;
  /** Values a new record starts with (spec §3, §9 defaults). */
  emptyValues: Values;
}

/**
 * Create or edit page of an admin resource. The edit page loads the record first and shows the form only
 * once it is loaded (spec §4); a failed load shows the server's messages instead.
 */
export function AdminFormPage<Item extends AdminRecord, Values extends Record<string, string>>({
  definition,
  mode,
  emptyValues,
}: AdminFormPageProps<Item, Values>) {
  const { t } = useAdminTranslation();
  const routeName = useCurrentRouteName();
  return (
    <div className="admin-form-page">
      <PageHeading title={t(`routes.${routeName ?? 'adminDashboard'}`)}>
        <Link to={pathTo(definition.listRoute)} className="small">
          {t('form.backToList')}
        </Link>
      </PageHeading>
      {mode === 'create' ? (
        <FormBody definition={definition} mode="create" initialValues={emptyValues} />
      ) : (
        <EditBody definition={definition} />
      )}
    </div>
  );
}
