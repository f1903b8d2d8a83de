import { PageHeading } from '../../../components/page-heading.tsx';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useCurrentRouteName } from '../../../lib/route-meta.ts';

/**
 * Stand-in for the admin list, create and edit pages until each resource's issue builds them: it shows the
 * page's French title (key `routes.<routeName>`) and nothing that would look like a working list or form.
 */
export function AdminTitlePage() {
  const { t } = useAdminTranslation();
  const routeName = useCurrentRouteName();
  return <PageHeading title={t(`routes.${routeName ?? 'adminNotFound'}`)} />;
}
