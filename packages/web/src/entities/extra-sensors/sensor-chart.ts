/**
 * The graph page's charts of the extra sensors: one per group and unit shown (a group mixing °C and % gets
 * one chart of each), each sensor a series under the owner's name, its buckets' means in the page's units
 * with a gap where buckets are missing, and min/max marks from the whole local days inside the window. No
 * ECharts runtime here (types only): the chart chunk stays lazy.
 */
import type { SensorSeries, SensorSeriesLine } from '@meteodeck/contract';
import { periodBoundsOfDate } from '@meteodeck/weather';
import type { EChartsOption } from 'echarts';
import { formatInstant, type InstantStyle } from '../../lib/format/date-format.ts';
import { formatNumber, formatTick } from '../../lib/format/number-format.ts';
import type { ThemeColors } from '../../lib/theme.ts';
import {
  groupSensors,
  type SensorGroup,
  type ShownUnits,
  sensorUnitText,
  toShownUnit,
} from './sensor-format.ts';

/** A chart's line: its name, points [epoch ms, value or null for a gap] and extremes in the unit shown. */
export interface SensorChartLine {
  key: string;
  name: string;
  points: [number, number | null][];
  min: { at: number; value: number } | null;
  max: { at: number; value: number } | null;
}

export interface SensorChart {
  id: string;
  group: SensorGroup;
  unit: string;
  lines: SensorChartLine[];
}

/** The extremes of the days wholly inside [fromMs, toMs) (a rolling window's first and last are not). */
function wholeDayExtremes(
  line: SensorSeriesLine,
  fromMs: number,
  toMs: number,
  timeZone: string,
): Pick<SensorChartLine, 'min' | 'max'> {
  let min: { at: number; value: number } | null = null;
  let max: { at: number; value: number } | null = null;
  for (const day of line.days) {
    const bounds = periodBoundsOfDate('day', day.day, timeZone);
    if (bounds.startMs < fromMs || bounds.endMs > toMs) continue;
    if (min === null || day.min < min.value) min = { at: Date.parse(day.minAt), value: day.min };
    if (max === null || day.max > max.value) max = { at: Date.parse(day.maxAt), value: day.max };
  }
  return { min, max };
}

/** The charts of a series answer for the window [fromMs, toMs), in the page's units. */
export function sensorCharts(
  series: SensorSeries,
  window: { fromMs: number; toMs: number; timeZone: string },
  units: ShownUnits | undefined,
  label: (sensor: SensorSeriesLine) => string,
): SensorChart[] {
  const bucketMs = series.bucketMinutes * 60_000;
  const charts: SensorChart[] = [];
  // The last strike's instant is no level to draw.
  const drawable = series.sensors.filter((sensor) => sensor.unit !== 'epochMs');
  for (const [group, sensors] of groupSensors(drawable)) {
    const byUnit = new Map<string, SensorChartLine[]>();
    for (const sensor of sensors) {
      const shown = (value: number) => toShownUnit(sensor, value, units);
      const points: [number, number | null][] = [];
      let previous: number | null = null;
      for (const point of series.sensors.find((s) => s.key === sensor.key)?.points ?? []) {
        const at = Date.parse(point.at);
        if (at + bucketMs <= window.fromMs || at >= window.toMs) continue;
        // More than two buckets without a value: a gap, not a line across it.
        if (previous !== null && at - previous > 2 * bucketMs) points.push([previous + bucketMs, null]);
        points.push([at, shown(point.mean)]);
        previous = at;
      }
      if (points.length === 0) continue;
      const extremes = wholeDayExtremes(sensor, window.fromMs, window.toMs, window.timeZone);
      const unit = sensorUnitText(sensor, units);
      const list = byUnit.get(unit) ?? [];
      byUnit.set(unit, list);
      list.push({
        key: sensor.key,
        name: label(sensor),
        points,
        min: extremes.min === null ? null : { at: extremes.min.at, value: shown(extremes.min.value) },
        max: extremes.max === null ? null : { at: extremes.max.at, value: shown(extremes.max.value) },
      });
    }
    for (const [unit, lines] of byUnit) charts.push({ id: `${group}-${unit}`, group, unit, lines });
  }
  return charts;
}

const PALETTE = ['#1f6fb2', '#c8610b', '#2e7d32', '#6f42c1', '#c62828', '#00796b', '#8d6e00', '#ad1457'];

function decimalsFor(unit: string): number {
  if (unit === '%' || unit === 'ppm' || unit === '') return 0;
  return unit === 'in' || unit === 'in/h' ? 2 : 1;
}

/** The ECharts option of one sensor chart: the station's local time on the axis and in the tooltip. */
export function sensorChartOption(
  chart: SensorChart,
  context: {
    fromMs: number;
    toMs: number;
    timeZone: string;
    axisStyle: InstantStyle;
    minLabel: string;
    maxLabel: string;
    colors: ThemeColors;
    /** A leak's states in words (0: dry, 1: water detected). */
    leakTexts: { dry: string; wet: string };
  },
): EChartsOption {
  const decimals = decimalsFor(chart.unit);
  const leak = chart.group === 'leak';
  const withUnit = (value: number) => {
    if (leak) return value >= 0.5 ? context.leakTexts.wet : context.leakTexts.dry;
    return chart.unit === ''
      ? formatNumber(value, decimals)
      : `${formatNumber(value, decimals)} ${chart.unit}`;
  };
  const mark = (point: { at: number; value: number } | null, name: string) =>
    point === null ? [] : [{ name, coord: [point.at, point.value], value: withUnit(point.value) }];
  return {
    animation: false,
    color: PALETTE,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll', textStyle: { color: context.colors.text } },
    tooltip: {
      trigger: 'axis',
      // Inside the chart's box: on a phone it never opens beyond the screen's edge.
      confine: true,
      valueFormatter: (value) => (typeof value === 'number' ? withUnit(value) : '-'),
      axisPointer: {
        label: { formatter: ({ value }) => formatInstant(Number(value), context.timeZone, 'dateTime') },
      },
    },
    xAxis: {
      type: 'time',
      min: context.fromMs,
      max: context.toMs,
      axisLabel: {
        color: context.colors.muted,
        hideOverlap: true,
        formatter: (value: number) => formatInstant(value, context.timeZone, context.axisStyle),
      },
      axisLine: { lineStyle: { color: context.colors.line } },
    },
    yAxis: {
      type: 'value',
      // A leak is dry or wet: two levels, named.
      ...(leak ? { min: 0, max: 1, interval: 1 } : { scale: true }),
      axisLabel: {
        color: context.colors.muted,
        formatter: (value: number) => (leak ? withUnit(value) : formatTick(value, decimals)),
      },
      splitLine: { lineStyle: { color: context.colors.track } },
    },
    series: chart.lines.map((line) => ({
      type: 'line',
      name: line.name,
      ...(leak ? { step: 'end' as const } : {}),
      showSymbol: false,
      connectNulls: false,
      data: line.points,
      markPoint: {
        symbolSize: 36,
        label: { fontSize: 10 },
        data: [...mark(line.max, context.maxLabel), ...mark(line.min, context.minLabel)],
      },
    })),
  };
}
