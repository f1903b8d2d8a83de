import type { NewRecord, RecordUnits, TodaysSensorRecords } from '@meteodeck/contract';
import type { ReactNode } from 'react';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useTodaysRecords } from '../api/get-todays-records.ts';
import { formatRecordValue, monthName } from '../record-kinds.ts';

/** Today's records are asked again this often: a new high shows within minutes, the call stays rare. */
const RECORDS_REFRESH_MS = 5 * 60_000;

/**
 * One small badge per record today sets ('Neuer Novemberrekord: Höchste Temperatur 18,2 °C'), the record it
 * beat in its title; nothing when there is none. Bootstrap's badge markup written here: the home page's
 * first load carries no react-bootstrap.
 */
export function NewRecordList({
  records,
  unit,
  className = '',
  more = null,
}: {
  records: readonly NewRecord[];
  unit: RecordUnits;
  className?: string;
  /** More badges after these, as list items (the extra sensors'); null: none. */
  more?: ReactNode;
}) {
  const { t } = usePublicTranslation();
  if (records.length === 0 && more === null) return null;
  return (
    <ul
      className={`list-unstyled d-flex flex-wrap gap-2 ${className}`}
      aria-label={t('climateRecords.today')}
    >
      {records.map((found) => (
        <li key={found.kind}>
          <span
            className="badge text-bg-warning text-wrap text-start"
            title={t('climateRecords.previous', {
              value: formatRecordValue(found.kind, found.previous, unit),
            })}
          >
            {t('climateRecords.badge', {
              title:
                found.scope === 'allTime'
                  ? t('climateRecords.newRecord')
                  : t('climateRecords.newMonthRecord', { month: monthName(found.month) }),
              kind: t(`climateRecords.kinds.${found.kind}`),
              // The value and its unit stay on one line when the badge wraps.
              value: formatRecordValue(found.kind, found.value, unit).replace(' ', '\u00a0'),
            })}
          </span>
        </li>
      ))}
      {more}
    </ul>
  );
}

/**
 * The records today (so far) sets at the station, as badges (the current-data and home pages); nothing
 * while loading, on a day without a record, or when the call fails: the badge is an extra, never an error
 * on the page. The public extra sensors' records follow in the same list, as `sensorBadges` writes them
 * (the extra-sensors entity, which this one cannot import: the page hands it, the home page lazily).
 */
export function NewRecordBadges({
  reference,
  className = '',
  sensorBadges,
}: {
  reference: string;
  className?: string;
  sensorBadges?: (sensors: readonly TodaysSensorRecords[]) => ReactNode;
}) {
  const { data } = useTodaysRecords(reference, RECORDS_REFRESH_MS);
  if (data === undefined) return null;
  const more = data.sensors.length > 0 && sensorBadges !== undefined ? sensorBadges(data.sensors) : null;
  return <NewRecordList records={data.newRecords} unit={data.unit} className={className} more={more} />;
}
