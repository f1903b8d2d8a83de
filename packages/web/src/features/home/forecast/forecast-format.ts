import { msToKmh } from '@meteodeck/weather';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { formatNumber } from '../../../lib/format/number-format.ts';

// Numbers as on every weather page of the site (in the visitor's language, never '-0,0'): temperature-type
// values with one decimal (spec §9), wind speeds too, so 3.6 m/s reads 13,0 km/h in German.

/** A temperature in °C with one decimal: `-3.5 °C`; -0.04 shows `0.0 °C`. */
export function formatForecastTemperature(temperatureC: number): string {
  return `${formatNumber(temperatureC, 1)} °C`;
}

/** A forecast wind speed given in m/s, shown in km/h (× 3.6, spec §9) with one decimal: `13.0 km/h`. */
export function formatForecastWind(speedMs: number): string {
  return `${formatNumber(msToKmh(speedMs), 1)} km/h`;
}

/** Relative humidity in whole percent: `87 %`. */
export function formatForecastHumidity(humidity: number): string {
  return `${formatNumber(humidity, 0)} %`;
}

/**
 * The local day of a forecast step (Unix seconds) in the forecast position's time zone, in the visitor's
 * language: `So., 22.11.` in German.
 * The zone matters: a step at 23:30 UTC is already the next day in Berlin.
 */
export function formatForecastDay(unixSeconds: number, timeZone: string): string {
  return dateTimeFormat({ weekday: 'short', day: '2-digit', month: '2-digit', timeZone }).format(
    unixSeconds * 1000,
  );
}

/** The calendar day (`2026-11-22`) an instant (ms) falls on in a time zone. */
function dayInZone(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(ms);
}

/**
 * Whether a forecast step (Unix seconds) falls on today, `nowMs`'s day, in the forecast position's time zone:
 * a provider whose first day is tomorrow has no 'Heute'.
 */
export function isForecastToday(unixSeconds: number, timeZone: string, nowMs: number): boolean {
  return dayInZone(unixSeconds * 1000, timeZone) === dayInZone(nowMs, timeZone);
}
