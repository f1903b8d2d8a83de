import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { useStation } from '../../../entities/station/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/**
 * The selected station's short description under a weather page's title (spec §2); nothing until known, the
 * server's message as an alert when the station cannot be read.
 */
export function StationDescription({ reference }: { reference: string }) {
  const { t } = usePublicTranslation();
  const station = useStation(reference);
  if (station.isError) {
    const errors = station.error instanceof ApiError ? station.error.errors : [];
    return <ApiErrorAlerts errors={errors} fallback={t('common.loadError')} variant="primary" />;
  }
  const text = station.data?.shortDescription ?? '';
  if (text === '') return null;
  return <p className="lead text-body-secondary mb-0">{text}</p>;
}
