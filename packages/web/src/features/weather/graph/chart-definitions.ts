import type { GraphPoint, WeatherDataUnit } from '@meteodeck/contract';
import { kmhToMs } from '@meteodeck/weather';

/**
 * The eleven charts of the graph screen (spec §2) and their y ranges (spec §9). Ranges are written in the
 * canonical units (°C, hPa, mm, m/s) and converted to the station's unit set when shaped, so an Imperial
 * station gets the same physical range in °F, inHg, in and mph.
 */

/** Spec §9: every chart is 350 px high. */
export const CHART_HEIGHT_PX = 350;

/** A measure of a graph point (every field but the time). */
export type GraphMeasure = Exclude<keyof GraphPoint, 'receivedAt'>;

/** Which unit-set field a chart's values are expressed in; `fixed` for W/m², %, °, UV and indices. */
export type RangeDimension = 'temperature' | 'pressure' | 'rain' | 'speed' | 'fixed';

/**
 * A y axis of its own beside the chart's (left) one, on the right: the rain rate (rain unit per hour), an
 * index (the AQI), the running rain total. Every quantity is read against its own unit.
 */
export type SideAxis = 'rate' | 'index' | 'total';

export interface ChartSeriesDefinition {
  measure: GraphMeasure;
  /** Label key under public.weather.graph.series. */
  nameKey: string;
  color: string;
  /** Pins at the minimum and maximum of this series (spec §2: every chart marks them). */
  markExtremes: boolean;
  /** Measures that rest at 0 (rain, rain rate, sunshine, UV): a minimum of 0 is marked in a quiet style. */
  quietZeroMinimum?: true;
  /** An index (the AQI): whole numbers without the chart's unit in its pins and tooltip. */
  index?: true;
  /** Drawn against an axis of its own on the right (absent: the chart's own axis). */
  axis?: Exclude<SideAxis, 'total'>;
  /** Interval bars (the rain: 10 minutes on the day, hours on the week, days from the month on). */
  bars?: true;
  /**
   * How the year and record charts draw it from the answer's `days`: 'band' the daily minimum-to-maximum band
   * with the daily mean as a line, 'mean' or 'max' a line of the daily mean or maximum, 'bars' daily totals
   * with their running sum on a second axis; absent, the bucketed points as for the other periods.
   */
  daily?: DailyStyle;
}

export type DailyStyle = 'band' | 'mean' | 'max' | 'bars';

export type ChartId =
  | 'humidity'
  | 'solarRadiation'
  | 'uv'
  | 'pressure'
  | 'windDirection'
  | 'temperature'
  | 'rain'
  | 'airQuality'
  | 'wind'
  | 'leafWetness'
  | 'soilTemperature';

export interface ChartDefinition {
  id: ChartId;
  type: 'line' | 'scatter';
  series: readonly ChartSeriesDefinition[];
  /**
   * Spec §9 y range in canonical units, the default of the chart's own axis, widened to the data when real
   * values fall outside; null when it is the range of another axis (`totalRange`).
   */
  range: { min: number; max: number } | null;
  /**
   * Rain: the spec's range, given for the day's rain the original chart drew, is that of the running
   * total's axis; the bars' axis fits its intervals from 0.
   */
  totalRange?: { min: number; max: number };
  /** The chart's own axis starts at 0 also when fitted to the data (amounts and indices). */
  zeroBased?: true;
  dimension: RangeDimension;
  /**
   * Drawn only when every point carries the first series' value (spec: leaf wetness, soil temperature and
   * PM charts need a sensor that reports all the time; a partial series would mislead).
   */
  requireEveryPoint: boolean;
}

/** Colours with at least 3:1 contrast on white, distinguishable for the common colour-vision deficiencies. */
const BLUE = '#1f6fb2';
const ORANGE = '#c8610b';
const GREEN = '#2e7d32';
const PURPLE = '#6f42c1';
const RED = '#c62828';
const TEAL = '#00796b';

const one = (
  measure: GraphMeasure,
  nameKey: string,
  color: string,
  daily: DailyStyle,
  restsAtZero = false,
): ChartSeriesDefinition[] => [
  {
    measure,
    nameKey,
    color,
    markExtremes: true,
    daily,
    ...(restsAtZero ? { quietZeroMinimum: true as const } : {}),
  },
];

