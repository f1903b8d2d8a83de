import { chartTick } from '../../lib/format/number-format.ts';
import type { ThemeColors } from '../../lib/theme.ts';

/**
 * The climate page's charts' frame in the theme's colours (lib/theme.ts), as the graph page's charts have
 * theirs: texts and legend, axis lines and labels, the axes' unit names and the grid lines. ECharts' own
 * colours are for a light page; its grey texts hardly read on the dark one.
 */
export function climateChartFrame(colors: ThemeColors) {
  const axisLine = { lineStyle: { color: colors.line } };
  return {
    textStyle: { color: colors.text },
    legend: { top: 0, textStyle: { color: colors.text } },
    /** The category or time axis's line, ticks and labels. */
    xAxis: { axisLine, axisTick: axisLine, axisLabel: { color: colors.muted } },
    /** A value axis: its unit's name and its labels, in the site's numbers. */
    valueAxis: {
      nameTextStyle: { color: colors.muted },
      axisLabel: { color: colors.muted, formatter: chartTick },
    },
    /** The grid lines, of the first value axis: the theme's track (light: #dee2e6; ECharts' own #e0e6f1). */
    splitLine: { lineStyle: { color: colors.track } },
  };
}
