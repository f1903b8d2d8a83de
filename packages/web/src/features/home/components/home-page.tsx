import { PageHeading } from '../../../components/page-heading.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** Home (/): the forecast, current block, radar and gauges arrive with the home issue; title only for now. */
export function HomePage() {
  const { t } = usePublicTranslation();
  return <PageHeading title={t('routes.home')} />;
}
