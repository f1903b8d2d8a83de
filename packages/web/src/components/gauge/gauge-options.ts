import type { GaugeSeriesOption } from 'echarts/charts';
import { formatTick } from '../../lib/format/number-format.ts';
import { type ThemeColors, themeColors } from '../../lib/theme.ts';

/** What one gauge shows; see {@link gaugeSeries}. */
export interface GaugeSpec {
  /** The reading, or null when the station sent none (the needle rests at the minimum, the text says '-'). */
  value: number | null;
  min: number;
  max: number;
  /** The value as text with its unit, e.g. '2.4 mm/h'; shown under the dial. */
  valueText: string;
  /**
   * A round dial (wind direction: 0° at the top, clockwise, one tick per compass point) labelled with these
   * 16 names instead of numbers.
   */
  compassPoints?: readonly string[];
}

const PROGRESS_COLOR = '#0d6efd';
/** The scale's labels: 12 px, readable on a phone. */
export const LABEL_FONT_SIZE = 12;
/** How far outside the ring the compass' labels stand, px (ECharts counts a negative distance outwards). */
const LABEL_OUTSIDE = 14;
/** Width of one character of a scale label at 12 px, px (digits and the decimal comma), and the gap to the ring. */
const LABEL_CHAR_WIDTH = 7;
const LABEL_GAP = 4;
/** The split lines' length and their distance from the ring, px: ECharts puts the labels beyond both. */
const SPLIT_LINE_LENGTH = 6;
const SPLIT_LINE_DISTANCE = 2;

/**
 * Half the narrowest canvas a dial gets, px: two dials side by side on a 360 px phone. A radius in percent is
 * a share of half the canvas' smaller side.
 */
const NARROWEST_HALF_WIDTH = 75;

/** The scale's labels of an arc dial: its round ticks from `min` to `max`. */
export function scaleLabels(min: number, max: number): string[] {
  const splits = scaleSplits(max - min);
  return Array.from({ length: splits + 1 }, (_, index) =>
    formatTick(min + (index * (max - min)) / splits, 2),
  );
}

/**
 * The labels' distance for an arc dial, centred on their places: half the widest label and a gap outside the
 * ring, so that no label lies on the ring or its blue band (ECharts aligns an unrotated label towards the
 * centre, as for labels inside the ring: outside it, '10' of a 0-60 dial then reached back over the band).
 */
function arcLabelDistance(labels: readonly string[]): number {
  return -(widestLabel(labels) / 2 + LABEL_GAP + SPLIT_LINE_LENGTH + SPLIT_LINE_DISTANCE);
}

function widestLabel(labels: readonly string[]): number {
  return Math.max(...labels.map((label) => label.length)) * LABEL_CHAR_WIDTH;
}

/**
 * The ring's radius of an arc dial: what the narrowest canvas leaves once the widest label stands beside the
 * ring (a 0-1500 dial is smaller than a 0-60 one, and none of its labels is cut at the canvas' edge).
 */
function arcRadius(labels: readonly string[]): string {
  const room = NARROWEST_HALF_WIDTH - 1 - LABEL_GAP - widestLabel(labels);
  return `${Math.min(78, Math.floor((100 * room) / NARROWEST_HALF_WIDTH))}%`;
}

/** How many intervals divide a span into round steps: six where it divides by six (60, 30, 900), else five. */
export function scaleSplits(span: number): number {
  return span % 6 === 0 ? 6 : 5;
}

/**
 * The ECharts gauge series of one dial: a 240° arc from `min` to `max` with a progress band, or a full compass
 * rose when `compassPoints` is given. Values beyond the range pin the needle at the end; the text in the dial
 * still tells the true value. Pure, so it is tested without a canvas. `colors`: the theme's (light by default).
 */
export function gaugeSeries(spec: GaugeSpec, colors: ThemeColors = themeColors('light')): GaugeSeriesOption {
  const needle = spec.value === null ? spec.min : Math.min(spec.max, Math.max(spec.min, spec.value));
  const common: GaugeSeriesOption = {
    type: 'gauge',
    min: spec.min,
    max: spec.max,
    // The scale's labels stand outside the ring and the needle stays inside it: it never crosses a label.
    radius: spec.compassPoints === undefined ? '78%' : '74%',
    center: ['50%', spec.compassPoints === undefined ? '57%' : '50%'],
    pointer: { width: 4, length: '70%', itemStyle: { color: colors.muted } },
    anchor: { show: true, size: 8, itemStyle: { color: colors.muted } },
    title: { show: false },
    // The value is written under the dial in HTML (crisp, never on top of the needle or the compass labels).
    detail: { show: false },
    data: [{ value: needle }],
    animationDuration: 600,
  };
  const points = spec.compassPoints;
  if (points !== undefined) {
    return {
      ...common,
      startAngle: 90,
      endAngle: -270,
      splitNumber: points.length,
      axisLine: { lineStyle: { width: 6, color: [[1, colors.track]] } },
      axisTick: { show: false },
      splitLine: { length: 6, distance: 0, lineStyle: { color: colors.line, width: 1 } },
      axisLabel: {
        distance: -LABEL_OUTSIDE,
        fontSize: LABEL_FONT_SIZE,
        color: colors.muted,
        // Eight of the sixteen points are named (N, NO, O…): at 12 px sixteen would touch. 360° coincides
        // with 0° on a full circle: labelled once, as north.
        formatter: (tick: number) => {
          const index = Math.round((tick / spec.max) * points.length);
          return tick >= spec.max || index % 2 === 1 ? '' : (points[index] ?? '');
        },
      },
      pointer: { width: 5, length: '80%', icon: 'triangle', itemStyle: { color: '#dc3545' } },
    };
  }
  const labels = scaleLabels(spec.min, spec.max);
  return {
    ...common,
    radius: arcRadius(labels),
    startAngle: 210,
    endAngle: -30,
    // Round ticks: 0-60 in tens, 0-25 in fives, 0-1500 in 250s.
    splitNumber: scaleSplits(spec.max - spec.min),
    progress: { show: true, width: 10, itemStyle: { color: PROGRESS_COLOR } },
    axisLine: { lineStyle: { width: 10, color: [[1, colors.track]] } },
    axisTick: { show: false },
    splitLine: {
      length: SPLIT_LINE_LENGTH,
      distance: SPLIT_LINE_DISTANCE,
      lineStyle: { color: colors.line, width: 1 },
    },
    axisLabel: {
      distance: arcLabelDistance(labels),
      // Any rotation makes ECharts centre each label on its place; this one is too small to see.
      rotate: 0.001,
      fontSize: LABEL_FONT_SIZE,
      color: colors.muted,
      // Dials in inches end at 2.5 or 5: their ticks keep a decimal ('0,5').
      formatter: (tick: number) => formatTick(tick, 2),
    },
  };
}
