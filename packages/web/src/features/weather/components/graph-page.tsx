import { PageHeading } from '../../../components/page-heading.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** Graphs (/weather/graph): the charts and period selector arrive with the graph issue; title only for now. */
export function GraphPage() {
  const { t } = usePublicTranslation();
  return <PageHeading title={t('routes.periodGraphic')} />;
}
