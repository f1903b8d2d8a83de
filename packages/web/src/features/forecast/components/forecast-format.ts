import { msToKmh } from '@meteodeck/weather';
import { PUBLIC_LANGUAGE } from '../../../lib/i18n.ts';

// Temperature-type values show one decimal (spec §9), wind speeds too, so 3.6 m/s reads 13,0 km/h.
const oneDecimal = new Intl.NumberFormat(PUBLIC_LANGUAGE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const wholeNumber = new Intl.NumberFormat(PUBLIC_LANGUAGE, { maximumFractionDigits: 0 });

/** One decimal, German style; values that round to zero show `0,0`, never `-0,0`. */
function formatOneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return oneDecimal.format(rounded === 0 ? 0 : rounded);
}

/** A temperature in °C with one decimal, German style: `-3,5 °C`; -0.04 shows `0,0 °C`. */
export function formatForecastTemperature(temperatureC: number): string {
  return `${formatOneDecimal(temperatureC)} °C`;
}

/** A forecast wind speed given in m/s, shown in km/h (× 3.6, spec §9) with one decimal: `13,0 km/h`. */
export function formatForecastWind(speedMs: number): string {
  return `${formatOneDecimal(msToKmh(speedMs))} km/h`;
}

/** Relative humidity in whole percent: `87 %`. */
export function formatForecastHumidity(humidity: number): string {
  return `${wholeNumber.format(humidity)} %`;
}

/**
 * The local day of a forecast step (Unix seconds) in the forecast position's time zone: `Sonntag, 22.11.`.
 * The zone matters: a step at 23:30 UTC is already the next day in Berlin.
 */
export function formatForecastDay(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat(PUBLIC_LANGUAGE, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    timeZone,
  }).format(unixSeconds * 1000);
}
