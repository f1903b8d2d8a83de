import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/**
 * A failed weather-data load: the server's messages as primary alerts (spec §8: "shown … as primary alerts
 * with the message on weather pages"), the generic load error when the failure carried none.
 */
export function QueryErrorAlerts({ error }: { error: unknown }) {
  const { t } = usePublicTranslation();
  return (
    <ApiErrorAlerts
      errors={error instanceof ApiError ? error.errors : []}
      fallback={t('common.loadError')}
      variant="primary"
    />
  );
}
