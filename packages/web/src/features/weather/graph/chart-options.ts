import type { WeatherPeriod } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { formatInstant, type InstantStyle } from '../../../lib/format/date-format.ts';
import { formatTick } from '../../../lib/format/number-format.ts';
import { type ThemeColors, themeColors } from '../../../lib/theme.ts';
import {
  BAND_OPACITY,
  chartMarks,
  GRID_BOTTOM,
  gridTop,
  markPointOf,
  plotGeometry,
  SIDE_AXIS_STEP,
  seriesDecimals,
  shownAxes,
  ZOOM_BOTTOM,
  zoomable,
} from './chart-pins.ts';
import type { SeriesPoint, ShapedChart } from './chart-series.ts';
import { crossesYear, TOTAL_COLOR, tooltipFormatter } from './chart-tooltip.ts';

export { chartMarks } from './chart-pins.ts';
export { crossesYear } from './chart-tooltip.ts';

/**
 * ECharts options of one shaped chart. No ECharts runtime here (types only), so this builds in the
 * first-load bundle's tests while ECharts itself stays in the lazy chart chunk.
 */

export interface ChartOptionContext {
  period: WeatherPeriod;
  /** The station's IANA zone: axes and tooltips show its local time, whatever the visitor's zone. */
  timeZone: string;
  decimals: number;
  /** Translated series names, in the order of the chart's series. */
  seriesNames: readonly string[];
  /** Label of the minimum and maximum pins ('Min', 'Max'). */
  minLabel: string;
  /** Texts and lines in the theme's colours (light when not given). */
  colors?: ThemeColors;
  maxLabel: string;
  /** Name of the running rain total of the rain chart ('Regensumme'). */
  cumulativeLabel?: string;
  /** 'Fit to data': every axis spans the drawn values only (default: the spec's ranges, widened). */
  fit?: boolean;
  /** The visitor's zone (the browser's by default): tooltips name the station's zone when it differs. */
  visitorTimeZone?: string;
}

/**
 * Axis label style for a period: hours for a day, day and month for a week and a month, month and year for a
 * year (its window starts in the year before), full dates for records, and full dates for a week or a month
 * whose window crosses a new year.
 */
export function axisLabelStyle(period: WeatherPeriod, crossesYear = false): InstantStyle {
  switch (period) {
    case 'day':
      return 'time';
    case 'week':
    case 'month':
      return crossesYear ? 'date' : 'dayMonth';
    case 'year':
      return 'monthYear';
    case 'record':
      return 'date';
  }
}

/** The ECharts series of a chart (lines, bars or dots, bands, the running total). */
function seriesOf(
  chart: ShapedChart,
  names: readonly string[],
  context: ChartOptionContext,
  colors: ThemeColors,
): Record<string, unknown>[] {
  const fit = context.fit === true;
  const marks = chartMarks(chart, context.decimals, context.period, fit);
  const axes = shownAxes(chart, fit);
  const plotHeight = plotGeometry(chart, context.period, fit).height;
  const series: Record<string, unknown>[] = [];
  const count = chart.series.length;
  const withBars = chart.series.some((shaped) => shaped.style === 'bars');
  chart.series.forEach((shaped, index) => {
    const color = shaped.definition.color;
    const name = names[index] ?? '';
    // The first series is the chart's subject (temperature over wind chill and dew point): drawn on top.
    const z = 3 + count - index;
    const own = marks.filter((mark) => mark.series === index);
    const decimals = seriesDecimals(shaped, context.decimals);
    const axis = axes[shaped.axisIndex] ?? chart.yRange;
    const leaders = { axis: { ...axis, interval: 1 }, height: plotHeight };
    const pins = markPointOf(own, color, decimals, context, colors, leaders);
    const onAxis = shaped.axisIndex === 0 ? {} : { yAxisIndex: shaped.axisIndex };
    const common = { name, data: shaped.points, color, z, ...onAxis, ...pins };
    if (shaped.style === 'bars') {
      series.push({ ...common, type: 'bar', barMaxWidth: 8, barMinWidth: 2 });
    } else if (shaped.style === 'scatter') {
      series.push({ ...common, type: 'scatter', symbolSize: 5 });
    } else {
      // Daily lines thinner than the day's points; beside daily bars (rain rate by rain) thin and light.
      const width = shaped.style === 'line' ? 2 : withBars ? 1 : 1.5;
      const opacity = withBars ? 0.75 : 1;
      series.push({
        ...common,
        type: 'line',
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width, opacity },
      });
    }
    // After its line, so the legend takes the line's look; drawn under every line (z 1).
    if (shaped.band !== null) {
      // The band: an invisible line at the minimum, and the span to the maximum stacked on it and filled.
      const stack = `band-${index}`;
      const hidden = {
        type: 'line',
        name,
        stack,
        stackStrategy: 'all',
        symbol: 'none',
        silent: true,
        z: 1,
        ...onAxis,
      };
      series.push({ ...hidden, data: shaped.band.min, lineStyle: { opacity: 0 } });
      series.push({
        ...hidden,
        data: spans(shaped.band.min, shaped.band.max),
        lineStyle: { opacity: 0 },
        areaStyle: { color, opacity: BAND_OPACITY },
      });
    }
  });
  if (chart.cumulative !== null) {
    series.push({
      type: 'line',
      name: context.cumulativeLabel ?? '',
      yAxisIndex: chart.cumulative.axisIndex,
      data: chart.cumulative.points,
      color: TOTAL_COLOR,
      showSymbol: false,
      connectNulls: true,
      lineStyle: { width: 1.5, type: 'dashed' },
      z: 2,
    });
  }
  return series;
}

