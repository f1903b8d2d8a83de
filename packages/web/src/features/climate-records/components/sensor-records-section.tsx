import type { DayRecord, SensorRecordSet, SensorRecords } from '@meteodeck/contract';
import Table from 'react-bootstrap/Table';
import { monthName } from '../../../entities/climate-records/index.ts';
import { SensorRecordBadges, sensorLabel, sensorValueText } from '../../../entities/extra-sensors/index.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { when } from './record-when.ts';

/** The first column stays in view while a phone scrolls the table sideways inside its frame. */
const STICKY = 'text-start position-sticky start-0 bg-body';

/** A sensor's value in the answer's unit ('31,2 °C', '812 ppm', '14 '); leaks and instants have no records. */
const valueText = (sensor: SensorRecords, value: number | null) =>
  sensorValueText(sensor, value, undefined, { dry: '', wet: '', instant: () => '' });

/**
 * One sensor's record of one kind in a cell: its value, under it when it was set (its day and time may
 * wrap, so two kinds fit a phone's width); '-' without one.
 */
function RecordCell({ sensor, record }: { sensor: SensorRecords; record: DayRecord | undefined }) {
  return (
    <td className="text-end">
      {record === undefined || record.value === null ? (
        '-'
      ) : (
        <>
          <span className="fw-semibold text-nowrap">{valueText(sensor, record.value)}</span>
          <br />
          <span className="text-body-secondary">{when(record, false)}</span>
        </>
      )}
    </td>
  );
}

/** The badges of the records the sensor's values set today, as the main measures' ('Neuer Rekord: …'). */
function SensorNewRecords({ sensor }: { sensor: SensorRecords }) {
  const { t } = usePublicTranslation();
  if (sensor.newRecords.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2" aria-label={t('climateRecords.today')}>
      <SensorRecordBadges sensors={[sensor]} />
    </ul>
  );
}

/** One sensor's records: a row for all time, then one per calendar month; a column per kind it keeps. */
function SensorRecordsTable({ sensor, label }: { sensor: SensorRecords; label: string }) {
  const { t } = usePublicTranslation();
  const row = (key: string, heading: string, set: SensorRecordSet) => (
    <tr key={key}>
      <th scope="row" className={STICKY}>
        {heading}
      </th>
      {sensor.kinds.map((kind) => (
        <RecordCell key={kind} sensor={sensor} record={set[kind]} />
      ))}
    </tr>
  );
  return (
    <Table size="sm" striped className="small mb-0 align-middle">
      <caption className="visually-hidden">{t('climateRecords.sensors.caption', { sensor: label })}</caption>
      <thead>
        <tr>
          <th scope="col" className={STICKY}>
            {t('climateRecords.month')}
          </th>
          {sensor.kinds.map((kind) => (
            <th scope="col" key={kind} className="text-end">
              {t(`climateRecords.sensors.kinds.${kind}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{row('all', t('climateRecords.sensors.allTime'), sensor.allTime)}</tbody>
      <tbody className="table-group-divider">
        {sensor.months.map((month) => row(String(month.month), monthName(month.month), month))}
      </tbody>
    </Table>
  );
}

/**
 * The records page's extra sensors (the public ones, in the owner's order, under the owner's names): each
 * with the records its values set today as badges, then its records all time and per calendar month with
 * their date and time. Nothing when the station shows no sensor with records.
 */
export function SensorRecordsSection({ sensors }: { sensors: readonly SensorRecords[] }) {
  const { t } = usePublicTranslation();
  const language = useLanguage();
  const shown = sensors.filter((sensor) => sensor.startDate !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="sensor-records-heading" className="mt-4">
      <h2 id="sensor-records-heading" className="h4">
        {t('climateRecords.sensors.title')}
      </h2>
      {shown.map((sensor) => {
        const label = sensorLabel(sensor, language);
        return (
          <div key={sensor.key} className="mb-4">
            <h3 className="h5">{label}</h3>
            <SensorNewRecords sensor={sensor} />
            <section
              className="table-responsive border rounded col-xl-8"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus
              tabIndex={0}
              aria-label={t('climateRecords.sensors.caption', { sensor: label })}
            >
              <SensorRecordsTable sensor={sensor} label={label} />
            </section>
          </div>
        );
      })}
    </section>
  );
}
