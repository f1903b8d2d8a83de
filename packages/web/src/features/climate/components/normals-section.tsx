import type { ClimateNormalsAnswer, NormalsComparison } from '@meteodeck/contract';
import { lazy, Suspense, useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { ValueChip } from '../../../components/value-chip.tsx';
import { formatLocalDate } from '../../../lib/format/date-format.ts';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { formatMeasure, formatNumber, formatVariation, MISSING } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { themeColors, useTheme } from '../../../lib/theme.ts';
import { temperatureColour } from '../../../lib/value-colours.ts';
import { useClimateNormals } from '../api/get-normals.ts';
import { normalsChartOptions } from '../normals-chart-options.ts';

const EChart = lazy(() => import('../../../components/chart/echart.tsx'));

/** The first column stays in view while a phone scrolls the table sideways inside its frame. */
const STICKY = 'text-start position-sticky start-0 bg-body';

function NormalsTable({
  answer,
  monthNames,
}: {
  answer: ClimateNormalsAnswer;
  monthNames: readonly string[];
}) {
  const { t } = usePublicTranslation();
  const { temperatureUnit, rainUnit } = answer.unit;
  const rainDecimals = rainUnit === 'in' ? 2 : 1;
  // A temperature on the blue–red scale (lib/value-colours.ts); its normal under it stays plain.
  const withNormal = (
    value: number | null,
    normal: number | null | undefined,
    decimals: number,
    temperature = false,
  ) => (
    <>
      <ValueChip colour={temperature ? temperatureColour(value, temperatureUnit) : null}>
        {formatNumber(value, decimals)}
      </ValueChip>
      <span className="d-block text-body-secondary">
        {normal === null || normal === undefined ? MISSING : formatNumber(normal, decimals)}
      </span>
    </>
  );
  const row = (line: NormalsComparison, label: string, total: boolean) => (
    <tr key={line.month ?? 'year'} className={total ? 'fw-semibold' : undefined}>
      <th scope="row" className={`${STICKY}${total ? '' : ' fw-normal'}`}>
        {label}
      </th>
      <td>{withNormal(line.actual.temperatureMean, line.normal?.temperatureMean, 1, true)}</td>
      <td>
        {line.temperatureDeparture === null
          ? MISSING
          : `${formatVariation(line.temperatureDeparture, 1)} ${temperatureUnit}`}
      </td>
      <td>{withNormal(line.actual.temperatureHigh, line.normal?.temperatureHigh, 1, true)}</td>
      <td>{withNormal(line.actual.temperatureLow, line.normal?.temperatureLow, 1, true)}</td>
      <td>{withNormal(line.actual.rainTotal, line.normal?.rainTotal, rainDecimals)}</td>
      <td>{line.rainPercent === null ? MISSING : `${line.rainPercent} %`}</td>
    </tr>
  );
  return (
    <Table size="sm" striped hover className="text-end small mb-0 align-middle">
      <caption className="visually-hidden">{t('climateNormals.caption', { year: answer.year })}</caption>
      <thead>
        <tr className="align-bottom">
          <th scope="col" className={STICKY}>
            {t('climateDays.month')}
          </th>
          <th scope="col">{`${t('climateNormals.mean')} (${temperatureUnit})`}</th>
          <th scope="col">{t('climateNormals.departure')}</th>
          <th scope="col">{`${t('climateNormals.high')} (${temperatureUnit})`}</th>
          <th scope="col">{`${t('climateNormals.low')} (${temperatureUnit})`}</th>
          <th scope="col">{`${t('climateNormals.rain')} (${rainUnit})`}</th>
          <th scope="col">{t('climateNormals.rainPercent')}</th>
        </tr>
      </thead>
      <tbody>{answer.months.map((line, index) => row(line, monthNames[index] ?? '', false))}</tbody>
      <tfoot>{row(answer.total, t('climateDays.total'), true)}</tfoot>
    </Table>
  );
}

/**
 * The year beside its climate normals on the climate page: a table of each month's mean temperature, mean
 * high and low and rain with their normals under them (smaller), the temperature's departure ('+1,8 °C')
 * and the rain's share of its normal ('73 %'), and a chart of the monthly means and rain against the
 * normals. Says where the normals come from; without any, says so and shows the year alone.
 */
export function NormalsSection({ reference, year }: { reference: string; year: number | null }) {
  const { t } = usePublicTranslation();
  const normals = useClimateNormals(reference, year);
  const answer = normals.data;
  const { theme } = useTheme();
  // The month names follow the language, as `t` does: both are read again when it changes; the chart's
  // colours follow the theme.
  const chart = useMemo(() => {
    if (answer === undefined) return null;
    const names = (month: 'long' | 'short') => {
      const format = dateTimeFormat({ month, timeZone: 'UTC' });
      return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
    };
    const monthNames = names('long');
    const option = normalsChartOptions(
      answer,
      names('short'),
      {
        temperature: t('climateNormals.chartTemperature'),
        temperatureNormal: t('climateNormals.chartTemperatureNormal'),
        rain: t('climateNormals.chartRain'),
        rainNormal: t('climateNormals.chartRainNormal'),
      },
      themeColors(theme),
    );
    return { monthNames, option };
  }, [answer, t, theme]);
  if (answer === undefined || chart === null) return null;
  const { monthNames, option } = chart;
  let source = t('climateNormals.sourceNone');
  if (answer.source === 'owner') source = t('climateNormals.sourceOwner');
  if (answer.source === 'station') {
    source = t('climateNormals.sourceStation', {
      from: answer.normalYears[0],
      to: answer.normalYears[answer.normalYears.length - 1],
      count: answer.normalYears.length,
    });
  }
  return (
    <section className="mb-4">
      <h2 className="h4">{t('climateNormals.title', { year: answer.year })}</h2>
      <p className="small text-body-secondary">{source}</p>
      <ScrollArea className="border rounded mb-2">
        <NormalsTable answer={answer} monthNames={monthNames} />
      </ScrollArea>
      {answer.rainSeason === undefined ? null : (
        <p className="small" data-measure="rainSeason">
          {t('climateNormals.rainSeason', {
            from: formatLocalDate(answer.rainSeason.from),
            to: formatLocalDate(answer.rainSeason.to),
            value: formatMeasure(answer.rainSeason.rain, answer.unit.rainUnit),
          })}
        </p>
      )}
      <p className="small text-body-secondary">{t('climateNormals.note')}</p>
      <Suspense fallback={null}>
        <EChart option={option} height={320} ariaLabel={t('climateNormals.chart', { year: answer.year })} />
      </Suspense>
    </section>
  );
}
