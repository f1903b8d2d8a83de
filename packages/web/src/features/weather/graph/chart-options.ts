import type { WeatherPeriod } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { formatInstant, type InstantStyle } from '../../../lib/format/date-format.ts';
import { formatNumber, formatTick } from '../../../lib/format/number-format.ts';
import { type ThemeColors, themeColors } from '../../../lib/theme.ts';
import { CHART_HEIGHT_PX } from './chart-definitions.ts';
import {
  MARK_FONT_SIZE,
  MARK_SYMBOL_SIZE,
  type MarkInput,
  mergeMarks,
  type PlacedMark,
  type PlotGeometry,
  placeMarks,
  REFERENCE_PLOT_WIDTH,
} from './chart-marks.ts';
import type { SeriesPoint, ShapedChart, ShapedSeries } from './chart-series.ts';

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
  /** Name of the running rain total of the year and record rain charts ('Regensumme'). */
  cumulativeLabel?: string;
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

function tooltipStyle(period: WeatherPeriod, daily: boolean, crossesYear: boolean): InstantStyle {
  if (daily || period === 'record') return 'date';
  return crossesYear ? 'dateTime' : 'dayMonthTime';
}

/** True when the x range starts and ends in different years of the station's zone. */
export function crossesYear(range: { min: number; max: number } | null, timeZone: string): boolean {
  if (range === null) return false;
  const year = (ms: number) => formatInstant(ms, timeZone, 'date').slice(-4);
  return year(range.min) !== year(range.max - 1);
}

interface TooltipParam {
  seriesIndex?: number;
  dataIndex?: number;
  marker?: unknown;
  value?: unknown;
}

function readTooltipParams(params: unknown): TooltipParam[] {
  return Array.isArray(params) ? params.filter((item): item is TooltipParam => typeof item === 'object') : [];
}

/** Grid margins, px: room for the legend of several series at the top. */
function gridTop(multiple: boolean): number {
  return multiple ? 48 : 28;
}
const GRID_BOTTOM = 8;
/** Height of the time axis' labels under the plot, px. */
const X_LABELS_HEIGHT = 22;

/** What an ECharts series of the option stands for, for the tooltip. */
type SeriesRole = { kind: 'main'; shaped: ShapedSeries } | { kind: 'band' } | { kind: 'cumulative' };

/** The plot a chart's marks are placed on: the narrowest a phone gives, the chart's height less its margins. */
function plotGeometry(chart: ShapedChart): PlotGeometry {
  const times = chart.series.flatMap((shaped) => shaped.points.map(([at]) => at));
  const x = chart.xRange ?? { min: Math.min(...times), max: Math.max(...times) };
  return {
    width: REFERENCE_PLOT_WIDTH,
    height: CHART_HEIGHT_PX - gridTop(chart.series.length > 1) - GRID_BOTTOM - X_LABELS_HEIGHT,
    x,
    y: chart.yRange,
  };
}

/** Display decimals of a series: the chart's, none for an index (the AQI, a whole number). */
function seriesDecimals(shaped: ShapedSeries, chartDecimals: number): number {
  return shaped.definition.index === true ? 0 : chartDecimals;
}

/** The placed minimum and maximum marks of every marked series of the chart. */
export function chartMarks(chart: ShapedChart, chartDecimals: number): PlacedMark[] {
  const marks: MarkInput[] = [];
  chart.series.forEach((shaped, series) => {
    if (shaped.extremes === null) return;
    const { min, max } = shaped.extremes;
    const decimals = seriesDecimals(shaped, chartDecimals);
    marks.push({
      series,
      kind: 'max',
      at: max.at,
      value: max.value,
      text: formatNumber(max.value, decimals),
    });
    marks.push({
      series,
      kind: 'min',
      at: min.at,
      value: min.value,
      text: formatNumber(min.value, decimals),
      // Rain, rain rate, sunshine and UV at rest are 0: that minimum is marked too (spec §2), but quietly.
      ...(shaped.definition.quietZeroMinimum === true && min.value === 0 ? { quiet: true } : {}),
    });
  });
  const plot = plotGeometry(chart);
  return placeMarks(mergeMarks(marks, plot), plot);
}

