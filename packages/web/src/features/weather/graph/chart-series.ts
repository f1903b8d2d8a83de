import {
  GRAPH_EXTREME_SERIES,
  type GraphData,
  type GraphDay,
  type GraphExtremeSeries,
  type WeatherDataUnit,
} from '@meteodeck/contract';
import { convertFromCanonical, UNIT_DISPLAY_DECIMALS, type UnitSymbol } from '@meteodeck/weather';
import { rainBars, rainIntervalOf } from '../../../entities/weather-data/index.ts';
import { axisOver, niceAxis, type ValueAxis, valueSpan } from './chart-axis.ts';
import {
  type ChartDefinition,
  type ChartSeriesDefinition,
  chartUnit,
  type DailyStyle,
  type GraphMeasure,
  type SideAxis,
  sideAxisUnit,
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
  /** Index of its axis in the chart's `axes` (0: the chart's own). */
  axisIndex: number;
  /** How it is drawn: the chart's line or scatter, or (year and record) a daily band, line or bars. */
  style: 'line' | 'scatter' | DailyStyle;
  /** The drawn values: the points, or per day the mean ('band', 'mean'), the maximum or the total. */
  points: SeriesPoint[];
  /** 'band' only: each day's minimum and maximum, at the times of `points`. */
  band: { min: SeriesPoint[]; max: SeriesPoint[] } | null;
  /** True min and max of the whole series (server's for the measures it reports), null when not marked or no data. */
  extremes: { min: ExtremePoint; max: ExtremePoint } | null;
}

/** A y axis of a chart: the chart's own (left) or a side axis (right). */
export interface ShapedAxis {
  key: 'main' | SideAxis;
  /** Its name: the unit ('°C', 'mm/h', 'Σ mm'); '' for an index, which its series name. */
  unit: string;
  /** The default: the spec's range (when it has one) widened to every drawn value and extreme. */
  axis: ValueAxis;
  /** 'Fit to data': the drawn values and extremes alone (from 0 for amounts and indices). */
  fitted: ValueAxis;
}

export interface ShapedChart {
  definition: ChartDefinition;
  series: ShapedSeries[];
  /** True when drawn from the answer's `days` (year and record). */
  daily: boolean;
  /** The y axes: the chart's own first, then its side axes in the order of their first series. */
  axes: ShapedAxis[];
  /** The chart's own axis' default range and tick distance (axes[0].axis). */
  yRange: { min: number; max: number };
  /** Distance between y-axis ticks; it divides the range evenly. */
  yInterval: number;
  /** Bars only: the running total of the bars over the window (drawn against the 'total' axis). */
  cumulative: { points: SeriesPoint[]; axisIndex: number } | null;
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

/**
 * The y axis of a chart's own series: the spec's range converted to the station's unit as the minimum
 * extent, widened to every drawn value, band edge and extreme; see {@link axisOver}.
 */
export function chartYAxis(
  definition: ChartDefinition,
  unit: WeatherDataUnit,
  series: readonly ShapedSeries[],
): ValueAxis {
  return ownAxis(definition, unit, series).axis;
}

function ownAxis(definition: ChartDefinition, unit: WeatherDataUnit, series: readonly ShapedSeries[]) {
  // Compass quarters for the wind direction.
  if (definition.id === 'windDirection') {
    const quarters = { min: 0, max: 360, interval: 90 };
    return { axis: quarters, fitted: quarters };
  }
  const symbol = unitSymbolOf(definition, unit);
  const convert = (value: number) => (symbol === null ? value : convertFromCanonical(value, symbol));
  const range =
    definition.range === null
      ? null
      : { min: convert(definition.range.min), max: convert(definition.range.max) };
  return axisOver(valueSpan(series), range, definition.zeroBased === true, convert(1));
}

/** Display decimals of a chart's values (tooltips and pins): the unit's, one for UV and indices. */
export function chartDecimals(definition: ChartDefinition, unit: WeatherDataUnit): number {
  const symbol = unitSymbolOf(definition, unit);
  if (symbol !== null) return UNIT_DISPLAY_DECIMALS[symbol];
  if (definition.id === 'uv' || definition.id === 'airQuality') return 1;
  return 0;
}

/** A day's value of a series drawn from `days`: its mean, maximum or (rain) total. */
function dayValue(day: GraphDay, measure: GraphMeasure, style: DailyStyle, part: 'min' | 'mean' | 'max') {
  if (style === 'bars') return measure === 'rain' ? day.rain : null;
  if (!isExtremeSeries(measure)) return null;
  const range = day[measure];
  return range === null ? null : range[part];
}

/**
 * The day entries as time/value pairs, with a null after every gap of more than one entry's width so lines,
 * bands and bars break over days without data instead of bridging them.
 */
function dayPoints(days: readonly GraphDay[], value: (day: GraphDay) => number | null): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  let previous: number | null = null;
  for (const day of days) {
    const at = Date.parse(day.receivedAt);
    if (Number.isNaN(at)) continue;
    const width = day.days * 86_400_000;
    if (previous !== null && at - previous > width * 1.5) points.push([previous + width, null]);
    points.push([at, value(day)]);
    previous = at;
  }
  return points;
}

