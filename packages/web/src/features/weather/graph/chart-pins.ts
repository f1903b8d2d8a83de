import type { WeatherPeriod } from '@meteodeck/contract';
import { formatNumber } from '../../../lib/format/number-format.ts';
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
import type { ChartOptionContext } from './chart-options.ts';
import type { ShapedChart, ShapedSeries } from './chart-series.ts';

/**
 * A chart's min and max pins as ECharts draws them: the grid's margins they are placed in, the marks of every
 * marked series (on its own axis, moved onto the chart's for placing, chart-marks.ts), their labels and the
 * leader lines of moved ones.
 */

/** Periods whose charts can be zoomed (a slider under the time axis): a month and longer. */
export function zoomable(period: WeatherPeriod): boolean {
  return period === 'month' || period === 'year' || period === 'record';
}

/** Grid margins, px: room for the legend of several series at the top. */
export function gridTop(multiple: boolean): number {
  return multiple ? 48 : 28;
}
export const GRID_BOTTOM = 8;
/** Room for the zoom slider under the time axis' labels, px. */
export const ZOOM_BOTTOM = 40;
/** Height of the time axis' labels under the plot, px. */
const X_LABELS_HEIGHT = 22;
/** How far each further side axis sits right of the one before, px. */
export const SIDE_AXIS_STEP = 44;

/** The axes drawn: the default ranges, or the data's own when fitted. */
export function shownAxes(chart: ShapedChart, fit: boolean): ValueAxis[] {
  return chart.axes.map((axis) => (fit ? axis.fitted : axis.axis));
}

/**
 * The plot a chart's marks are placed on: the narrowest a phone gives (less the side axes' labels), the
 * chart's height less its margins, the chart's own axis.
 */
export function plotGeometry(chart: ShapedChart, period: WeatherPeriod, fit: boolean): PlotGeometry {
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
export function seriesDecimals(shaped: ShapedSeries, chartDecimals: number): number {
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

export const BAND_OPACITY = 0.22;
/** A quiet mark (a minimum of 0 of a measure at rest): a pale pin and a plain, muted label. */
const QUIET_PIN_OPACITY = 0.45;

/** The series' own pins, at explicit coordinates, and the leader lines of moved ones; nothing without. */
export function markPointOf(
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

function formatPin(value: unknown, decimals: number): string {
  return typeof value === 'number' ? formatNumber(value, decimals) : '';
}
