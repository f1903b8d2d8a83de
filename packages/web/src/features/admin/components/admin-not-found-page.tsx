import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';

/** Admin 404 (any unknown /admin path): French, pointing back to the dashboard (spec §2). */
export function AdminNotFoundPage() {
  const { t } = useAdminTranslation();
  return (
    <PageHeading title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link to={pathTo('adminDashboard')}>{t('notFound.backToDashboard')}</Link>
    </PageHeading>
  );
}
