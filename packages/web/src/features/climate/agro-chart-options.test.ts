import { describe, expect, it } from 'vitest';
import { themeColors } from '../../lib/theme.ts';
import { buildAgroAnswer } from '../../test/climate-agro.ts';
import { agroChartOptions } from './agro-chart-options.ts';

describe('the chart of a year’s agro figures', () => {
  it('draws each day’s ET0 and the growing degree days summed since 1 January', () => {
    const option = agroChartOptions(buildAgroAnswer(), { et0: 'ET0', growingDegreeDays: 'GDD' });
    const series = option.series as { name: string; data: unknown[] }[];
    expect(series[0]?.data).toEqual([
      ['2026-01-06', null],
      ['2026-07-06', 3.9],
    ]);
    expect(series[1]?.data).toEqual([
      ['2026-01-06', 0],
      ['2026-07-06', 6.9],
    ]);
  });

  it("writes the axes' and the tooltip's numbers as the site does: decimal comma, minus sign", () => {
    const option = agroChartOptions(buildAgroAnswer(), { et0: 'ET0', growingDegreeDays: 'GDD' });
    const axes = option.yAxis as { axisLabel: { formatter: (value: number) => string } }[];
    expect(axes.map((axis) => axis.axisLabel.formatter(-1.5))).toEqual(['\u22121,5', '\u22121,5']);
    const tooltip = option.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(3.94)).toBe('3,9');
  });

  it("draws its texts, axes and grid lines in the theme's colours, light by default; its dates never overlap", () => {
    type Axis = {
      axisLine?: { lineStyle: { color: string } };
      axisLabel: { color: string; hideOverlap?: boolean };
      splitLine?: { show?: boolean; lineStyle?: { color: string } };
    };
    const colours = (option: ReturnType<typeof agroChartOptions>) => {
      const [et0, degrees] = option.yAxis as Axis[];
      const days = option.xAxis as Axis;
      return {
        text: (option.textStyle as { color: string }).color,
        grid: et0?.splitLine?.lineStyle?.color,
        degreesGrid: degrees?.splitLine?.show,
        axis: days.axisLine?.lineStyle.color,
        labels: [days.axisLabel.color, et0?.axisLabel.color, degrees?.axisLabel.color],
        hideOverlap: days.axisLabel.hideOverlap,
      };
    };
    const labels = { et0: 'ET0', growingDegreeDays: 'GDD' };
    const dark = themeColors('dark');
    expect(colours(agroChartOptions(buildAgroAnswer(), labels, dark))).toEqual({
      text: dark.text,
      grid: dark.track,
      degreesGrid: false,
      axis: dark.line,
      labels: [dark.muted, dark.muted, dark.muted],
      hideOverlap: true,
    });
    const light = themeColors('light');
    expect(colours(agroChartOptions(buildAgroAnswer(), labels))).toMatchObject({
      text: light.text,
      grid: light.track,
    });
  });
});
