import type { Role, User } from '@meteodeck/contract';
import type { AdminFieldSpec } from '../../../components/admin/admin-form.tsx';
import { type AdminFormDefinition, AdminFormPage } from '../../../components/admin/admin-form-page.tsx';
import { AdminListPage } from '../../../components/admin/admin-list-page.tsx';
import type { AdminFormMode, AdminResourcePages } from '../../../components/admin/admin-pages.tsx';
import { createdAtColumn } from '../../../components/admin/date-column.ts';
import type { TableColumn } from '../../../components/paginated-table.tsx';
import { usersApi } from '../../../entities/admin-resources/index.ts';
import { useSession } from '../../../entities/session/index.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';

type UserValues = {
  email: string;
  firstname: string;
  lastname: string;
  /** The one role, as the select holds it; sent as a one-element list. */
  roles: string;
  password: string;
  passwordConfirmation: string;
};

/** Spec §6: the form's role choices are 'Admin' and 'Editeur'. */
const ROLE_LABELS: Record<Role, string> = { ROLE_ADMIN: 'Admin', ROLE_EDITOR: 'Editeur' };

const FIELDS: readonly AdminFieldSpec<UserValues>[] = [
  { name: 'email', control: 'email', required: true, autoComplete: 'off' },
  { name: 'firstname', required: true },
  { name: 'lastname', required: true },
  {
    name: 'roles',
    control: 'select',
    options: Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label })),
    required: true,
  },
  { name: 'password', control: 'password', autoComplete: 'new-password', help: true },
  { name: 'passwordConfirmation', control: 'password', autoComplete: 'new-password' },
];

const FORM: AdminFormDefinition<User, UserValues> = {
  resource: 'user',
  api: usersApi,
  listRoute: 'adminUserList',
  param: 'id',
  fields: FIELDS,
  // Spec §3: the edit form shows the first role, and both password fields start empty (empty keeps it).
  fromRecord: (user) => ({
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    roles: user.roles[0] ?? 'ROLE_EDITOR',
    password: '',
    passwordConfirmation: '',
  }),
  // The API takes the role as a one-element list (spec §3).
  toBody: ({ roles, ...rest }) => ({ ...rest, roles: [roles] }),
};

const EMPTY: UserValues = {
  email: '',
  firstname: '',
  lastname: '',
  roles: 'ROLE_EDITOR',
  password: '',
  passwordConfirmation: '',
};

function roleLabel(roles: readonly Role[]): string {
  const first = roles[0];
  return first === undefined ? '—' : ROLE_LABELS[first];
}

function UserForm({ mode }: { mode: AdminFormMode }) {
  return <AdminFormPage definition={FORM} mode={mode} emptyValues={EMPTY} />;
}

function UsersList() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  const columns: TableColumn<User>[] = [
    { key: 'email', header: t('fields.user.email'), cell: (user) => user.email },
    {
      key: 'name',
      className: 'd-none d-md-table-cell',
      header: t('list.name'),
      cell: (user) => `${user.firstname} ${user.lastname}`,
    },
    { key: 'role', header: t('fields.user.roles'), cell: (user) => roleLabel(user.roles) },
    createdAtColumn<User>(t('list.createdAt')),
  ];
  return (
    <AdminListPage
      definition={{
        api: usersApi,
        columns,
        createRoute: 'adminUserCreate',
        // Spec §6: user list buttons only for an admin.
        canManage: admin,
        confirmDelete: true,
        editPath: (user) => pathTo('adminUserEdit', { id: String(user.id) }),
        describe: (user) => user.email,
      }}
    />
  );
}

/** /admin/user, /admin/user/create, /admin/user/edit/{id}. */
export const userPages: AdminResourcePages = { List: UsersList, Form: UserForm };
