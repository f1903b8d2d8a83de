import type { WeatherPeriod } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { formatInstant, type InstantStyle } from '../../../lib/format/date-format.ts';
import { DECIMAL_SEPARATOR, formatNumber } from '../../../lib/format/number-format.ts';
import { type ThemeColors, themeColors } from '../../../lib/theme.ts';
import type { ShapedChart } from './chart-series.ts';

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
}

/**
 * Axis label style for a period: hours for a day, day and month for a week and a month, month and year for a
 * year (its window starts in the year before), full dates for records.
 */
export function axisLabelStyle(period: WeatherPeriod): InstantStyle {
  switch (period) {
    case 'day':
      return 'time';
    case 'week':
    case 'month':
      return 'dayMonth';
    case 'year':
      return 'monthYear';
    case 'record':
      return 'date';
  }
}

function tooltipStyle(period: WeatherPeriod): InstantStyle {
  return period === 'record' ? 'date' : 'dayMonthTime';
}

interface TooltipParam {
  seriesName?: string;
  marker?: unknown;
  value?: unknown;
}

function readTooltipParams(params: unknown): TooltipParam[] {
  return Array.isArray(params) ? params.filter((item): item is TooltipParam => typeof item === 'object') : [];
}

/** The ECharts option of a chart: time x axis over the period, the spec's y range, true-extreme pins. */
export function buildChartOption(chart: ShapedChart, context: ChartOptionContext): EChartsOption {
  const { timeZone, decimals } = context;
  const withUnit = (value: number) => {
    const number = formatNumber(value, decimals);
    return chart.unit === '' ? number : `${number} ${chart.unit}`;
  };
  const multiple = chart.series.length > 1;
  const colors = context.colors ?? themeColors('light');
  return {
    animation: false,
    textStyle: { color: colors.text },
    grid: { left: 8, right: 16, top: multiple ? 48 : 24, bottom: 8, containLabel: true },
    ...(multiple
      ? {
          legend: {
            top: 0,
            data: chart.series.map((_, index) => context.seriesNames[index] ?? ''),
            textStyle: { color: colors.text },
          },
        }
      : {}),
    tooltip: {
      trigger: chart.definition.type === 'scatter' ? 'item' : 'axis',
      formatter: (params: unknown) => {
        const items = readTooltipParams(Array.isArray(params) ? params : [params]);
        const first = items[0];
        const firstValue = Array.isArray(first?.value) ? first.value : [];
        const at = typeof firstValue[0] === 'number' ? firstValue[0] : null;
        const lines = items.map((item) => {
          const pair = Array.isArray(item.value) ? item.value : [];
          const value = typeof pair[1] === 'number' ? withUnit(pair[1]) : '-';
          return `${typeof item.marker === 'string' ? item.marker : ''}${item.seriesName ?? ''}: ${value}`;
        });
        const title = at === null ? '' : `${formatInstant(at, timeZone, tooltipStyle(context.period))}<br/>`;
        return `${title}${lines.join('<br/>')}`;
      },
    },
    xAxis: {
      type: 'time',
      // At the bottom of the grid, not at y = 0 across a temperature chart.
      axisLine: { onZero: false, lineStyle: { color: colors.line } },
      ...(chart.xRange === null ? {} : { min: chart.xRange.min, max: chart.xRange.max }),
      axisLabel: {
        hideOverlap: true,
        color: colors.muted,
        formatter: (value: number) => formatInstant(value, timeZone, axisLabelStyle(context.period)),
      },
    },
    yAxis: {
      type: 'value',
      min: chart.yRange.min,
      max: chart.yRange.max,
      name: chart.unit,
      // Plain numbers: ECharts' default groups thousands with a comma ('1,020 hPa'), wrong in German.
      axisLabel: {
        color: colors.muted,
        formatter: (value: number) => String(Number(value.toFixed(4))).replace('.', DECIMAL_SEPARATOR),
      },
      splitLine: { lineStyle: { color: colors.track } },
      nameTextStyle: { align: 'left', color: colors.muted },
      ...(chart.yInterval === null ? {} : { interval: chart.yInterval }),
    },
    series: chart.series.map((shaped, index) => ({
      type: chart.definition.type,
      name: context.seriesNames[index] ?? shaped.definition.measure,
      data: shaped.points,
      color: shaped.definition.color,
      // The first series is the chart's subject (temperature over wind chill and dew point): drawn on top.
      z: 2 + chart.series.length - index,
      ...(chart.definition.type === 'line'
        ? { showSymbol: false, connectNulls: false, lineStyle: { width: 2 } }
        : { symbolSize: 5 }),
      ...(shaped.extremes === null
        ? {}
        : {
            markPoint: {
              // Explicit coordinates: the pins sit at the true extremes, whatever ECharts samples or buckets.
              data: [
                {
                  name: context.maxLabel,
                  coord: [shaped.extremes.max.at, shaped.extremes.max.value],
                  value: shaped.extremes.max.value,
                },
                {
                  name: context.minLabel,
                  coord: [shaped.extremes.min.at, shaped.extremes.min.value],
                  value: shaped.extremes.min.value,
                  symbolRotate: 180,
                  label: { offset: [0, 8] },
                },
              ],
              symbolSize: 44,
              label: {
                formatter: (param: { value?: unknown }) => formatPin(param.value, decimals),
                fontSize: 10,
              },
            },
          }),
    })),
  };
}

function formatPin(value: unknown, decimals: number): string {
  return typeof value === 'number' ? formatNumber(value, decimals) : '';
}
