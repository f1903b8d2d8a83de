import { localDate } from '@meteodeck/weather';
import { useMemo } from 'react';
import { formatDateTime, formatInstant } from '../../../lib/format/date-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { type SensorIdentity, type ShownUnits, sensorLabel, sensorValueText } from '../sensor-format.ts';

/** The visitor's texts of the sensors: their names, values (a leak in words) and the group titles. */
export function useSensorTexts(units: ShownUnits | undefined, timeZone: string) {
  const { t } = usePublicTranslation();
  const language = useLanguage();
  // Stable while nothing they read changes (the graph's charts are memoised on them).
  return useMemo(() => {
    const valueTexts = {
      dry: t('sensors.dry'),
      wet: t('sensors.wet'),
      instant: (ms: number) => formatDateTime(new Date(ms).toISOString(), timeZone),
    };
    return {
      t,
      label: (sensor: SensorIdentity) => sensorLabel(sensor, language),
      value: (sensor: SensorIdentity, value: number | null) =>
        sensorValueText(sensor, value, units, valueTexts),
      time: (iso: string | null) => formatDateTime(iso, timeZone),
      /** The time alone for an instant of the station's today ('14:05'), else with its day ('15.06., 14:05'). */
      recent: (iso: string | null) => {
        const ms = iso === null ? Number.NaN : Date.parse(iso);
        if (Number.isNaN(ms)) return '-';
        const today = localDate(Date.now(), timeZone) === localDate(ms, timeZone);
        return formatInstant(ms, timeZone, today ? 'time' : 'dayMonthTime');
      },
    };
  }, [t, language, units, timeZone]);
}
