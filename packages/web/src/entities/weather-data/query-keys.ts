import type { PeriodWindowQuery, WeatherPeriod } from '@meteodeck/contract';
import { type DisplayUnits, unitsKey } from '../../lib/display-units.ts';

/** The window parameters of a history or graph call as query parameters (none: the spec's period). */
export function windowQuery(window: PeriodWindowQuery = {}): Record<string, string> {
  return {
    ...(window.window === undefined ? {} : { window: window.window }),
    ...(window.at === undefined ? {} : { at: window.at }),
  };
}

/** The window's part of a query key: nothing for the spec's period, so its keys stay as they were. */
const windowKey = (window: PeriodWindowQuery | undefined) =>
  window === undefined || (window.window === undefined && window.at === undefined)
    ? []
    : [new URLSearchParams(windowQuery(window)).toString()];

/**
 * Query keys of the weather-data API. Every key starts with the station reference, so switching station
 * reads new keys (everything reloads) and `invalidateQueries({ queryKey: weatherDataKeys.station(ref) })`
 * drops every answer of one station at once.
 */
export const weatherDataKeys = {
  station: (reference: string) => ['weatherData', reference] as const,
  // The visitor's units close the keys that depend on them ('' for the station's): another choice, other
  // answers, while a prefix still reaches every answer of a station or of a kind.
  currentDetail: (reference: string, units: DisplayUnits = {}) =>
    ['weatherData', reference, 'currentData', 'detail', unitsKey(units)] as const,
  currentSummary: (reference: string) => ['weatherData', reference, 'currentData', 'summary'] as const,
  dailyHistory: (reference: string, units?: DisplayUnits) =>
    units === undefined
      ? (['weatherData', reference, 'history', 'daily'] as const)
      : (['weatherData', reference, 'history', 'daily', unitsKey(units)] as const),
  periodHistory: (
    reference: string,
    period: WeatherPeriod,
    units: DisplayUnits = {},
    window?: PeriodWindowQuery,
  ) => ['weatherData', reference, 'history', period, unitsKey(units), ...windowKey(window)] as const,
  graph: (reference: string, period: WeatherPeriod, units: DisplayUnits = {}, window?: PeriodWindowQuery) =>
    ['weatherData', reference, 'graph', period, unitsKey(units), ...windowKey(window)] as const,
  windRose: (
    reference: string,
    period: WeatherPeriod,
    units: DisplayUnits = {},
    window?: PeriodWindowQuery,
  ) => ['weatherData', reference, 'windRose', period, unitsKey(units), ...windowKey(window)] as const,
  lastObservation: (reference: string) => ['weatherData', reference, 'observation', 'last'] as const,
};

/**
 * Refresh periods of spec §4, ms: the home page's current data and daily history every 30 s, the
 * current-data page and the admin summary every 60 s. The live stream replaces polling while it is open.
 * `liveFallback`: the back office's station panels that follow the live stream (the connection view's last
 * upload, the forwarding targets) poll this often only while the stream is down.
 */
export const REFRESH_MS = {
  home: 30_000,
  currentPage: 60_000,
  summary: 60_000,
  liveFallback: 10_000,
} as const;

/** Encodes a reference for a path segment (references are free text chosen by the admin). */
export function stationPath(reference: string): string {
  return `/api/weatherData/${encodeURIComponent(reference)}`;
}

/** Options common to the polling hooks: the poll period, or false to poll not at all. */
export interface PollingOptions {
  /** ms between refetches; false turns polling off (e.g. while the live stream is connected). */
  refetchInterval?: number | false;
  /** false suspends the query (e.g. no station selected yet). */
  enabled?: boolean;
}
