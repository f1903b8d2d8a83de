import { PageHeading } from '../../../components/page-heading.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** Current data (/weather/current): the data table arrives with the weather-data issue; title only for now. */
export function CurrentWeatherPage() {
  const { t } = usePublicTranslation();
  return <PageHeading title={t('routes.currentWeatherData')} />;
}