/** The dark theme's texts are light: halos (label outlines) then are dark. */
function haloColor(colors: ThemeColors): string {
  return colors.text === themeColors('dark').text ? '#212529' : '#ffffff';
}

const BAND_OPACITY = 0.22;
/** A quiet mark (a minimum of 0 of a measure at rest): a pale pin and a plain, muted label. */
const QUIET_PIN_OPACITY = 0.45;

/** The series' own pins, at explicit coordinates, or nothing when it has none. */
function markPointOf(
  marks: readonly PlacedMark[],
  color: string,
  decimals: number,
  context: ChartOptionContext,
  colors: ThemeColors,
): Record<string, unknown> {
  if (marks.length === 0) return {};
  const halo = haloColor(colors);
  return {
    markPoint: {
      // Explicit coordinates: the pins sit at the true extremes, whatever ECharts samples or buckets.
      data: marks.map((mark) => ({
        name: mark.kind === 'max' ? context.maxLabel : context.minLabel,
        coord: [mark.at, mark.value],
        value: mark.value,
        symbolRotate: mark.kind === 'min' ? 180 : 0,
        label:
          mark.quiet === true
            ? { offset: mark.offset, color: colors.muted, fontWeight: 'normal' }
            : { offset: mark.offset },
        ...(mark.quiet === true ? { itemStyle: { opacity: QUIET_PIN_OPACITY } } : {}),
      })),
      symbol: 'triangle',
      symbolSize: MARK_SYMBOL_SIZE,
      itemStyle: { color, borderColor: halo, borderWidth: 1 },
      label: {
        show: true,
        position: 'inside',
        align: 'center',
        verticalAlign: 'middle',
        formatter: (param: { value?: unknown }) => formatPin(param.value, decimals),
        fontSize: MARK_FONT_SIZE,
        fontWeight: 'bold',
        color,
        textBorderColor: halo,
        textBorderWidth: 3,
      },
    },
  };
}

/** The ECharts series of a chart (lines, bars or dots, bands, the running total), with the role of each. */
function seriesOf(
  chart: ShapedChart,
  names: readonly string[],
  context: ChartOptionContext,
  colors: ThemeColors,
): { series: Record<string, unknown>[]; roles: SeriesRole[] } {
  const marks = chartMarks(chart, context.decimals);
  const roles: SeriesRole[] = [];
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
    const pins = markPointOf(own, color, decimals, context, colors);
    const common = { name, data: shaped.points, color, z, ...pins };
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
    roles.push({ kind: 'main', shaped });
    // After its line, so the legend takes the line's look; drawn under every line (z 1).
    if (shaped.band !== null) {
      // The band: an invisible line at the minimum, and the span to the maximum stacked on it and filled.
      const stack = `band-${index}`;
      const hidden = { type: 'line', name, stack, stackStrategy: 'all', symbol: 'none', silent: true, z: 1 };
      series.push({ ...hidden, data: shaped.band.min, lineStyle: { opacity: 0 } });
      series.push({
        ...hidden,
        data: spans(shaped.band.min, shaped.band.max),
        lineStyle: { opacity: 0 },
        areaStyle: { color, opacity: BAND_OPACITY },
      });
      roles.push({ kind: 'band' }, { kind: 'band' });
    }
  });
  if (chart.cumulative !== null) {
    series.push({
      type: 'line',
      name: context.cumulativeLabel ?? '',
      yAxisIndex: 1,
      data: chart.cumulative.points,
      color: '#0b3d66',
      showSymbol: false,
      connectNulls: true,
      lineStyle: { width: 1.5, type: 'dashed' },
      z: 2,
    });
    roles.push({ kind: 'cumulative' });
  }
  return { series, roles };
}

