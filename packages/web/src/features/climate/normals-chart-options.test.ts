import { describe, expect, it } from 'vitest';
import { themeColors } from '../../lib/theme.ts';
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

  it("draws its texts, axes and grid lines in the theme's colours: the dark theme's on a dark page, light by default", () => {
    type Axis = {
      axisLine?: { lineStyle: { color: string } };
      axisLabel: { color: string };
      splitLine?: { show?: boolean; lineStyle?: { color: string } };
      nameTextStyle?: { color: string };
    };
    const colours = (option: ReturnType<typeof normalsChartOptions>) => {
      const [temperature, rain] = option.yAxis as Axis[];
      const months = option.xAxis as Axis;
      return {
        text: (option.textStyle as { color: string }).color,
        legend: (option.legend as { textStyle: { color: string } }).textStyle.color,
        grid: temperature?.splitLine?.lineStyle?.color,
        rainGrid: rain?.splitLine?.show,
        axis: months.axisLine?.lineStyle.color,
        labels: [months.axisLabel.color, temperature?.axisLabel.color, rain?.axisLabel.color],
        names: [temperature?.nameTextStyle?.color, rain?.nameTextStyle?.color],
      };
    };
    const dark = themeColors('dark');
    expect(colours(normalsChartOptions(buildNormalsAnswer(), MONTHS, LABELS, dark))).toEqual({
      text: dark.text,
      legend: dark.text,
      grid: dark.track,
      rainGrid: false,
      axis: dark.line,
      labels: [dark.muted, dark.muted, dark.muted],
      names: [dark.muted, dark.muted],
    });
    const light = themeColors('light');
    expect(colours(normalsChartOptions(buildNormalsAnswer(), MONTHS, LABELS))).toMatchObject({
      text: light.text,
      grid: light.track,
      axis: light.line,
    });
  });
});