const DEFINITIONS: readonly ChartDefinition[] = [
  {
    id: 'temperature',
    type: 'line',
    series: [
      { measure: 'temperature', nameKey: 'temperature', color: RED, markExtremes: true, daily: 'band' },
      { measure: 'windChill', nameKey: 'windChill', color: BLUE, markExtremes: true, daily: 'mean' },
      { measure: 'dewPoint', nameKey: 'dewPoint', color: GREEN, markExtremes: true, daily: 'mean' },
    ],
    range: { min: -10, max: 40 },
    dimension: 'temperature',
    requireEveryPoint: false,
  },
  {
    id: 'humidity',
    type: 'line',
    series: one('humidity', 'humidity', BLUE, 'band'),
    range: { min: 0, max: 100 },
    dimension: 'fixed',
    requireEveryPoint: false,
  },
  {
    id: 'pressure',
    type: 'line',
    series: one('relativePressure', 'pressure', PURPLE, 'band'),
    range: { min: 990, max: 1040 },
    dimension: 'pressure',
    requireEveryPoint: false,
  },
  {
    id: 'rain',
    type: 'line',
    series: [
      {
        measure: 'rain',
        nameKey: 'rain',
        color: BLUE,
        markExtremes: true,
        quietZeroMinimum: true,
        daily: 'bars',
        bars: true,
      },
      {
        measure: 'rainRate',
        nameKey: 'rainRate',
        color: TEAL,
        markExtremes: true,
        quietZeroMinimum: true,
        daily: 'max',
        axis: 'rate',
      },
    ],
    range: null,
    totalRange: { min: 0, max: 30 },
    zeroBased: true,
    dimension: 'rain',
    requireEveryPoint: false,
  },
  {
    id: 'wind',
    type: 'line',
    series: [
      { measure: 'windSpeed', nameKey: 'windSpeed', color: BLUE, markExtremes: true, daily: 'band' },
      { measure: 'windGust', nameKey: 'windGust', color: ORANGE, markExtremes: true, daily: 'max' },
    ],
    // Spec §9 "wind 0-40" is in km/h, the unit the original site showed.
    range: { min: 0, max: kmhToMs(40) },
    zeroBased: true,
    dimension: 'speed',
    requireEveryPoint: false,
  },
  {
    id: 'windDirection',
    type: 'scatter',
    // Spec §2 marks the minimum and maximum on every chart: here the smallest and largest bearing seen.
    series: [{ measure: 'windDirection', nameKey: 'windDirection', color: PURPLE, markExtremes: true }],
    range: { min: 0, max: 360 },
    dimension: 'fixed',
    requireEveryPoint: false,
  },
  {
    id: 'solarRadiation',
    type: 'line',
    series: one('solarRadiation', 'solarRadiation', ORANGE, 'max', true),
    range: { min: 0, max: 1100 },
    zeroBased: true,
    dimension: 'fixed',
    requireEveryPoint: false,
  },
  {
    id: 'uv',
    type: 'line',
    series: one('uv', 'uv', PURPLE, 'max', true),
    range: { min: 0, max: 14 },
    zeroBased: true,
    dimension: 'fixed',
    requireEveryPoint: false,
  },
  {
    id: 'airQuality',
    type: 'line',
    series: [
      { measure: 'pm25', nameKey: 'pm25', color: PURPLE, markExtremes: true, daily: 'band' },
      {
        measure: 'aqi',
        nameKey: 'aqi',
        color: ORANGE,
        markExtremes: true,
        index: true,
        daily: 'max',
        axis: 'index',
      },
      { measure: 'aqiAvg', nameKey: 'aqiAvg', color: GREEN, markExtremes: true, index: true, axis: 'index' },
    ],
    range: { min: 0, max: 60 },
    zeroBased: true,
    dimension: 'fixed',
    requireEveryPoint: true,
  },
  {
    id: 'leafWetness',
    type: 'line',
    series: one('leafWetness', 'leafWetness', GREEN, 'band'),
    range: { min: 0, max: 100 },
    dimension: 'fixed',
    requireEveryPoint: true,
  },
  {
    id: 'soilTemperature',
    type: 'line',
    series: one('soilTemperature', 'soilTemperature', ORANGE, 'band'),
    range: { min: -5, max: 35 },
    dimension: 'temperature',
    requireEveryPoint: true,
  },
];

/** The charts in the order of spec §2. */
export const CHART_ORDER: readonly ChartId[] = [
  'humidity',
  'solarRadiation',
  'uv',
  'pressure',
  'windDirection',
  'temperature',
  'rain',
  'airQuality',
  'wind',
  'leafWetness',
  'soilTemperature',
];

/** The charts in the order the page shows them (spec §2). */
export const CHART_DEFINITIONS: readonly ChartDefinition[] = CHART_ORDER.flatMap((id) =>
  DEFINITIONS.filter((definition) => definition.id === id),
);

/** The unit of a side axis in the answer's unit set ('' for an index: its series name it). */
export function sideAxisUnit(axis: SideAxis, unit: WeatherDataUnit): string {
  switch (axis) {
    case 'rate':
      return `${unit.rainUnit}/h`;
    case 'total':
      return `Σ ${unit.rainUnit}`;
    case 'index':
      return '';
  }
}

/** The axis unit of a chart in the answer's unit set ('' for UV and indices). */
export function chartUnit(definition: ChartDefinition, unit: WeatherDataUnit): string {
  switch (definition.id) {
    case 'temperature':
    case 'soilTemperature':
      return unit.temperatureUnit;
    case 'pressure':
      return unit.pressureUnit;
    case 'rain':
      return unit.rainUnit;
    case 'wind':
      return unit.speedUnit;
    case 'humidity':
    case 'leafWetness':
      return unit.humidityUnit;
    case 'windDirection':
      return unit.windDirUnit;
    case 'solarRadiation':
      return unit.solarRadiationUnit;
    case 'airQuality':
      return unit.pmUnit;
    case 'uv':
      return '';
  }
}
