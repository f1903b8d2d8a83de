import type { MonthlyReport, YearlyReport } from '@meteodeck/contract';
import { useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSelectedStation } from '../../../entities/station/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { formatLocalDate } from '../../../lib/format/date-format.ts';
import { formatNumber, formatTick } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { reportTextUrl, useReport, useReportMonths } from '../api/get-report.ts';

const WHOLE_YEAR = 'year';
/** The first column stays in view while a phone scrolls the table sideways inside its frame. */
const STICKY = 'text-start position-sticky start-0 bg-body';

/** A number with `decimals`, '' when missing (the report's blank cells). */
const fixed = (value: number | null, decimals = 1) => (value === null ? '' : formatNumber(value, decimals));
/** 'HH:MM' of an instant with the station's offset ('2026-10-01T15:00:00+02:00'): the station's clock. */
const clock = (iso: string | null) => (iso === null ? '' : iso.slice(11, 16));
/** The day of the month of a 'YYYY-MM-DD' date. */
const dayOfMonth = (date: string | null) => (date === null ? '' : String(Number(date.slice(8, 10))));

function MonthTable({ report }: { report: MonthlyReport }) {
  const { t } = usePublicTranslation();
  const { unit, summary } = report;
  const rain = unit.rainUnit === 'in' ? 2 : 1;
  return (
    <Table size="sm" striped hover className="text-end small mb-0 align-middle">
      <caption className="visually-hidden">{t('climateReport.monthCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className={STICKY}>
            {t('climateReport.day')}
          </th>
          <th scope="col">
            {t('climateReport.mean')} ({unit.temperatureUnit})
          </th>
          <th scope="col">{t('climateReport.high')}</th>
          <th scope="col">{t('climateReport.time')}</th>
          <th scope="col">{t('climateReport.low')}</th>
          <th scope="col">{t('climateReport.time')}</th>
          <th scope="col">{t('climateReport.heatingDegreeDays')}</th>
          <th scope="col">{t('climateReport.coolingDegreeDays')}</th>
          <th scope="col">
            {t('climateReport.rain')} ({unit.rainUnit})
          </th>
          <th scope="col">
            {t('climateReport.meanWind')} ({unit.speedUnit})
          </th>
          <th scope="col">{t('climateReport.gust')}</th>
          <th scope="col">{t('climateReport.time')}</th>
          <th scope="col">{t('climateReport.direction')}</th>
        </tr>
      </thead>
      <tbody>
        {report.days.map((day) => (
          <tr key={day.day}>
            <th scope="row" className={`${STICKY} fw-normal`}>
              {dayOfMonth(day.day)}
            </th>
            <td>{fixed(day.meanTemperature)}</td>
            <td>{fixed(day.highTemperature)}</td>
            <td>{clock(day.highTemperatureAt)}</td>
            <td>{fixed(day.lowTemperature)}</td>
            <td>{clock(day.lowTemperatureAt)}</td>
            <td>{fixed(day.heatingDegreeDays)}</td>
            <td>{fixed(day.coolingDegreeDays)}</td>
            <td>{fixed(day.rain, rain)}</td>
            <td>{fixed(day.meanWindSpeed)}</td>
            <td>{fixed(day.highGust)}</td>
            <td>{clock(day.highGustAt)}</td>
            <td>{day.dominantDirection === null ? '' : `${day.dominantDirection}°`}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="fw-semibold">
        <tr>
          <th scope="row" className={STICKY}>
            {t('climateReport.month')}
          </th>
          <td>{fixed(summary.meanTemperature)}</td>
          <td>{fixed(summary.highTemperature)}</td>
          <td>{dayOfMonth(summary.highTemperatureDay)}.</td>
          <td>{fixed(summary.lowTemperature)}</td>
          <td>{dayOfMonth(summary.lowTemperatureDay)}.</td>
          <td>{fixed(summary.heatingDegreeDays)}</td>
          <td>{fixed(summary.coolingDegreeDays)}</td>
          <td>{fixed(summary.rain, rain)}</td>
          <td>{fixed(summary.meanWindSpeed)}</td>
          <td>{fixed(summary.highGust)}</td>
          <td>{summary.highGustDay === null ? '' : `${dayOfMonth(summary.highGustDay)}.`}</td>
          <td>{summary.dominantDirection === null ? '' : `${summary.dominantDirection}°`}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

function YearTable({ report, monthNames }: { report: YearlyReport; monthNames: string[] }) {
  const { t } = usePublicTranslation();
  const { unit, thresholds } = report;
  const rain = unit.rainUnit === 'in' ? 2 : 1;
  const rows = [...report.months, report.summary];
  return (
    <Table size="sm" striped hover className="text-end small mb-0 align-middle">
      <caption className="visually-hidden">{t('climateReport.yearCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className={STICKY}>
            {t('climateReport.month')}
          </th>
          <th scope="col">
            {t('climateReport.meanHigh')} ({unit.temperatureUnit})
          </th>
          <th scope="col">{t('climateReport.meanLow')}</th>
          <th scope="col">{t('climateReport.mean')}</th>
          <th scope="col">{t('climateReport.heatingDegreeDays')}</th>
          <th scope="col">{t('climateReport.coolingDegreeDays')}</th>
          <th scope="col">{t('climateReport.high')}</th>
          <th scope="col">{t('climateReport.low')}</th>
          <th scope="col">{t('climateReport.maxAtLeast', { value: formatTick(thresholds.hot, 1) })}</th>
          <th scope="col">{t('climateReport.maxAtMost', { value: formatTick(thresholds.cold, 1) })}</th>
          <th scope="col">{t('climateReport.minAtMost', { value: formatTick(thresholds.cold, 1) })}</th>
          <th scope="col">{t('climateReport.minAtMost', { value: formatTick(thresholds.veryCold, 1) })}</th>
          <th scope="col">
            {t('climateReport.rain')} ({unit.rainUnit})
          </th>
          <th scope="col">{t('climateReport.wettestDay')}</th>
          {thresholds.rain.map((limit) => (
            <th scope="col" key={limit}>
              {t('climateReport.rainDays', { value: limit })}
            </th>
          ))}
          <th scope="col">
            {t('climateReport.meanWind')} ({unit.speedUnit})
          </th>
          <th scope="col">{t('climateReport.gust')}</th>
          <th scope="col">{t('climateReport.direction')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((line) => {
          const label =
            line.month === null ? report.year : (monthNames[Number(line.month.slice(5, 7)) - 1] ?? '');
          const inYear = line.month === null;
          // On the year's line the extremes name their month, as WeeWX prints them.
          const when = (date: string | null) =>
            date === null
              ? ''
              : inYear
                ? (monthNames[Number(date.slice(5, 7)) - 1] ?? '')
                : `${dayOfMonth(date)}.`;
          return (
            <tr key={line.month ?? 'year'} className={inYear ? 'fw-semibold' : undefined}>
              <th scope="row" className={`${STICKY} fw-normal`}>
                {label}
              </th>
              <td>{fixed(line.meanHighTemperature)}</td>
              <td>{fixed(line.meanLowTemperature)}</td>
              <td>{fixed(line.meanTemperature)}</td>
              <td>{fixed(line.heatingDegreeDays)}</td>
              <td>{fixed(line.coolingDegreeDays)}</td>
              <td>
                {line.highTemperature === null
                  ? ''
                  : `${fixed(line.highTemperature)} (${when(line.highTemperatureDay)})`}
              </td>
              <td>
                {line.lowTemperature === null
                  ? ''
                  : `${fixed(line.lowTemperature)} (${when(line.lowTemperatureDay)})`}
              </td>
              <td>{line.daysMaxAtLeastHot ?? ''}</td>
              <td>{line.daysMaxAtMostCold ?? ''}</td>
              <td>{line.daysMinAtMostCold ?? ''}</td>
              <td>{line.daysMinAtMostVeryCold ?? ''}</td>
              <td>{fixed(line.rain, rain)}</td>
              <td>
                {line.wettestDayRain === null
                  ? ''
                  : `${fixed(line.wettestDayRain, rain)} (${when(line.wettestDay)})`}
              </td>
              {(line.rainDays ?? [null, null, null]).map((days, i) => (
                <td key={thresholds.rain[i]}>{days ?? ''}</td>
              ))}
              <td>{fixed(line.meanWindSpeed)}</td>
              <td>{line.highGust === null ? '' : `${fixed(line.highGust)} (${when(line.highGustDay)})`}</td>
              <td>{line.dominantDirection === null ? '' : `${line.dominantDirection}°`}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/**
 * The climate report (/weather/report, 'Klimabericht'): a month day by day or a year month by
 * month, as WeeWX's NOAA summaries, with pickers limited to the months that have data and a download of the
 * text report. The table scrolls inside its frame on a phone; the page never scrolls sideways.
 */
export function ClimateReportPage() {
  const { t } = usePublicTranslation();
  const language = useLanguage();
  const { reference } = useSelectedStation();
  const months = useReportMonths(reference);
  const available = months.data?.months ?? [];
  const years = useMemo(
    () => [...new Set(available.map((month) => month.slice(0, 4)))].reverse(),
    [available],
  );
  const [year, setYear] = useState<string | null>(null);
  const [month, setMonth] = useState<string>(WHOLE_YEAR);

  // The newest month with data, once the list arrives (and again for another station).
  useEffect(() => {
    const newest = available.at(-1);
    setYear(newest === undefined ? null : newest.slice(0, 4));
    setMonth(newest ?? WHOLE_YEAR);
  }, [available]);

  const period = year === null ? null : month === WHOLE_YEAR ? year : month;
  const report = useReport(reference, period);
  const monthNames = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) =>
        new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 1)),
      ),
    [language],
  );

  let body = null;
  if (months.isPending || (period !== null && report.isPending)) {
    body = (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (months.isError || report.isError) {
    const error = months.error ?? report.error;
    body = (
      <ApiErrorAlerts
        errors={error instanceof ApiError ? error.errors : []}
        fallback={t('common.loadError')}
        variant="primary"
      />
    );
  } else if (available.length === 0 || report.data === undefined) {
    body = <p>{t('climateReport.noData')}</p>;
  } else {
    body = (
      <>
        {/* Focusable, so a keyboard can scroll the table sideways too (axe: scrollable-region-focusable). */}
        <section
          className="table-responsive border rounded mb-3"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus
          tabIndex={0}
          aria-label={t('climateReport.title')}
        >
          {'days' in report.data ? (
            <MonthTable report={report.data} />
          ) : (
            <YearTable report={report.data} monthNames={monthNames} />
          )}
        </section>
        {'months' in report.data && report.data.rainSeason !== undefined && (
          <p className="small" data-measure="rainSeason">
            {t('climateReport.rainSeason', {
              from: formatLocalDate(report.data.rainSeason.from),
              to: formatLocalDate(report.data.rainSeason.to),
              value: fixed(report.data.rainSeason.rain, report.data.unit.rainUnit === 'in' ? 2 : 1) || '-',
              unit: report.data.unit.rainUnit,
            })}
          </p>
        )}
        {period !== null && (
          <a
            className="btn btn-outline-primary"
            href={reportTextUrl(reference, period)}
            download={`NOAA-${period}.txt`}
          >
            {t('climateReport.download')}
          </a>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('climateReport.title')}>
        <p className="text-body-secondary">{t('climateReport.intro')}</p>
      </PageHeading>
      {years.length > 0 && year !== null && (
        <Form className="row g-2 mb-3" onSubmit={(event) => event.preventDefault()}>
          <Form.Group className="col-6 col-md-3" controlId="report-year">
            <Form.Label>{t('climateReport.year')}</Form.Label>
            <Form.Select
              value={year}
              onChange={(event) => {
                setYear(event.target.value);
                setMonth(WHOLE_YEAR);
              }}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6 col-md-3" controlId="report-month">
            <Form.Label>{t('climateReport.month')}</Form.Label>
            <Form.Select value={month} onChange={(event) => setMonth(event.target.value)}>
              <option value={WHOLE_YEAR}>{t('climateReport.wholeYear')}</option>
              {available
                .filter((m) => m.startsWith(year))
                .map((m) => (
                  <option key={m} value={m}>
                    {monthNames[Number(m.slice(5, 7)) - 1]}
                  </option>
                ))}
            </Form.Select>
          </Form.Group>
        </Form>
      )}
      {body}
    </>
  );
}