/** The value axis, and the running total's on the right when the chart has one. */
function yAxisOf(chart: ShapedChart, colors: ThemeColors): unknown {
  const valueLabel = (value: number) => formatTick(value, 4);
  const leftAxis = {
    type: 'value',
    min: chart.yRange.min,
    max: chart.yRange.max,
    interval: chart.yInterval,
    name: chart.unit,
    // Plain numbers: ECharts' default groups thousands with a comma ('1,020 hPa'), wrong in German.
    axisLabel: { color: colors.muted, formatter: valueLabel, showMinLabel: true, showMaxLabel: true },
    splitLine: { lineStyle: { color: colors.track } },
    nameTextStyle: { align: 'left', color: colors.muted },
  };
  if (chart.cumulative === null) return leftAxis;
  return [
    leftAxis,
    {
      type: 'value',
      min: chart.cumulative.axis.min,
      max: chart.cumulative.axis.max,
      interval: chart.cumulative.axis.interval,
      name: `Σ ${chart.unit}`,
      position: 'right',
      axisLabel: { color: colors.muted, formatter: valueLabel },
      splitLine: { show: false },
      nameTextStyle: { align: 'right', color: colors.muted },
    },
  ];
}

/** The tooltip's text: the time, then each series' value (a band's day range after its mean). */
function tooltipFormatter(
  chart: ShapedChart,
  names: readonly string[],
  roles: readonly SeriesRole[],
  context: ChartOptionContext,
): (params: unknown) => string {
  const { timeZone, decimals } = context;
  const crosses = crossesYear(chart.xRange, timeZone);
  const withUnit = (value: number, shaped: ShapedSeries | null) => {
    if (shaped !== null && shaped.definition.index === true) return formatNumber(value, 0);
    const number = formatNumber(value, decimals);
    return chart.unit === '' ? number : `${number} ${chart.unit}`;
  };
  return (params) => {
    const items = readTooltipParams(Array.isArray(params) ? params : [params]);
    const at = items.map((item) => timeOf(item.value)).find((value) => value !== null) ?? null;
    const lines = items.flatMap((item) => {
      const role = roles[item.seriesIndex ?? -1];
      if (role === undefined || role.kind === 'band') return [];
      const value = pairValue(item.value);
      const marker = typeof item.marker === 'string' ? item.marker : '';
      const seriesName =
        role.kind === 'main'
          ? (names[chart.series.indexOf(role.shaped)] ?? '')
          : (context.cumulativeLabel ?? '');
      let text = value === null ? '-' : withUnit(value, role.kind === 'main' ? role.shaped : null);
      if (role.kind === 'main' && role.shaped.band !== null && item.dataIndex !== undefined) {
        const low = pairValue(role.shaped.band.min[item.dataIndex]);
        const high = pairValue(role.shaped.band.max[item.dataIndex]);
        if (low !== null && high !== null)
          text += ` (${formatNumber(low, decimals)} – ${formatNumber(high, decimals)})`;
      }
      return [`${marker}${seriesName}: ${text}`];
    });
    const title =
      at === null
        ? ''
        : `${formatInstant(at, timeZone, tooltipStyle(context.period, chart.daily, crosses))}<br/>`;
    return `${title}${lines.join('<br/>')}`;
  };
}

/** The ECharts option of a chart: time x axis over the period, round y ticks, bands, bars and marks. */
export function buildChartOption(chart: ShapedChart, context: ChartOptionContext): EChartsOption {
  const { timeZone } = context;
  const multiple = chart.series.length > 1 || chart.cumulative !== null;
  const colors = context.colors ?? themeColors('light');
  const crosses = crossesYear(chart.xRange, timeZone);
  const names = chart.series.map((shaped, index) => context.seriesNames[index] ?? shaped.definition.measure);
  const { series, roles } = seriesOf(chart, names, context, colors);
  return {
    animation: false,
    textStyle: { color: colors.text },
    grid: { left: 8, right: 16, top: gridTop(multiple), bottom: GRID_BOTTOM, containLabel: true },
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
      formatter: tooltipFormatter(chart, names, roles, context),
    },
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
    yAxis: yAxisOf(chart, colors),
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

function timeOf(value: unknown): number | null {
  return Array.isArray(value) && typeof value[0] === 'number' ? value[0] : null;
}

function pairValue(value: unknown): number | null {
  return Array.isArray(value) && typeof value[1] === 'number' ? value[1] : null;
}

function formatPin(value: unknown, decimals: number): string {
  return typeof value === 'number' ? formatNumber(value, decimals) : '';
}
