import type { SensorNewRecord, SensorRecordKind } from '@meteodeck/contract';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { type SensorIdentity, sensorLabel, sensorValueText } from '../sensor-format.ts';

/** A sensor with the records its values set today, in the answer's unit (`unit`). */
export interface SensorWithNewRecords extends SensorIdentity {
  key: string;
  newRecords: readonly SensorNewRecord[];
}

/** A value in the sensor's answered unit ('19,2 °C', '812 ppm'); leaks and instants keep no records. */
const valueText = (sensor: SensorIdentity, value: number) =>
  sensorValueText(sensor, value, undefined, { dry: '', wet: '', instant: () => '' });

/** The name of calendar month `month` (1 = January) in the page's language. */
const monthName = (month: number) =>
  dateTimeFormat({ month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

/**
 * The records the extra sensors' values set today as badges, list items of the records' list (the main
 * measures' badges' look and words): 'Neuer Novemberrekord: Gewächshaus Höchstwert 19,2 °C', the record
 * it beat in its title. The sensor is named as its own pages name it (the owner's name, else its kind and
 * channel). Its texts are the pages' German texts (loaded with the chunk that brings this).
 */
export function SensorRecordBadges({ sensors }: { sensors: readonly SensorWithNewRecords[] }) {
  const { t } = usePublicTranslation();
  const language = useLanguage();
  const kindText = (kind: SensorRecordKind) => t(`climateRecords.sensors.kinds.${kind}`);
  return sensors.flatMap((sensor) => {
    const label = sensorLabel(sensor, language);
    return sensor.newRecords.map((found) => (
      <li key={`${sensor.key}|${found.kind}`}>
        <span
          className="badge text-bg-warning text-wrap text-start"
          title={t('climateRecords.previous', { value: valueText(sensor, found.previous) })}
        >
          {t('climateRecords.badge', {
            title:
              found.scope === 'allTime'
                ? t('climateRecords.newRecord')
                : t('climateRecords.newMonthRecord', { month: monthName(found.month) }),
            kind: `${label} ${kindText(found.kind)}`,
            // The value and its unit stay on one line when the badge wraps.
            value: valueText(sensor, found.value).replace(' ', '\u00a0'),
          })}
        </span>
      </li>
    ));
  });
}
