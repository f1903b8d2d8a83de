import type { WeatherPeriod } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { formatInstant, type InstantStyle } from '../../../lib/format/date-format.ts';
import { formatNumber, formatTick } from '../../../lib/format/number-format.ts';
import { stationTimeLabel } from '../../../lib/format/station-time.ts';
import { nearestIndex, typicalGap } from '../../../lib/nearest-point.ts';
import { type ThemeColors, themeColors } from '../../../lib/theme.ts';
import type { ValueAxis } from './chart-axis.ts';
import { CHART_HEIGHT_PX } from './chart-definitions.ts';
import {
  LABEL_HEIGHT,
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
  /** Name of the running rain total of the rain chart ('Regensumme'). */
  cumulativeLabel?: string;
  /** 'Fit to data': every axis spans the drawn values only (default: the spec's ranges, widened). */
  fit?: boolean;
  /** The visitor's zone (the browser's by default): tooltips name the station's zone when it differs. */
  visitorTimeZone?: string;
}

/** Periods whose charts can be zoomed (a slider under the time axis): a month and longer. */
export function zoomable(period: WeatherPeriod): boolean {
  return period === 'month' || period === 'year' || period === 'record';
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
  axisValue?: unknown;
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
/** Room for the zoom slider under the time axis' labels, px. */
const ZOOM_BOTTOM = 40;
/** Height of the time axis' labels under the plot, px. */
const X_LABELS_HEIGHT = 22;
/** How far each further side axis sits right of the one before, px. */
const SIDE_AXIS_STEP = 44;

/** The axes drawn: the default ranges, or the data's own when fitted. */
function shownAxes(chart: ShapedChart, fit: boolean): ValueAxis[] {
  return chart.axes.map((axis) => (fit ? axis.fitted : axis.axis));
}

/**
 * The plot a chart's marks are placed on: the narrowest a phone gives (less the side axes' labels), the
 * chart's height less its margins, the chart's own axis.
 */
function plotGeometry(chart: ShapedChart, period: WeatherPeriod, fit: boolean): PlotGeometry {
  const times = chart.series.flatMap((shaped) => shaped.points.map(([at]) => at));
  const x = chart.xRange ?? { min: Math.min(...times), max: Math.max(...times) };
  const own = shownAxes(chart, fit)[0] ?? chart.yRange;
  const multiple = chart.series.length > 1 || chart.cumulative !== null;
  const bottom = zoomable(period) ? ZOOM_BOTTOM : GRID_BOTTOM;
  return {
    width: REFERENCE_PLOT_WIDTH - SIDE_AXIS_STEP * (chart.axes.length - 1),
    height: CHART_HEIGHT_PX - gridTop(multiple) - bottom - X_LABELS_HEIGHT,
    x,
    y: { min: own.min, max: own.max },
  };
}

/** `value` of an axis moved onto the chart's own axis, where the marks are placed. */
function ontoOwnAxis(value: number, axis: ValueAxis, own: { min: number; max: number }): number {
  const span = axis.max - axis.min;
  return span > 0 ? own.min + ((value - axis.min) / span) * (own.max - own.min) : value;
}

/** Display decimals of a series: the chart's, none for an index (the AQI, a whole number). */
function seriesDecimals(shaped: ShapedSeries, chartDecimals: number): number {
  return shaped.definition.index === true ? 0 : chartDecimals;
}

/**
 * The placed minimum and maximum marks of every marked series of the chart, clear of each other and of the
 * drawn lines, on the axes as drawn (`fit`) in `period` (a zoomable chart's plot is lower).
 */
export function chartMarks(
  chart: ShapedChart,
  chartDecimals: number,
  period: WeatherPeriod = 'week',
  fit = false,
): PlacedMark[] {
  const axes = shownAxes(chart, fit);
  const plot = plotGeometry(chart, period, fit);
  const onOwn = (value: number, axisIndex: number) => {
    const axis = axes[axisIndex];
    return axisIndex === 0 || axis === undefined ? value : ontoOwnAxis(value, axis, plot.y);
  };
  const marks: MarkInput[] = [];
  const lines: { at: number; value: number }[] = [];
  chart.series.forEach((shaped, series) => {
    const axis = shaped.axisIndex;
    for (const [at, value] of shaped.points) {
      if (value !== null && shaped.style !== 'bars') lines.push({ at, value: onOwn(value, axis) });
    }
    if (shaped.extremes === null) return;
    const { min, max } = shaped.extremes;
    const decimals = seriesDecimals(shaped, chartDecimals);
    const own = axis === 0 ? {} : { axis };
    marks.push({
      series,
      kind: 'max',
      at: max.at,
      value: onOwn(max.value, axis),
      ...(axis === 0 ? {} : { coordValue: max.value }),
      ...own,
      text: formatNumber(max.value, decimals),
    });
    // Bars stand on 0: their lowest is no mark, their highest is (the heaviest interval).
    if (shaped.style === 'bars') return;
    marks.push({
      series,
      kind: 'min',
      at: min.at,
      value: onOwn(min.value, axis),
      ...(axis === 0 ? {} : { coordValue: min.value }),
      ...own,
      text: formatNumber(min.value, decimals),
      // Rain, rain rate, sunshine and UV at rest are 0: that minimum is marked too (spec §2), but quietly.
      ...(shaped.definition.quietZeroMinimum === true && min.value === 0 ? { quiet: true } : {}),
    });
  });
  return placeMarks(mergeMarks(marks, plot), plot, lines);
}

/**
 * The leader lines of a series' moved marks: from its pin up or down to its label's near edge, in the
 * values of the series' axis (`axis`, on a plot `height` px high).
 */
function leaderLines(marks: readonly PlacedMark[], axis: ValueAxis, height: number) {
  const perPixel = (axis.max - axis.min) / height;
  return marks
    .filter((mark) => mark.moved && mark.quiet !== true)
    .map((mark) => {
      const value = mark.coordValue ?? mark.value;
      const dy = mark.offset[1];
      const direction = Math.sign(dy);
      const from = value - direction * (MARK_SYMBOL_SIZE / 2) * perPixel;
      const to = value - (dy - direction * (LABEL_HEIGHT / 2)) * perPixel;
      return [{ coord: [mark.at, from] }, { coord: [mark.at, to] }];
    });
}

/** The dark theme's texts are light: halos (label outlines) then are dark. */
function haloColor(colors: ThemeColors): string {
  return colors.text === themeColors('dark').text ? '#212529' : '#ffffff';
}

const BAND_OPACITY = 0.22;
/** The running rain total's dashed line. */
const TOTAL_COLOR = '#0b3d66';
/** A quiet mark (a minimum of 0 of a measure at rest): a pale pin and a plain, muted label. */
const QUIET_PIN_OPACITY = 0.45;

/** The series' own pins, at explicit coordinates, and the leader lines of moved ones; nothing without. */
function markPointOf(
  marks: readonly PlacedMark[],
  color: string,
  decimals: number,
  context: ChartOptionContext,
  colors: ThemeColors,
  leaders: { axis: ValueAxis; height: number },
): Record<string, unknown> {
  if (marks.length === 0) return {};
  const halo = haloColor(colors);
  const lines = leaderLines(marks, leaders.axis, leaders.height);
  return {
    ...(lines.length === 0
      ? {}
      : {
          markLine: {
            silent: true,
            symbol: 'none',
            label: { show: false },
            lineStyle: { color: colors.muted, width: 1, type: 'solid' },
            emphasis: { disabled: true },
            data: lines,
          },
        }),
    markPoint: {
      // Explicit coordinates: the pins sit at the true extremes, whatever ECharts samples or buckets.
      data: marks.map((mark) => ({
        name: mark.kind === 'max' ? context.maxLabel : context.minLabel,
        coord: [mark.at, mark.coordValue ?? mark.value],
        value: mark.coordValue ?? mark.value,
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

/** A tooltip's coloured dot before a series' name (ECharts' own only comes with the series it lists). */
function marker(color: string): string {
  return `<span style="display:inline-block;margin-right:4px;border-radius:50%;width:10px;height:10px;background-color:${color};"></span>`;
}

/**
 * The tooltip's text: the station's time (its zone named when the visitor's clock differs), then every
 * series' value at that time, a band's day range after its mean. The values are looked up here, each
 * series at its own nearest point (bars: the interval holding the time), since ECharts lists only the
 * series nearest the pointer.
 */
function tooltipFormatter(
  chart: ShapedChart,
  names: readonly string[],
  context: ChartOptionContext,
): (params: unknown) => string {
  const { timeZone, decimals } = context;
  const crosses = crossesYear(chart.xRange, timeZone);
  const withUnit = (value: number, shaped: ShapedSeries | null) => {
    if (shaped !== null && shaped.definition.index === true) return formatNumber(value, 0);
    const number = formatNumber(value, decimals);
    // The running total in the chart's unit: its name says it is a total.
    const unit = shaped === null ? chart.unit : (chart.axes[shaped.axisIndex]?.unit ?? chart.unit);
    return unit === '' ? number : `${number} ${unit}`;
  };
  // How near the time a point must be to count: within half a bar, or one and a half usual gaps of a line.
  const reach = (points: readonly SeriesPoint[], bars: boolean) =>
    typicalGap(points) * (bars ? 0.5 : 1.5) + 1;
  const lookups = chart.series.map((shaped) => ({
    shaped,
    reach: reach(shaped.points, shaped.style === 'bars'),
  }));
  const totalReach = chart.cumulative === null ? 0 : reach(chart.cumulative.points, true);
  return (params) => {
    const items = readTooltipParams(Array.isArray(params) ? params : [params]);
    const first = items[0];
    const axisValue = typeof first?.axisValue === 'number' ? first.axisValue : null;
    const at = axisValue ?? items.map((item) => timeOf(item.value)).find((value) => value !== null) ?? null;
    if (at === null) return '';
    // The scatter plot's tooltip is its dot's own.
    const only = chart.definition.type === 'scatter' ? chart.series[0] : undefined;
    const lines = lookups.flatMap(({ shaped, reach: within }, index) => {
      if (only !== undefined && shaped !== only) return [];
      const found =
        only !== undefined && first?.dataIndex !== undefined
          ? first.dataIndex
          : nearestIndex(shaped.points, at, within);
      const value = found < 0 ? null : (shaped.points[found]?.[1] ?? null);
      let text = value === null ? '-' : withUnit(value, shaped);
      if (shaped.band !== null && found >= 0) {
        const low = shaped.band.min[found]?.[1] ?? null;
        const high = shaped.band.max[found]?.[1] ?? null;
        if (low !== null && high !== null)
          text += ` (${formatNumber(low, decimals)} – ${formatNumber(high, decimals)})`;
      }
      return [`${marker(shaped.definition.color)}${names[index] ?? ''}: ${text}`];
    });
    if (chart.cumulative !== null) {
      const found = nearestIndex(chart.cumulative.points, at, totalReach);
      const value = found < 0 ? null : (chart.cumulative.points[found]?.[1] ?? null);
      lines.push(
        `${marker(TOTAL_COLOR)}${context.cumulativeLabel ?? ''}: ${value === null ? '-' : withUnit(value, null)}`,
      );
    }
    const style = tooltipStyle(context.period, chart.daily, crosses);
    return `${stationTimeLabel(at, timeZone, style, context.visitorTimeZone)}<br/>${lines.join('<br/>')}`;
  };
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

function timeOf(value: unknown): number | null {
  return Array.isArray(value) && typeof value[0] === 'number' ? value[0] : null;
}

function formatPin(value: unknown, decimals: number): string {
  return typeof value === 'number' ? formatNumber(value, decimals) : '';
}