/**
 * The value axes: the chart's own on the left, each side axis on the right (the next one further out), each
 * named by its unit, or by its first series for an index.
 */
function yAxisOf(
  chart: ShapedChart,
  names: readonly string[],
  colors: ThemeColors,
  fit: boolean,
  cumulativeLabel: string,
): unknown {
  const valueLabel = (value: number) => formatTick(value, 4);
  const axes = shownAxes(chart, fit);
  const drawn = chart.axes.map((shaped, index) => {
    const axis = axes[index] ?? shaped.axis;
    const first = chart.series.findIndex((series) => series.axisIndex === index);
    const name =
      shaped.unit !== '' ? shaped.unit : shaped.key === 'total' ? cumulativeLabel : (names[first] ?? '');
    const side = index === 0 ? 'left' : 'right';
    return {
      type: 'value',
      min: axis.min,
      max: axis.max,
      interval: axis.interval,
      name,
      position: side,
      ...(index > 1 ? { offset: SIDE_AXIS_STEP * (index - 1) } : {}),
      // Plain numbers: ECharts' default groups thousands with a comma ('1,020 hPa'), wrong in German.
      axisLabel: {
        color: colors.muted,
        formatter: valueLabel,
        ...(index === 0 ? { showMinLabel: true, showMaxLabel: true } : {}),
      },
      ...(index > 0 ? { axisLine: { show: true, lineStyle: { color: colors.line } } } : {}),
      splitLine: index === 0 ? { lineStyle: { color: colors.track } } : { show: false },
      nameTextStyle: { align: side === 'left' ? 'left' : 'right', color: colors.muted },
    };
  });
  return drawn.length === 1 ? drawn[0] : drawn;
}

/** The ECharts option of a chart: time x axis over the period, round y ticks, bands, bars and marks. */
export function buildChartOption(chart: ShapedChart, context: ChartOptionContext): EChartsOption {
  const { timeZone } = context;
  const multiple = chart.series.length > 1 || chart.cumulative !== null;
  const colors = context.colors ?? themeColors('light');
  const crosses = crossesYear(chart.xRange, timeZone);
  const names = chart.series.map((shaped, index) => context.seriesNames[index] ?? shaped.definition.measure);
  const series = seriesOf(chart, names, context, colors);
  const zoom = zoomable(context.period);
  return {
    animation: false,
    textStyle: { color: colors.text },
    grid: {
      left: 8,
      right: 16 + SIDE_AXIS_STEP * Math.max(0, chart.axes.length - 2),
      top: gridTop(multiple),
      bottom: zoom ? ZOOM_BOTTOM : GRID_BOTTOM,
      containLabel: true,
    },
    ...(multiple
      ? {
          legend: {
            top: 0,
            data: [...names, ...(chart.cumulative === null ? [] : [context.cumulativeLabel ?? ''])],
            textStyle: { color: colors.text },
          },
        }
      : {}),
    tooltip: {
      trigger: chart.definition.type === 'scatter' ? 'item' : 'axis',
      // Inside the chart's box, so on a phone it never opens beyond the screen's edge; long lines wrap.
      confine: true,
      extraCssText: 'max-width: 90vw; white-space: normal;',
      formatter: tooltipFormatter(chart, names, context),
    },
    ...(zoom
      ? {
          dataZoom: [
            { type: 'inside', filterMode: 'none', zoomOnMouseWheel: 'ctrl', moveOnMouseMove: false },
            {
              type: 'slider',
              filterMode: 'none',
              height: 18,
              bottom: 6,
              showDetail: false,
              brushSelect: false,
              textStyle: { color: colors.muted },
            },
          ],
        }
      : {}),
    xAxis: {
      type: 'time',
      // At the bottom of the grid, not at y = 0 across a temperature chart.
      axisLine: { onZero: false, lineStyle: { color: colors.line } },
      ...(chart.xRange === null ? {} : { min: chart.xRange.min, max: chart.xRange.max }),
      axisLabel: {
        hideOverlap: true,
        color: colors.muted,
        formatter: (value: number) => formatInstant(value, timeZone, axisLabelStyle(context.period, crosses)),
      },
    },
    yAxis: yAxisOf(chart, names, colors, context.fit === true, context.cumulativeLabel ?? ''),
    series,
  } as EChartsOption;
}

/** The band's heights: maximum minus minimum, per point (null where either is missing). */
function spans(min: readonly SeriesPoint[], max: readonly SeriesPoint[]): SeriesPoint[] {
  return min.map(([at, low], index) => {
    const high = max[index]?.[1] ?? null;
    return [at, low === null || high === null ? null : Number((high - low).toFixed(6))];
  });
}
