import type { Post } from '@meteodeck/contract';
import type { AdminFieldSpec } from '../../../components/admin/admin-form.tsx';
import { type AdminFormDefinition, AdminFormPage } from '../../../components/admin/admin-form-page.tsx';
import { AdminListPage } from '../../../components/admin/admin-list-page.tsx';
import type { AdminFormMode, AdminResourcePages } from '../../../components/admin/admin-pages.tsx';
import { createdAtColumn } from '../../../components/admin/date-column.ts';
import type { TableColumn } from '../../../components/paginated-table.tsx';
import { newsApi } from '../../../entities/admin-resources/index.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';

type NewsValues = { name: string; description: string };

const FIELDS: readonly AdminFieldSpec<NewsValues>[] = [
  { name: 'name', required: true },
  { name: 'description', control: 'textarea', required: true },
];

const FORM: AdminFormDefinition<Post, NewsValues> = {
  resource: 'news',
  api: newsApi,
  listRoute: 'adminNewsList',
  param: 'id',
  fields: FIELDS,
  fromRecord: (post) => ({ name: post.name, description: post.description }),
  toBody: (values) => values,
};

const EMPTY: NewsValues = { name: '', description: '' };

function NewsForm({ mode }: { mode: AdminFormMode }) {
  return <AdminFormPage definition={FORM} mode={mode} emptyValues={EMPTY} />;
}

function NewsList() {
  const { t } = useAdminTranslation();
  const columns: TableColumn<Post>[] = [
    { key: 'name', header: t('fields.news.name'), cell: (post) => post.name },
    createdAtColumn<Post>(t('list.createdAt')),
  ];
  return (
    <AdminListPage
      definition={{
        api: newsApi,
        columns,
        createRoute: 'adminNewsCreate',
        // Spec §6: news buttons show to any logged-in user.
        canManage: true,
        confirmDelete: true,
        editPath: (post) => pathTo('adminNewsEdit', { id: String(post.id) }),
        describe: (post) => post.name,
      }}
    />
  );
}

/** /admin/news, /admin/news/create, /admin/news/edit/{id}. */
export const newsPages: AdminResourcePages = {
  List: NewsList,
  Form: NewsForm,
};