/** A series from the points (the chart's own style), for day, week, month and undaily series. */
function pointSeries(
  definition: ChartDefinition,
  seriesDefinition: ChartSeriesDefinition,
  graph: GraphData,
  dayStartHour: number,
) {
  if (seriesDefinition.bars === true) return barSeries(seriesDefinition, graph, dayStartHour);
  const points = seriesPoints(graph, seriesDefinition.measure);
  return {
    definition: seriesDefinition,
    axisIndex: 0,
    style: definition.type,
    points,
    band: null,
    extremes: seriesDefinition.markExtremes ? trueExtremes(graph, seriesDefinition.measure, points) : null,
  } satisfies ShapedSeries;
}

/**
 * Interval bars (the rain) from the points: summed per 10 minutes on the day, per hour on the week, per
 * station day from the month on (starting at `dayStartHour`); marked at the extremes of the bars drawn.
 */
function barSeries(
  seriesDefinition: ChartSeriesDefinition,
  graph: GraphData,
  dayStartHour: number,
): ShapedSeries {
  const points = rainBars(graph, rainIntervalOf(graph.period), dayStartHour);
  return {
    definition: seriesDefinition,
    axisIndex: 0,
    style: 'bars',
    points,
    band: null,
    extremes: seriesDefinition.markExtremes ? computeExtremes(points) : null,
  };
}

/**
 * A series from the days: a band or a line or bars of day values. A band, a line of daily means or maxima
 * is marked at the series' true extremes (the answer's, from the same fold as the tables), not at the
 * extremes of what is drawn (a daily mean's lowest is not the period's minimum); bars at their own.
 */
function daySeries(seriesDefinition: ChartSeriesDefinition, style: DailyStyle, graph: GraphData) {
  const days = graph.days ?? [];
  const measure = seriesDefinition.measure;
  const part = style === 'max' ? 'max' : 'mean';
  const points = dayPoints(days, (day) => dayValue(day, measure, style, part));
  const band =
    style === 'band'
      ? {
          min: dayPoints(days, (day) => dayValue(day, measure, style, 'min')),
          max: dayPoints(days, (day) => dayValue(day, measure, style, 'max')),
        }
      : null;
  const extremes = !seriesDefinition.markExtremes
    ? null
    : style === 'bars'
      ? computeExtremes(points)
      : trueExtremes(graph, measure, band === null ? points : [...band.min, ...band.max]);
  return { definition: seriesDefinition, axisIndex: 0, style, points, band, extremes } satisfies ShapedSeries;
}

/** Running total of interval values (nulls keep the total, a gap stays a gap). */
export function runningTotal(points: readonly SeriesPoint[]): SeriesPoint[] {
  let total = 0;
  return points.map(([at, value]) => {
    if (value === null) return [at, null];
    total += value;
    return [at, Number(total.toFixed(6))];
  });
}

/**
 * The chart's axes (its own, then a side axis per kind its series ask for, then the running total's when it
 * has bars), each series' `axisIndex` set, and the running total of the bars.
 */
