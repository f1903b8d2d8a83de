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
import { measureDescriptor, READING_MEASURE_KINDS } from '@meteodeck/weather';
import { vendorQuantity } from './vendor-csv-cells.ts';
import type { Candidate, ColumnName, ColumnRole, VendorFormatRules } from './vendor-csv-layout.ts';

/** What each header name fills: the measure catalogue's `sources.weatherlinkCsv`, then the interval's extremes. */
const NAMES: Record<string, Candidate[]> = {};
const name = (names: readonly string[], candidates: Candidate[]) => {
  for (const n of names) NAMES[n] = candidates;
};
for (const kind of READING_MEASURE_KINDS) {
  const groups = measureDescriptor(kind).sources.weatherlinkCsv ?? [];
  groups.forEach((names, i) => {
    name(names, [{ target: kind, quantity: vendorQuantity(kind), rank: i + 1 }]);
  });
}
name(['high temp', 'hi temp'], [{ target: 'temperatureHigh', quantity: 'temperature', rank: 1 }]);
name(['low temp'], [{ target: 'temperatureLow', quantity: 'temperature', rank: 1 }]);

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
