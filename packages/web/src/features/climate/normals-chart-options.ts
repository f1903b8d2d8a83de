import type { ClimateNormalsAnswer } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { chartNumber } from '../../lib/format/number-format.ts';
import { type ThemeColors, themeColors } from '../../lib/theme.ts';
import { climateChartFrame } from './chart-frame.ts';

/** The series' names, in the visitor's language. */
export interface NormalsChartLabels {
  temperature: string;
  temperatureNormal: string;
  rain: string;
  rainNormal: string;
}

/**
 * The chart of a year against its normals: the monthly rain as bars beside the normal's (right axis), the
 * monthly mean temperature as a line with the normal's dashed (left axis); a month without a value is a gap.
 * Its texts, axes and grid lines take the theme's colours (`colors`: climateChartFrame).
 */
export function normalsChartOptions(
  answer: ClimateNormalsAnswer,
  monthNames: readonly string[],
  labels: NormalsChartLabels,
  colors: ThemeColors = themeColors('light'),
): EChartsOption {
  const { unit, months } = answer;
  const frame = climateChartFrame(colors);
  return {
    animation: false,
    textStyle: frame.textStyle,
    // Room above the plot for the legend on two lines (a phone) and the axes' unit names under it.
    grid: { left: 48, right: 48, top: 72, bottom: 32 },
    legend: frame.legend,
    // The site's numbers (decimal comma in German, the minus sign), not ECharts' own ('-3.2').
    tooltip: { trigger: 'axis', valueFormatter: chartNumber },
    xAxis: { type: 'category', data: [...monthNames], ...frame.xAxis },
    yAxis: [
      {
        type: 'value',
        name: unit.temperatureUnit,
        scale: true,
        ...frame.valueAxis,
        splitLine: frame.splitLine,
      },
      { type: 'value', name: unit.rainUnit, splitLine: { show: false }, ...frame.valueAxis },
    ],
    series: [
      {
        type: 'bar',
        name: labels.rain,
        yAxisIndex: 1,
        itemStyle: { color: '#4a90d9' },
        data: months.map((month) => month.actual.rainTotal),
      },
      {
        type: 'bar',
        name: labels.rainNormal,
        yAxisIndex: 1,
        itemStyle: { color: '#b8d3ee' },
        data: months.map((month) => month.normal?.rainTotal ?? null),
      },
      {
        type: 'line',
        name: labels.temperature,
        itemStyle: { color: '#d9534f' },
        connectNulls: false,
        data: months.map((month) => month.actual.temperatureMean),
      },
      {
        type: 'line',
        name: labels.temperatureNormal,
        itemStyle: { color: '#8a6d3b' },
        lineStyle: { type: 'dashed' },
        connectNulls: false,
        data: months.map((month) => month.normal?.temperatureMean ?? null),
      },
    ],
  };
}
