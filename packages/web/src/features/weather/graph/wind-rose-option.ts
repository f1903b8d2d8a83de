import type { WindRose } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { decimalsFor, formatNumber } from '../../../lib/format/number-format.ts';
import type { ThemeColors } from '../../../lib/theme.ts';

/**
 * The wind rose's chart: one stacked polar bar per compass point, a colour per Beaufort class (light blue for
 * a breeze to red for force 6 and more), north at the top and the points clockwise; the legend and the calm
 * share are written beside it in the page's markup (they wrap on a phone, a canvas legend does not).
 */

/** A colour per speed class, slowest first (readable on the light and the dark theme). */
export const WIND_ROSE_COLORS = ['#9ecae1', '#4292c6', '#2ca25f', '#fe9929', '#d7301f'] as const;

/** A class's forces as written in its name: '1–2', '3', '6+'. */
export function classForces(speedClass: WindRose['classes'][number]): string {
  if (speedClass.toForce === null) return `${speedClass.fromForce}+`;
  return speedClass.toForce === speedClass.fromForce
    ? String(speedClass.fromForce)
    : `${speedClass.fromForce}–${speedClass.toForce}`;
}

/** The texts a class's name is written from (the visitor's language). */
export interface ClassNameTexts {
  range: (values: { forces: string; from: string; to: string; unit: string }) => string;
  from: (values: { forces: string; from: string; unit: string }) => string;
}

/** Each class's name with its speeds in the answer's unit: 'Bft 3 (12,2–19,8 km/h)', 'Bft 6+ (ab 38,9 km/h)'. */
export function classNames(rose: WindRose, texts: ClassNameTexts): string[] {
  const unit = rose.unit.speedUnit;
  const decimals = decimalsFor(unit);
  return rose.classes.map((speedClass) => {
    const forces = classForces(speedClass);
    const from = formatNumber(speedClass.fromSpeed, decimals);
    return speedClass.toSpeed === null
      ? texts.from({ forces, from, unit })
      : texts.range({ forces, from, to: formatNumber(speedClass.toSpeed, decimals), unit });
  });
}

/** A share as shown: '12,5 %' in German. */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 1)} %`;
}

/** Ring spacings to choose from, percent. */
const RING_STEPS = [1, 2, 2.5, 5, 10, 20, 25, 50] as const;

/**
 * The rings of the rose: the outer one just beyond the longest bar (a direction's classes stacked), at most
 * four rings inside it, on a round step.
 */
export function radiusScale(rose: WindRose): { max: number; interval: number } {
  const longest = Math.max(0, ...rose.directions.map((d) => d.percents.reduce((sum, p) => sum + p, 0)));
  const interval = RING_STEPS.find((step) => longest / step <= 4) ?? 50;
  return { max: Math.max(interval, Math.ceil(longest / interval) * interval), interval };
}

export interface WindRoseOptionTexts {
  /** The 16 compass points from north, in the visitor's language. */
  compassPoints: readonly string[];
  /** One name per class (classNames). */
  classNames: readonly string[];
  colors: ThemeColors;
}

/** The ECharts option of a wind rose (PolarComponent and BarChart, echarts-setup.ts). */
export function windRoseOption(rose: WindRose, texts: WindRoseOptionTexts): EChartsOption {
  const sectorDeg = 360 / Math.max(1, rose.directions.length);
  const scale = radiusScale(rose);
  return {
    animation: false,
    color: [...WIND_ROSE_COLORS],
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (value) => formatPercent(Number(value)),
    },
    polar: { center: ['50%', '50%'], radius: ['7%', '78%'] },
    angleAxis: {
      type: 'category',
      data: [...texts.compassPoints],
      // A category's bar starts at the angle: half a sector before 90° puts north's in the middle at the top.
      startAngle: 90 + sectorDeg / 2,
      clockwise: true,
      axisTick: { show: false },
      axisLine: { lineStyle: { color: texts.colors.line } },
      axisLabel: { color: texts.colors.text, fontSize: 11 },
    },
    radiusAxis: {
      axisLine: { show: false },
      axisTick: { show: false },
      min: 0,
      max: scale.max,
      interval: scale.interval,
      // The rings' shares run up the north spoke: the centre's 0 and the outer ring's (beside NNW) are left out.
      axisLabel: {
        color: texts.colors.muted,
        fontSize: 9,
        formatter: (value: number) => (value <= 0 || value >= scale.max ? '' : formatPercent(value)),
      },
      splitLine: { show: true, lineStyle: { color: texts.colors.track } },
      z: 10,
    },
    series: rose.classes.map((_, index) => ({
      type: 'bar',
      coordinateSystem: 'polar',
      stack: 'wind',
      name: texts.classNames[index] ?? '',
      data: rose.directions.map((direction) => direction.percents[index] ?? 0),
      barCategoryGap: '6%',
      emphasis: { focus: 'series' },
    })),
  };
}
