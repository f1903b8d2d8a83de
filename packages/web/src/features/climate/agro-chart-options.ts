import type { AgroAnswer } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { chartNumber } from '../../lib/format/number-format.ts';
import { type ThemeColors, themeColors } from '../../lib/theme.ts';
import { climateChartFrame } from './chart-frame.ts';

/** The series' names, in the visitor's language. */
export interface AgroChartLabels {
  et0: string;
  growingDegreeDays: string;
}

/**
 * The chart of a year's days: each day's reference evapotranspiration as a bar (left axis) and the growing
 * degree days summed since 1 January as a line (right axis); a day without a value is a gap. Its texts, axes
 * and grid lines take the theme's colours (`colors`: climateChartFrame).
 */
export function agroChartOptions(
  answer: AgroAnswer,
  labels: AgroChartLabels,
  colors: ThemeColors = themeColors('light'),
): EChartsOption {
  let running = 0;
  const accumulated = answer.days.map((day) => {
    if (day.growingDegrees !== null) running += day.growingDegrees;
    return [day.day, Math.round(running * 10) / 10];
  });
  const frame = climateChartFrame(colors);
  return {
    animation: false,
    textStyle: frame.textStyle,
    // Room above the plot for the legend (two lines on a phone) and the axes' unit names under it.
    grid: { left: 48, right: 56, top: 72, bottom: 32 },
    legend: frame.legend,
    // The site's numbers (decimal comma in German, the minus sign), not ECharts' own ('-3.2').
    tooltip: { trigger: 'axis', valueFormatter: chartNumber },
    xAxis: { type: 'time', ...frame.xAxis, axisLabel: { ...frame.xAxis.axisLabel, hideOverlap: true } },
    yAxis: [
      { type: 'value', name: answer.unit.rainUnit, ...frame.valueAxis, splitLine: frame.splitLine },
      { type: 'value', name: answer.unit.temperatureUnit, splitLine: { show: false }, ...frame.valueAxis },
    ],
    series: [
      {
        type: 'bar',
        name: labels.et0,
        itemStyle: { color: '#5aa469' },
        data: answer.days.map((day) => [day.day, day.et0]),
      },
      {
        type: 'line',
        name: labels.growingDegreeDays,
        yAxisIndex: 1,
        showSymbol: false,
        itemStyle: { color: '#c77c02' },
        data: accumulated,
      },
    ],
  };
}
