import {
  GRAPH_EXTREME_SERIES,
  type GraphData,
  type GraphExtremeSeries,
  type WeatherDataUnit,
} from '@meteodeck/contract';
import { convertFromCanonical, UNIT_DISPLAY_DECIMALS, type UnitSymbol } from '@meteodeck/weather';
import {
  type ChartDefinition,
  type ChartSeriesDefinition,
  chartUnit,
  type GraphMeasure,
} from './chart-definitions.ts';

/**
 * Shapes a graph answer into what one chart draws: time/value pairs per series (null where the station sent
 * nothing, so the line breaks instead of inventing values), the true extremes of each marked series, the
 * y range, and whether the chart has data at all.
 */

/** A point of a series: epoch ms and the value, null for a gap. */
export type SeriesPoint = [number, number | null];

/** Where a true extreme was: epoch ms and value. */
export interface ExtremePoint {
  at: number;
  value: number;
}

export interface ShapedSeries {
  definition: ChartSeriesDefinition;
  points: SeriesPoint[];
  /** True min and max of the whole series (server's for the measures it reports), null when not marked or no data. */
  extremes: { min: ExtremePoint; max: ExtremePoint } | null;
}

export interface ShapedChart {
  definition: ChartDefinition;
  series: ShapedSeries[];
  yRange: { min: number; max: number };
  /** Distance between y-axis ticks that divides the range evenly, null to let ECharts choose. */
  yInterval: number | null;
  unit: string;
  /** False: the page shows the chart's no-data message instead of the chart. */
  hasData: boolean;
  /** The x range in epoch ms (the period's bounds), null when the answer has none. */
  xRange: { min: number; max: number } | null;
}

function isExtremeSeries(measure: GraphMeasure): measure is GraphExtremeSeries {
  return GRAPH_EXTREME_SERIES.some((name) => name === measure);
}

/** Time/value pairs of one measure, in the answer's order; unreadable times are left out. */
export function seriesPoints(graph: GraphData, measure: GraphMeasure): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  for (const point of graph.datas) {
    const at = Date.parse(point.receivedAt);
    if (!Number.isNaN(at)) points.push([at, point[measure]]);
  }
  return points;
}

/** Lowest and highest non-null values of a series, the earliest occurrence of each; null when all are null. */
export function computeExtremes(
  points: readonly SeriesPoint[],
): { min: ExtremePoint; max: ExtremePoint } | null {
  let min: ExtremePoint | null = null;
  let max: ExtremePoint | null = null;
  for (const [at, value] of points) {
    if (value === null) continue;
    if (min === null || value < min.value) min = { at, value };
    if (max === null || value > max.value) max = { at, value };
  }
  return min === null || max === null ? null : { min, max };
}

/**
 * The true extremes of a measure: the server's (computed on raw readings, where bucket means would hide
 * them) when it reports that measure, else computed on the full series here. Never from a down-sampled
 * series (ECharts' markPoint type 'max' would be, with sampling on).
 */
export function trueExtremes(
  graph: GraphData,
  measure: GraphMeasure,
  points: readonly SeriesPoint[],
): { min: ExtremePoint; max: ExtremePoint } | null {
  if (isExtremeSeries(measure)) {
    const extreme = graph.extremes[measure];
    if (extreme === null) return computeExtremes(points);
    const minAt = Date.parse(extreme.min.receivedAt);
    const maxAt = Date.parse(extreme.max.receivedAt);
    if (Number.isNaN(minAt) || Number.isNaN(maxAt)) return computeExtremes(points);
    return { min: { at: minAt, value: extreme.min.value }, max: { at: maxAt, value: extreme.max.value } };
  }
  return computeExtremes(points);
}

/** True when the series is non-empty and no point lacks its value (the leaf, soil and PM charts' rule). */
export function everyPointPresent(points: readonly SeriesPoint[]): boolean {
  return points.length > 0 && points.every(([, value]) => value !== null);
}

function unitSymbolOf(definition: ChartDefinition, unit: WeatherDataUnit): UnitSymbol | null {
  switch (definition.dimension) {
    case 'temperature':
      return unit.temperatureUnit;
    case 'pressure':
      return unit.pressureUnit;
    case 'rain':
      return unit.rainUnit;
    case 'speed':
      return unit.speedUnit;
    case 'fixed':
      return null;
  }
}

