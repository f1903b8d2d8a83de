import { describe, expect, it } from 'vitest';
import { buildNormalsAnswer } from '../../test/climate-normals.ts';
import { normalsChartOptions } from './normals-chart-options.ts';

const LABELS = { temperature: 'T', temperatureNormal: 'Tn', rain: 'R', rainNormal: 'Rn' };
const MONTHS = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];

describe('the chart of a year against its normals', () => {
  it('draws the rain beside its normal and the mean temperature beside its normal, gaps where missing', () => {
    const option = normalsChartOptions(buildNormalsAnswer(), MONTHS, LABELS);
    const series = option.series as { name: string; type: string; yAxisIndex?: number; data: unknown[] }[];
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex ?? 0])).toEqual([
      ['R', 'bar', 1],
      ['Rn', 'bar', 1],
      ['T', 'line', 0],
      ['Tn', 'line', 0],
    ]);
    expect(series[0]?.data.slice(0, 7)).toEqual([0.3, null, null, null, null, null, 5]);
    expect(series[1]?.data[6]).toBe(60);
    expect(series[2]?.data[6]).toBe(23.6);
    expect(series[3]?.data.slice(0, 2)).toEqual([0.5, null]);
  });

  it("writes the axes' and the tooltip's numbers as the site does: decimal comma, minus sign", () => {
    const option = normalsChartOptions(buildNormalsAnswer(), MONTHS, LABELS);
    const axes = option.yAxis as { axisLabel: { formatter: (value: number) => string } }[];
    expect(axes.map((axis) => axis.axisLabel.formatter(-2.5))).toEqual(['\u22122,5', '\u22122,5']);
    expect(axes[0]?.axisLabel.formatter(10)).toBe('10');
    const tooltip = option.tooltip as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(-3.24)).toBe('\u22123,2');
    expect(tooltip.valueFormatter(null)).toBe('-');
  });
});
