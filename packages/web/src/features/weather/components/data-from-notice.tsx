import { formatLongLocalDate } from '../../../lib/format/date-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/**
 * What a history or graph window before the station's first reading shows, in place of empty tables and
 * charts: one line saying from when the station has data ('Daten dieser Station gibt es ab dem 1. März
 * 2019.').
 */
export function DataFromNotice({ firstDay }: { firstDay: string }) {
  const { t } = usePublicTranslation();
  return (
    <p className="py-3 mb-0" role="status" data-testid="data-from">
      {t('weather.history.dataFrom', { date: formatLongLocalDate(firstDay) })}
    </p>
  );
}
