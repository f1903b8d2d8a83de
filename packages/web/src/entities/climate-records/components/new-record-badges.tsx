import type { RecordKind, WeatherDataUnit } from '@meteodeck/contract';
import { decimalsFor, formatWithUnit } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useClimateRecords } from '../api/get-climate-records.ts';
import { monthName, recordUnit } from '../record-kinds.ts';

/** Today's records are asked again this often: a new high shows within minutes, the call stays rare. */
const RECORDS_REFRESH_MS = 5 * 60_000;

/** A record's value with its unit: '18,2 °C', '37,0 mm'. */
export function formatRecordValue(kind: RecordKind, value: number | null, unit: WeatherDataUnit): string {
  const { symbol, label } = recordUnit(kind, unit);
  return formatWithUnit(value, decimalsFor(symbol), label);
}

/**
 * The records today (so far) sets at the station, one small badge each ('Neuer Novemberrekord: Höchste
 * Temperatur 18,2 °C'); nothing while there is none, while loading, or when the call fails (the badge is an
 * extra, never an error on the page). Bootstrap's badge markup written here: the home page's first load
 * carries no react-bootstrap.
 */
export function NewRecordBadges({ reference, className = '' }: { reference: string; className?: string }) {
  const { t } = usePublicTranslation();
  const records = useClimateRecords(reference, { refetchInterval: RECORDS_REFRESH_MS });
  const data = records.data;
  if (data === undefined || data.newRecords.length === 0) return null;
  return (
    <ul
      className={`list-unstyled d-flex flex-wrap gap-2 ${className}`}
      aria-label={t('climateRecords.today')}
    >
      {data.newRecords.map((found) => (
        <li key={found.kind}>
          <span
            className="badge text-bg-warning text-wrap text-start"
            title={t('climateRecords.previous', {
              value: formatRecordValue(found.kind, found.previous, data.unit),
            })}
          >
            {t('climateRecords.badge', {
              title:
                found.scope === 'allTime'
                  ? t('climateRecords.newRecord')
                  : t('climateRecords.newMonthRecord', { month: monthName(found.month) }),
              kind: t(`climateRecords.kinds.${found.kind}`),
              // The value and its unit stay on one line when the badge wraps.
              value: formatRecordValue(found.kind, found.value, data.unit).replace(' ', '\u00a0'),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
