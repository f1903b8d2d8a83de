import { Link } from 'react-router';
import { usePublicTranslation } from '../lib/i18n.ts';
import { pathTo } from '../lib/route-paths.ts';
import { PageHeading } from './page-heading.tsx';

/** Public 404 (route name notFound): German, with a way back home. */
export function NotFoundPage() {
  const { t } = usePublicTranslation();
  return (
    <PageHeading title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link to={pathTo('home')}>{t('notFound.backHome')}</Link>
    </PageHeading>
  );
}
