import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { useSelectedStation } from '../../../entities/station/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { formatTick } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { useDayCounts } from '../api/get-day-counts.ts';
import { useHeatMap } from '../api/get-heat-map.ts';
import { AgroSection } from './agro-section.tsx';
import { CalendarHeatMap } from './calendar-heat-map.tsx';
import { DayCountsTable } from './day-counts-table.tsx';
import { NormalsSection } from './normals-section.tsx';

/** The year the address names (`?year=2025`), or null for the station's current year. */
function yearOf(param: string | null): number | null {
  return param !== null && /^[0-9]{4}$/.test(param) ? Number(param) : null;
}

/** The month names in the visitor's language, as the site's dates write them (lib/format/locale.ts). */
function monthNames(style: 'long' | 'short'): string[] {
  const format = dateTimeFormat({ month: style, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
}

/**
 * The station's climate by day (/weather/climate, 'Kenntage und Klimakalender'): a year's frost, ice,
 * summer and hot days, tropical nights, rain days and degree days per month, and the calendar heat maps of
 * its daily mean temperature and rain, with the year beside its climate normals (normals-section.tsx)
 * and its agro and energy figures (agro-section.tsx) between them. The year is in the address (`?year=2025`); without it, the
 * station's current year. The table and the maps scroll inside their frames on a phone, never the page.
 */
export function ClimateDaysPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const [params, setParams] = useSearchParams();
  const year = yearOf(params.get('year'));
  const counts = useDayCounts(reference, year);
  const heatMap = useHeatMap(reference, year);
  // Read on each render: the language (which the formatter follows) re-renders the page when it changes.
  useLanguage();
  const longMonths = monthNames('long');
  const shortMonths = monthNames('short');

  // The year asked for, not the answer's: the previous year's answer stays shown while the next loads.
  const shownYear = year ?? counts.data?.year ?? null;
  const years = useMemo(() => {
    const known = new Set(counts.data?.years ?? []);
    if (shownYear !== null) known.add(shownYear);
    return [...known].sort((a, b) => b - a);
  }, [counts.data?.years, shownYear]);

  let body = null;
  if (counts.isPending || heatMap.isPending) {
    body = (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (counts.isError || heatMap.isError) {
    const error = counts.error ?? heatMap.error;
    body = (
      <ApiErrorAlerts
        errors={error instanceof ApiError ? error.errors : []}
        fallback={t('common.loadError')}
        variant="primary"
      />
    );
  } else {
    const { unit, thresholds } = counts.data;
    body = (
      <>
        <h2 className="h4">{t('climateDays.countsTitle', { year: counts.data.year })}</h2>
        {counts.data.total.temperatureDays === 0 && counts.data.total.rainfallDays === 0 && (
          <p>{t('climateDays.noData')}</p>
        )}
        <ScrollArea className="border rounded mb-2">
          <DayCountsTable answer={counts.data} monthNames={longMonths} />
        </ScrollArea>
        <p className="small text-body-secondary mb-4">
          {t('climateDays.degreeDayNote', {
            value: `${formatTick(thresholds.degreeDayBase, 1)} ${unit.temperatureUnit}`,
          })}
        </p>
        <NormalsSection reference={reference} year={year} />
        <AgroSection reference={reference} year={year} />
        <h2 className="h4">{t('climateDays.heatMapTitle', { year: heatMap.data.year })}</h2>
        <p className="small text-body-secondary">{t('climateDays.heatMapNote')}</p>
        <h3 className="h5">{t('climateDays.heatMapTemperature')}</h3>
        <ScrollArea>
          <CalendarHeatMap answer={heatMap.data} kind="temperature" monthNames={shortMonths} />
        </ScrollArea>
        <h3 className="h5">{t('climateDays.heatMapRain')}</h3>
        <ScrollArea>
          <CalendarHeatMap answer={heatMap.data} kind="rain" monthNames={shortMonths} />
        </ScrollArea>
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('climateDays.title')}>
        <p className="text-body-secondary">{t('climateDays.intro')}</p>
      </PageHeading>
      {shownYear !== null && (
        <Form className="row g-2 mb-3" onSubmit={(event) => event.preventDefault()}>
          <Form.Group className="col-6 col-md-3" controlId="climate-year">
            <Form.Label>{t('climateDays.year')}</Form.Label>
            <Form.Select
              value={shownYear}
              onChange={(event) => setParams({ year: event.target.value }, { replace: true })}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Form>
      )}
      {body}
      <p className="mt-3 small">
        <Link to={pathTo('onThisDay')}>{t('climateDays.toOnThisDay')}</Link>
      </p>
    </>
  );
}
