import type { CurrentDataSummary } from '@meteodeck/contract';
import type { UnitSymbol } from '@meteodeck/weather';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useSelectedStation } from '../../entities/station/index.ts';
import { useCurrentDataSummary } from '../../entities/weather-data/index.ts';
import { formatDateTime } from '../../lib/format/date-format.ts';
import { formatMeasure, formatNumber, UV_DECIMALS } from '../../lib/format/number-format.ts';
import { useAdminTranslation } from '../../lib/i18n.ts';

type SummaryMeasure = Exclude<keyof CurrentDataSummary, 'receivedAt' | 'weatherStation' | 'unit'>;

/** The widget's rows: which value, and the unit-set field its unit comes from (none for the UV index). */
const ROWS: readonly { measure: SummaryMeasure; unit: keyof CurrentDataSummary['unit'] | null }[] = [
  { measure: 'temperature', unit: 'temperatureUnit' },
  { measure: 'humidity', unit: 'humidityUnit' },
  { measure: 'dewPoint', unit: 'temperatureUnit' },
  { measure: 'relativePressure', unit: 'pressureUnit' },
  { measure: 'windSpeedAvg', unit: 'speedUnit' },
  { measure: 'windGust', unit: 'speedUnit' },
  { measure: 'rainRate', unit: 'rainUnit' },
  { measure: 'rainDaily', unit: 'rainUnit' },
  { measure: 'solarRadiation', unit: 'solarRadiationUnit' },
  { measure: 'uv', unit: null },
];

function formatRow(summary: CurrentDataSummary, row: (typeof ROWS)[number]): string {
  const value = summary[row.measure];
  if (row.unit === null) return formatNumber(value, UV_DECIMALS);
  const unit: UnitSymbol = summary.unit[row.unit];
  // Rain rate is an amount per hour (contract: "rates in this unit per hour").
  return row.measure === 'rainRate' ? `${formatMeasure(value, unit)}/h` : formatMeasure(value, unit);
}

function SummaryRows({ summary }: { summary: CurrentDataSummary }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <p className="mb-1 fw-semibold">{t('widget.station', { name: summary.weatherStation.name })}</p>
      <dl className="mb-1">
        {ROWS.map((row) => (
          <div key={row.measure} className="d-flex justify-content-between gap-2 border-bottom py-1">
            <dt className="fw-normal text-body-secondary">{t(`widget.${row.measure}`)}</dt>
            <dd className="mb-0 text-end text-nowrap">{formatRow(summary, row)}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-0 text-body-secondary">
        {t('widget.updatedAt', { time: formatDateTime(summary.receivedAt, summary.weatherStation.timezone) })}
      </p>
    </>
  );
}

/**
 * Sidebar widget of every admin page (spec §2): the compact current data (currentData/summary) of the
 * station selected in the public header, refreshed every 60 s by the weather-data hook.
 */
export function CurrentDataWidget() {
  const { t } = useAdminTranslation();
  const { reference } = useSelectedStation();
  const summary = useCurrentDataSummary(reference);
  return (
    <section aria-labelledby="admin-current-data-title">
      <Card className="shadow-sm">
        <Card.Header as="h2" id="admin-current-data-title" className="h6 mb-0">
          {t('widget.title')}
        </Card.Header>
        <Card.Body className="p-2 small">
          {summary.isPending ? (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">{t('widget.loading')}</span>
            </Spinner>
          ) : summary.data ? (
            <SummaryRows summary={summary.data} />
          ) : (
            <p className="mb-0 text-body-secondary">{t('widget.noData')}</p>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