/** A step that gives round axis bounds for a span: 10 for a span of 100, 0.1 for 1.5. */
function roundingStep(span: number): number {
  return span > 0 ? 10 ** (Math.floor(Math.log10(span)) - 1) : 1;
}

/**
 * The y range of a chart: the spec's range converted to the station's unit, widened to every value and
 * extreme of the data (real data is never clipped), with bounds rounded outward to a round step.
 */
export function chartYRange(
  definition: ChartDefinition,
  unit: WeatherDataUnit,
  series: readonly ShapedSeries[],
): { min: number; max: number } {
  const symbol = unitSymbolOf(definition, unit);
  const convert = (value: number) => (symbol === null ? value : convertFromCanonical(value, symbol));
  let min = convert(definition.range.min);
  let max = convert(definition.range.max);
  for (const shaped of series) {
    for (const [, value] of shaped.points) {
      if (value === null) continue;
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
    if (shaped.extremes !== null) {
      min = Math.min(min, shaped.extremes.min.value);
      max = Math.max(max, shaped.extremes.max.value);
    }
  }
  const step = roundingStep(max - min);
  // Rounding in whole steps, then trimming binary noise (29.200000000000003) to the step's decimals.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const trim = (value: number) => Number(value.toFixed(decimals));
  return { min: trim(Math.floor(min / step + 1e-9) * step), max: trim(Math.ceil(max / step - 1e-9) * step) };
}

/**
 * A round tick distance (1, 2, 2.5 or 5 × 10^k) that divides the y range into at most eight steps (twelve
 * if nothing rounder fits), so the axis shows -5, 0, 5 … 35 rather than -5, 0, 10 … 30, 35. Null when no
 * round distance divides the range.
 */
export function chartYInterval(range: { min: number; max: number }): number | null {
  const span = range.max - range.min;
  if (!(span > 0)) return null;
  const base = 10 ** Math.floor(Math.log10(span / 12));
  const candidates = [1, 2, 2.5, 5, 10, 20, 25, 50, 100].map((factor) => factor * base);
  const divides = (step: number) => Math.abs(span / step - Math.round(span / step)) < 1e-6;
  for (const maxSteps of [8, 12]) {
    const found = candidates.find((step) => span / step <= maxSteps + 1e-9 && divides(step));
    if (found !== undefined) return Number(found.toPrecision(6));
  }
  return null;
}

/** Display decimals of a chart's values (tooltips and pins): the unit's, one for UV and indices. */
export function chartDecimals(definition: ChartDefinition, unit: WeatherDataUnit): number {
  const symbol = unitSymbolOf(definition, unit);
  if (symbol !== null) return UNIT_DISPLAY_DECIMALS[symbol];
  if (definition.id === 'uv' || definition.id === 'airQuality') return 1;
  return 0;
}

/** Everything one chart needs from a graph answer. */
export function shapeChart(definition: ChartDefinition, graph: GraphData): ShapedChart {
  const series: ShapedSeries[] = definition.series.map((seriesDefinition) => {
    const points = seriesPoints(graph, seriesDefinition.measure);
    return {
      definition: seriesDefinition,
      points,
      extremes: seriesDefinition.markExtremes ? trueExtremes(graph, seriesDefinition.measure, points) : null,
    };
  });
  const first = series[0];
  const hasData = definition.requireEveryPoint
    ? first !== undefined && everyPointPresent(first.points)
    : series.some((shaped) => shaped.points.some(([, value]) => value !== null));
  const from = graph.from === null ? Number.NaN : Date.parse(graph.from);
  const to = graph.to === null ? Number.NaN : Date.parse(graph.to);
  const yRange = chartYRange(definition, graph.unit, series);
  return {
    definition,
    series,
    yRange,
    // Compass quarters for the wind direction; round ticks for the rest.
    yInterval: definition.id === 'windDirection' ? 90 : chartYInterval(yRange),
    unit: chartUnit(definition, graph.unit),
    hasData,
    xRange: Number.isNaN(from) || Number.isNaN(to) || to <= from ? null : { min: from, max: to },
  };
}
