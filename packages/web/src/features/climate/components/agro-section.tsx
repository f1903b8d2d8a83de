import type { AgroAnswer, AgroSums } from '@meteodeck/contract';
import { lazy, Suspense, useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { formatNumber, formatTick } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { themeColors, useTheme } from '../../../lib/theme.ts';
import { agroChartOptions } from '../agro-chart-options.ts';
import { useAgro } from '../api/get-agro.ts';

const EChart = lazy(() => import('../../../components/chart/echart.tsx'));

/** The first column stays in view while a phone scrolls the table sideways inside its frame. */
const STICKY = 'text-start position-sticky start-0 bg-body';

function AgroTable({ answer, monthNames }: { answer: AgroAnswer; monthNames: readonly string[] }) {
  const { t } = usePublicTranslation();
  const { temperatureUnit, rainUnit } = answer.unit;
  const base = `${formatTick(answer.growingDegreeBase, 1)} ${temperatureUnit}`;
  const row = (sums: AgroSums, label: string, total: boolean) => (
    <tr key={sums.month ?? 'year'} className={total ? 'fw-semibold' : undefined}>
      <th scope="row" className={`${STICKY}${total ? '' : ' fw-normal'}`}>
        {label}
      </th>
      <td>{formatNumber(sums.et0, rainUnit === 'in' ? 2 : 1)}</td>
      <td>{sums.et0Days}</td>
      <td>{formatNumber(sums.growingDegreeDays, 1)}</td>
      <td>{formatNumber(sums.chillHours, 0)}</td>
      <td>{formatNumber(sums.sunshineHours, 1)}</td>
    </tr>
  );
  return (
    <Table size="sm" striped hover className="text-end small mb-0 align-middle">
      <caption className="visually-hidden">{t('climateAgro.caption', { year: answer.year })}</caption>
      <thead>
        <tr className="align-bottom">
          <th scope="col" className={STICKY}>
            {t('climateDays.month')}
          </th>
          <th scope="col">{`${t('climateAgro.et0')} (${rainUnit})`}</th>
          <th scope="col">{t('climateAgro.et0Days')}</th>
          <th scope="col">
            {t('climateAgro.growingDegreeDays')}{' '}
            <span className="d-block fw-normal text-body-secondary text-nowrap">
              {t('climateDays.base', { value: base })}
            </span>
          </th>
          <th scope="col">{t('climateAgro.chillHours')}</th>
          <th scope="col">{t('climateAgro.sunshineHours')}</th>
        </tr>
      </thead>
      <tbody>{answer.months.map((sums, index) => row(sums, monthNames[index] ?? '', false))}</tbody>
      <tfoot>{row(answer.total, t('climateDays.total'), true)}</tfoot>
    </Table>
  );
}

/**
 * The year's agro and energy figures on the climate page: per month and for the year the reference
 * evapotranspiration (FAO-56), growing degree days above the owner's base, chill and sunshine hours, and a
 * chart of each day's evapotranspiration with the growing degree days summed since 1 January. A figure the
 * station's sensors cannot give shows '-'. Nothing while loading or when the call fails (the page's other
 * sections say so).
 */
export function AgroSection({ reference, year }: { reference: string; year: number | null }) {
  const { t } = usePublicTranslation();
  const agro = useAgro(reference, year);
  const answer = agro.data;
  const { theme } = useTheme();
  // The month names follow the language, as `t` does: both are read again when it changes; the chart's
  // colours follow the theme.
  const chart = useMemo(() => {
    if (answer === undefined) return null;
    const format = dateTimeFormat({ month: 'long', timeZone: 'UTC' });
    const monthNames = Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
    const option = agroChartOptions(
      answer,
      { et0: t('climateAgro.chartEt0'), growingDegreeDays: t('climateAgro.chartGrowingDegreeDays') },
      themeColors(theme),
    );
    return { monthNames, option };
  }, [answer, t, theme]);
  if (answer === undefined || chart === null) return null;
  return (
    <section className="mb-4">
      <h2 className="h4">{t('climateAgro.title', { year: answer.year })}</h2>
      <ScrollArea className="border rounded mb-2">
        <AgroTable answer={answer} monthNames={chart.monthNames} />
      </ScrollArea>
      <p className="small text-body-secondary">
        {t('climateAgro.note', { height: formatTick(answer.anemometerHeight, 1) })}
      </p>
      {answer.days.length > 0 && (
        <Suspense fallback={null}>
          <EChart
            option={chart.option}
            height={300}
            ariaLabel={t('climateAgro.chart', { year: answer.year })}
          />
        </Suspense>
      )}
    </section>
  );
}
