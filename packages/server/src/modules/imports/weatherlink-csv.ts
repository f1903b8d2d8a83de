/**
 * The column names of Davis WeatherLink's exports:
 *
 * - WeatherLink.com's data export (WeatherLink Live, Vantage consoles with a data logger, EnviroMonitor), one
 *   header line, each column ` - ` and its unit: `Date & Time,Inside Temp - °F,Inside Hum - %,
 *   Barometer - in Hg,Temp - °F,High Temp - °F,Low Temp - °F,Hum - %,Dew Point - °F,Wind Speed - mph,
 *   Wind Direction,High Wind Speed - mph,High Wind Direction,Rain - in,Rain Rate - in/h,Solar Rad - W/m^2,
 *   UV Index,…`, possibly after lines naming the station;
 * - the desktop program's text export, two header lines without units (tabs between the fields): `Temp`,
 *   `Hi`, `Low`, `Out`, `Dew`, `Wind` … over `Out`, `Temp`, `Temp`, `Hum`, `Pt.`, `Speed` …, read as
 *   `Temp Out`, `Hi Temp`, `Low Temp`, `Out Hum`, `Dew Pt.`, `Wind Speed`, `Wind Dir`, `Hi Speed`, `Bar`,
 *   `Rain`, `Rain Rate`, `Solar Rad.`, `UV Index`; its units are the program's display units, which the
 *   owner states (the import refuses the file without them).
 *
 * Each row is an archive record stamped at the END of its interval: `Rain` is the rain of the interval
 * (no counter to derive it from), `Temp` its average, `Hi Speed` its highest gust (kept as the gust),
 * `Rain Rate` its highest rate; the interval's high and low temperatures (`Hi Temp`, `Low Temp`) make each
 * day's high and low with the time of the record that saw them, as WeatherLink's own daily summaries do
 * (kept as the day's source extremes, readings/imported-extremes.ts). A wind direction may be a compass
 * point (`NNW`).
 */
import type { Candidate, ColumnName, ColumnRole, VendorFormatRules } from './vendor-csv-layout.ts';

const one = (target: Candidate['target'], quantity: Candidate['quantity'], rank = 1): Candidate[] => [
  { target, quantity, rank },
];

const NAMES: Record<string, Candidate[]> = {};
const name = (names: string[], candidates: Candidate[]) => {
  for (const n of names) NAMES[n] = candidates;
};
name(['temp', 'temp out', 'out temp', 'outside temp'], one('temperature', 'temperature'));
name(['hum', 'out hum', 'outside hum'], one('humidity', 'plain'));
name(['dew point', 'dew pt'], one('dewPoint', 'temperature'));
name(['in temp', 'inside temp'], one('indoorTemperature', 'temperature'));
name(['in hum', 'inside hum'], one('indoorHumidity', 'plain'));
name(['bar', 'barometer'], one('relativePressure', 'pressure'));
name(['absolute pressure', 'abs press', 'abs pressure'], one('absolutePressure', 'pressure'));
name(['wind speed', 'avg wind speed'], one('windSpeed', 'speed'));
name(['wind dir', 'wind direction', 'prevailing wind direction'], one('windDirection', 'direction'));
name(['hi speed', 'high wind speed', 'high speed'], one('windGust', 'speed'));
name(['high temp', 'hi temp'], one('temperatureHigh', 'temperature'));
name(['low temp'], one('temperatureLow', 'temperature'));
name(['rain'], one('rain', 'rain'));
name(['high rain rate', 'hi rain rate'], one('rainRate', 'rainRate'));
name(['rain rate'], one('rainRate', 'rainRate', 2));
name(['solar rad', 'solar radiation'], one('solarRadiation', 'solar'));
name(['uv index', 'uv'], one('uv', 'plain'));

function role({ name, group }: ColumnName): ColumnRole {
  const full = `${group} ${name}`.trim();
  if (full === 'date time' || full === 'date and time') return 'datetime';
  if (full === 'date') return 'date';
  if (full === 'time') return 'time';
  if (full === 'timestamp' || full === 'unix timestamp') return 'unix';
  return NAMES[full];
}

export const WEATHERLINK_RULES: VendorFormatRules = {
  format: 'weatherlink',
  intervalEnd: true,
  slashFallback: 'mdy',
  role,
};
