import type { Contact } from '@meteodeck/contract';
import type { AdminFieldSpec } from '../../../components/admin/admin-form.tsx';
import { type AdminFormDefinition, AdminFormPage } from '../../../components/admin/admin-form-page.tsx';
import { AdminListPage } from '../../../components/admin/admin-list-page.tsx';
import type { AdminFormMode, AdminResourcePages } from '../../../components/admin/admin-pages.tsx';
import { createdAtColumn } from '../../../components/admin/date-column.ts';
import type { TableColumn } from '../../../components/paginated-table.tsx';
import { contactsApi } from '../../../entities/admin-resources/index.ts';
import { useSession } from '../../../entities/session/index.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';

type ContactValues = { name: string; email: string; subject: string; message: string };

const FIELDS: readonly AdminFieldSpec<ContactValues>[] = [
  { name: 'name', required: true },
  { name: 'email', control: 'email', required: true },
  { name: 'subject', required: true },
  { name: 'message', control: 'textarea', required: true },
];

const FORM: AdminFormDefinition<Contact, ContactValues> = {
  resource: 'contact',
  api: contactsApi,
  listRoute: 'adminContactList',
  param: 'id',
  fields: FIELDS,
  fromRecord: ({ name, email, subject, message }) => ({ name, email, subject, message }),
  toBody: (values) => values,
};

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

function ContactForm({ mode }: { mode: AdminFormMode }) {
  return <AdminFormPage definition={FORM} mode={mode} emptyValues={EMPTY} />;
}

function ContactsList() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  const columns: TableColumn<Contact>[] = [
    { key: 'name', header: t('fields.contact.name'), cell: (contact) => contact.name },
    {
      key: 'email',
      className: 'd-none d-md-table-cell',
      header: t('fields.contact.email'),
      cell: (contact) => contact.email,
    },
    {
      key: 'subject',
      header: t('fields.contact.subject'),
      cell: (contact) => (
        <>
          <div className="fw-semibold">{contact.subject}</div>
          {/* The inbox is read here: editors have no other view of a message (spec §6). */}
          <div className="small text-body-secondary text-break admin-message-preview">{contact.message}</div>
        </>
      ),
    },
    createdAtColumn<Contact>(t('list.receivedAt')),
  ];
  return (
    <AdminListPage
      definition={{
        api: contactsApi,
        columns,
        createRoute: 'adminContactCreate',
        // Spec §6: the list's Edit and Delete only for an admin; deletion without confirmation (spec §2).
        // Adding a message is open to anyone logged in (spec §2), as on the dashboard's card.
        canManage: admin,
        canCreate: true,
        confirmDelete: false,
        editPath: (contact) => pathTo('adminContactEdit', { id: String(contact.id) }),
        describe: (contact) => contact.subject,
      }}
    />
  );
}

/** /admin/contact, /admin/contact/create, /admin/contact/edit/{id}. */
export const contactPages: AdminResourcePages = {
  List: ContactsList,
  Form: ContactForm,
};