function axesOf(
  definition: ChartDefinition,
  unit: WeatherDataUnit,
  series: ShapedSeries[],
  barTotals: readonly SeriesPoint[] | null,
) {
  const symbol = unitSymbolOf(definition, unit);
  const convert = (value: number) => (symbol === null ? value : convertFromCanonical(value, symbol));
  const onOwn = series.filter((shaped) => shaped.definition.axis === undefined);
  const axes: ShapedAxis[] = [
    { key: 'main', unit: chartUnit(definition, unit), ...ownAxis(definition, unit, onOwn) },
  ];
  for (const shaped of series) {
    const side = shaped.definition.axis;
    if (side === undefined) continue;
    let index = axes.findIndex((axis) => axis.key === side);
    if (index < 0) {
      const members = series.filter((other) => other.definition.axis === side);
      // An index spans at least its first band ('Gut', up to 50); a rate at least 1 mm/h.
      const least = side === 'index' ? 50 : convert(1);
      const axis = axisOver(valueSpan(members), null, true, least);
      axes.push({ key: side, unit: sideAxisUnit(side, unit), ...axis });
      index = axes.length - 1;
    }
    shaped.axisIndex = index;
  }
  if (barTotals === null) return { axes, cumulative: null };
  const points = runningTotal(barTotals);
  const range =
    definition.totalRange === undefined
      ? null
      : { min: convert(definition.totalRange.min), max: convert(definition.totalRange.max) };
  const totals = computeExtremes(points);
  const span = totals === null ? null : { min: totals.min.value, max: totals.max.value };
  axes.push({ key: 'total', unit: sideAxisUnit('total', unit), ...axisOver(span, range, true, convert(1)) });
  return { axes, cumulative: { points, axisIndex: axes.length - 1 } };
}

/** Whether the chart is drawn from the answer's days (the year and the record) rather than its points. */
function drawnFromDays(definition: ChartDefinition, graph: GraphData): boolean {
  return (
    (graph.period === 'year' || graph.period === 'record') &&
    graph.days !== undefined &&
    graph.days.length > 0 &&
    definition.series.some((seriesDefinition) => seriesDefinition.daily !== undefined)
  );
}

/**
 * Whether a chart has anything to draw, without shaping it (the graph page asks it of every chart to pick
 * those the server draws as pictures): a value in any series, or for leaf, soil and PM the spec's rule of
 * every point carrying the first series. A day's value is what its series draws (the mean or the maximum, a
 * day's rain); a point's is its measure (rain bars sum the readings, so a bar has a value when one does).
 */
export function chartHasData(definition: ChartDefinition, graph: GraphData): boolean {
  const first = definition.series[0];
  if (definition.requireEveryPoint) {
    return first !== undefined && everyPointPresent(seriesPoints(graph, first.measure));
  }
  const daily = drawnFromDays(definition, graph);
  return definition.series.some(({ measure, daily: style }) =>
    daily && style !== undefined
      ? (graph.days ?? []).some(
          (day) =>
            dayValue(day, measure, style, style === 'max' ? 'max' : 'mean') !== null &&
            !Number.isNaN(Date.parse(day.receivedAt)),
        )
      : graph.datas.some((point) => point[measure] !== null && !Number.isNaN(Date.parse(point.receivedAt))),
  );
}

/** Everything one chart needs from a graph answer. */
export function shapeChart(definition: ChartDefinition, graph: GraphData, dayStartHour = 0): ShapedChart {
  const daily = drawnFromDays(definition, graph);
  const series: ShapedSeries[] = definition.series.map((seriesDefinition) =>
    daily && seriesDefinition.daily !== undefined
      ? daySeries(seriesDefinition, seriesDefinition.daily, graph)
      : pointSeries(definition, seriesDefinition, graph, dayStartHour),
  );
  const from = graph.from === null ? Number.NaN : Date.parse(graph.from);
  const to = graph.to === null ? Number.NaN : Date.parse(graph.to);
  const bars = series.find((shaped) => shaped.style === 'bars');
  // A record's day entry of several days holds their mean daily rain: the total counts every day.
  const barTotals =
    bars === undefined
      ? null
      : daily
        ? dayPoints(graph.days ?? [], (day) => (day.rain === null ? null : day.rain * day.days))
        : bars.points;
  const { axes, cumulative } = axesOf(definition, graph.unit, series, barTotals);
  const own = axes[0]?.axis ?? niceAxis(0, 1);
  return {
    definition,
    series,
    daily,
    axes,
    yRange: { min: own.min, max: own.max },
    yInterval: own.interval,
    cumulative,
    unit: chartUnit(definition, graph.unit),
    hasData: chartHasData(definition, graph),
    xRange: Number.isNaN(from) || Number.isNaN(to) || to <= from ? null : { min: from, max: to },
  };
}
