import type { WeatherPeriod } from '@meteodeck/contract';
import { localDate } from '@meteodeck/weather';
import { useMemo } from 'react';
import { LazyChart } from '../../../components/chart/lazy-chart.tsx';
import { themeColors, useTheme } from '../../../lib/theme.ts';
import { useSensorSeries } from '../api/get-sensor-series.ts';
import { type SensorChart, sensorChartOption, sensorCharts } from '../sensor-chart.ts';
import type { ShownUnits } from '../sensor-format.ts';
import { useSensorTexts } from './sensor-texts.ts';

/** Spec §9: the graph screen's charts are 350 px high. */
const HEIGHT = 350;

function ChartCard({
  chart,
  window,
  period,
  title,
}: {
  chart: SensorChart;
  window: { fromMs: number; toMs: number; timeZone: string };
  period: WeatherPeriod;
  title: string;
}) {
  const texts = useSensorTexts(undefined, window.timeZone);
  const { theme } = useTheme();
  const option = useMemo(
    () =>
      sensorChartOption(chart, {
        ...window,
        axisStyle:
          period === 'day' ? 'time' : period === 'year' || period === 'record' ? 'monthYear' : 'dayMonth',
        minLabel: texts.t('weather.graph.min'),
        maxLabel: texts.t('weather.graph.max'),
        colors: themeColors(theme),
        leakTexts: { dry: texts.t('sensors.dry'), wet: texts.t('sensors.wet') },
      }),
    [chart, window, period, texts.t, theme],
  );
  const id = `sensor-chart-${chart.id}`;
  return (
    <section className="card h-100 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="card-header h6 mb-0">
        {title}
      </h2>
      <div className="card-body p-2" data-chart={id}>
        <LazyChart
          option={option}
          height={HEIGHT}
          ariaLabel={texts.t('weather.graph.chartLabel', { title })}
        />
      </div>
    </section>
  );
}

/**
 * The graph page's extra-sensor charts for the window shown ([`from`, `to`), ISO instants): a chart per
 * group (and unit), each public sensor a series under the owner's name, in the page's units. Nothing when
 * the station has no public sensor with values in the window, or the window spans no days (all time).
 */
export function SensorCharts({
  reference,
  from,
  to,
  timeZone,
  units,
  period,
}: {
  reference: string;
  from: string | null;
  to: string | null;
  timeZone: string;
  units: ShownUnits | undefined;
  period: WeatherPeriod;
}) {
  const fromMs = from === null ? Number.NaN : Date.parse(from);
  const toMs = to === null ? Number.NaN : Date.parse(to);
  const known = !Number.isNaN(fromMs) && !Number.isNaN(toMs) && period !== 'record';
  const series = useSensorSeries(
    reference,
    known ? localDate(fromMs, timeZone) : undefined,
    known ? localDate(toMs - 1, timeZone) : undefined,
  );
  const texts = useSensorTexts(units, timeZone);
  const window = useMemo(() => ({ fromMs, toMs, timeZone }), [fromMs, toMs, timeZone]);
  const charts = useMemo(
    () => (series.data === undefined ? [] : sensorCharts(series.data, window, units, texts.label)),
    [series.data, window, units, texts.label],
  );
  if (!known || charts.length === 0) return null;
  return (
    <div className="row row-cols-1 row-cols-xl-2 g-3 mt-0" data-testid="sensor-charts">
      {charts.map((chart) => (
        <div className="col" key={chart.id}>
          <ChartCard
            chart={chart}
            window={window}
            period={period}
            title={
              chart.unit === ''
                ? texts.t(`sensors.groups.${chart.group}`)
                : `${texts.t(`sensors.groups.${chart.group}`)} (${chart.unit})`
            }
          />
        </div>
      ))}
    </div>
  );
}
