import { describe, expect, it } from 'vitest';
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
});
