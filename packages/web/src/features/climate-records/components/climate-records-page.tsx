import { type ClimateRecords, RECORD_KINDS, type RecordKind, type RecordSet } from '@meteodeck/contract';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import {
  formatRecordValue,
  monthName,
  NewRecordList,
  useClimateRecords,
} from '../../../entities/climate-records/index.ts';
import { useSelectedStation } from '../../../entities/station/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { formatLongLocalDate } from '../../../lib/format/date-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { when } from './record-when.ts';
import { SensorRecordsSection } from './sensor-records-section.tsx';

/** The first column stays in view while a phone scrolls the month table sideways inside its frame. */
const STICKY = 'text-start position-sticky start-0 bg-body';

function AllTimeTable({ records }: { records: ClimateRecords }) {
  const { t } = usePublicTranslation();
  return (
    <Table size="sm" striped className="mb-0 align-middle">
      <caption className="visually-hidden">{t('climateRecords.allTimeCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('climateRecords.record')}</th>
          <th scope="col" className="text-end">
            {t('climateRecords.value')}
          </th>
          <th scope="col">{t('climateRecords.when')}</th>
        </tr>
      </thead>
      <tbody>
        {RECORD_KINDS.map((kind) => {
          const record = records.allTime[kind];
          return (
            <tr key={kind}>
              <th scope="row" className="fw-normal">
                {t(`climateRecords.kinds.${kind}`)}
              </th>
              <td className="text-end text-nowrap fw-semibold">
                {formatRecordValue(kind, record.value, records.unit)}
              </td>
              <td>{when(record, false)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

function MonthCell({ kind, set, records }: { kind: RecordKind; set: RecordSet; records: ClimateRecords }) {
  const record = set[kind];
  return (
    <td className="text-end text-nowrap">
      {record.value === null ? (
        '-'
      ) : (
        <>
          <span className="fw-semibold">{formatRecordValue(kind, record.value, records.unit)}</span>
          <br />
          <span className="text-body-secondary">{when(record, true)}</span>
        </>
      )}
    </td>
  );
}

function MonthTable({ records }: { records: ClimateRecords }) {
  const { t } = usePublicTranslation();
  return (
    <Table size="sm" striped className="small mb-0 align-middle">
      <caption className="visually-hidden">{t('climateRecords.byMonthCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className={STICKY}>
            {t('climateRecords.month')}
          </th>
          {RECORD_KINDS.map((kind) => (
            <th scope="col" key={kind} className="text-end">
              {t(`climateRecords.kinds.${kind}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className={STICKY}>
              {monthName(month.month)}
            </th>
            {RECORD_KINDS.map((kind) => (
              <MonthCell key={kind} kind={kind} set={month} records={records} />
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The climate records (/weather/records, 'Klimarekorde'): the station's records since its first day and,
 * for each calendar month, over every year, each with its date and time, in the visitor's units; today's
 * new records on top; then the public extra sensors' records (sensor-records-section.tsx). The tables scroll inside their frames on a phone; the page never scrolls sideways.
 */
export function ClimateRecordsPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const records = useClimateRecords(reference);

  let body = null;
  if (records.isPending) {
    body = (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (records.isError) {
    body = (
      <ApiErrorAlerts
        errors={records.error instanceof ApiError ? records.error.errors : []}
        fallback={t('common.loadError')}
        variant="primary"
      />
    );
  } else if (records.data.startDate === null) {
    body = <p>{t('climateRecords.noData')}</p>;
  } else {
    const data = records.data;
    body = (
      <>
        <p className="text-body-secondary small">
          {t('climateRecords.since', { date: formatLongLocalDate(data.startDate) })}
        </p>
        <NewRecordList records={data.newRecords} unit={data.unit} />
        {/* Focusable, so a keyboard can scroll a table sideways too (axe: scrollable-region-focusable). */}
        <h2 className="h4">{t('climateRecords.allTime')}</h2>
        <section
          className="table-responsive border rounded mb-4 col-xl-8"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus
          tabIndex={0}
          aria-label={t('climateRecords.allTime')}
        >
          <AllTimeTable records={data} />
        </section>
        <h2 className="h4">{t('climateRecords.byMonth')}</h2>
        <section
          className="table-responsive border rounded mb-3"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus
          tabIndex={0}
          aria-label={t('climateRecords.byMonth')}
        >
          <MonthTable records={data} />
        </section>
        <SensorRecordsSection sensors={data.sensors} />
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('climateRecords.title')}>
        <p className="text-body-secondary">{t('climateRecords.intro')}</p>
      </PageHeading>
      {body}
    </>
  );
}
