import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { isHistoryPeriod } from '../../../lib/route-paths.ts';

/**
 * History tables (/weather/history/:period). An unknown period is the German 404, as any unknown path.
 * The tables arrive with the history issue; title only for now.
 */
export function PeriodWeatherPage() {
  const { t } = usePublicTranslation();
  const { period } = useParams();
  if (!isHistoryPeriod(period)) return <NotFoundPage />;
  return <PageHeading title={t(`routes.periodWeatherData.${period}`)} />;
}
