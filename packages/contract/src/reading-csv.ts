/**
 * The CSV exchange format of readings: what the importer reads and the export writes, so that an export
 * imports back unchanged. One line per reading; a header names the columns. A column name is a measure's base
 * name and a unit suffix (`temperature_c`, `temperature_f`, `wind_speed_kmh`, `rain_counter_in`): the header
 * says the unit, so a file in any unit set imports, and the export writes each value in the station's units.
 * `received_at` (ISO 8601, UTC) is required; `lightning_time` is an ISO 8601 instant; empty = not measured.
 * The Falkensee data set's columns are names of this vocabulary.
 */
import {
  convertFromCanonical,
  convertToCanonical,
  kmToMiles,
  type MeasureQuantity,
  measureDescriptor,
  milesToKm,
  READING_MEASURE_KINDS,
  type UnitSet,
  type UnitSymbol,
} from '@meteodeck/weather';
import type { ReadingMeasure } from './readings.ts';

/** A reading field a CSV column fills: every measure, plus a station's raw lightning counter. */
export type ReadingCsvField = ReadingMeasure | 'lightningCounter';

/** What a column measures, which decides the unit suffixes it takes. */
type CsvQuantity =
  | 'temperature'
  | 'speed'
  | 'pressure'
  | 'rain'
  | 'rainRate'
  | 'humidity'
  | 'direction'
  | 'solar'
  | 'uv'
  | 'pm'
  | 'distance'
  | 'count';

/** The quantity of the format each catalogue quantity of a main measure is written as. */
const CSV_QUANTITY: { readonly [Q in MeasureQuantity]?: CsvQuantity } = {
  temperature: 'temperature',
  humidity: 'humidity',
  wetness: 'humidity',
  pressure: 'pressure',
  speed: 'speed',
  direction: 'direction',
  rain: 'rain',
  rainRate: 'rainRate',
  irradiance: 'solar',
  uvIndex: 'uv',
  particulates: 'pm',
  lightningDistance: 'distance',
  count: 'count',
};

/** A column of the format: its base name (before the unit suffix), the field it fills, its quantity. */
interface CsvMeasure {
  readonly base: string;
  readonly field: ReadingCsvField;
  readonly quantity: CsvQuantity;
  readonly column: number;
}

/** The station's raw lightning counter: a column of the format that is no measure of the catalogue. */
const LIGHTNING_COUNTER: CsvMeasure = {
  base: 'lightning_counter',
  field: 'lightningCounter',
  quantity: 'count',
  column: 20,
};

/**
 * The measures of the format, in the order the export writes them: each main measure's `sources.csv` of the
 * measure catalogue (base name and place), and the raw lightning counter.
 */
export const READING_CSV_MEASURES: ReadonlyArray<{
  readonly base: string;
  readonly field: ReadingCsvField;
  readonly quantity: CsvQuantity;
}> = [
  ...READING_MEASURE_KINDS.flatMap((kind): CsvMeasure[] => {
    const { sources, quantity } = measureDescriptor(kind);
    const csvQuantity = CSV_QUANTITY[quantity];
    if (sources.csv === undefined) return [];
    if (csvQuantity === undefined) throw new Error(`No CSV quantity for ${kind} (${quantity})`);
    return [{ base: sources.csv.base, field: kind, quantity: csvQuantity, column: sources.csv.column }];
  }),
  LIGHTNING_COUNTER,
]
  .sort((a, b) => a.column - b.column)
  .map(({ base, field, quantity }) => ({ base, field, quantity }));

/** The instant column (required) and the last-strike instant column, both ISO 8601 UTC. */
export const CSV_RECEIVED_AT = 'received_at';
export const CSV_LIGHTNING_TIME = 'lightning_time';

/** A unit of a column: its suffix and the conversions to and from the canonical unit. */
interface CsvUnit {
  readonly suffix: string;
  /** The unit-set symbol this unit is, when a unit set can name it. */
  readonly symbol?: UnitSymbol;
  readonly toCanonical: (value: number) => number;
  readonly fromCanonical: (value: number) => number;
}

const symbol = (suffix: string, unit: UnitSymbol): CsvUnit => ({
  suffix,
  symbol: unit,
  toCanonical: (value) => convertToCanonical(value, unit),
  fromCanonical: (value) => convertFromCanonical(value, unit),
});
const same = (suffix: string): CsvUnit => ({ suffix, toCanonical: (v) => v, fromCanonical: (v) => v });

/** The units each quantity may be written in; the first is the canonical one. */
const UNITS: { readonly [Q in CsvQuantity]: readonly CsvUnit[] } = {
  temperature: [symbol('c', '°C'), symbol('f', '°F')],
  speed: [symbol('ms', 'm/s'), symbol('kmh', 'km/h'), symbol('mph', 'mph'), symbol('kn', 'kn')],
  pressure: [symbol('hpa', 'hPa'), symbol('inhg', 'inHg'), symbol('mmhg', 'mmHg')],
  rain: [symbol('mm', 'mm'), symbol('in', 'in')],
  rainRate: [symbol('mmh', 'mm'), symbol('inh', 'in')],
  humidity: [same('pct')],
  direction: [same('deg')],
  solar: [same('wm2')],
  uv: [same('index')],
  pm: [same('ugm3')],
  distance: [same('km'), { suffix: 'mi', toCanonical: milesToKm, fromCanonical: kmToMiles }],
  count: [],
};

/** A recognised measure column of a header: the field it fills and how to read its values. */
export interface ReadingCsvColumn {
  readonly name: string;
  readonly field: ReadingCsvField;
  /** Converts a value as written in the file to the canonical unit. */
  readonly toCanonical: (value: number) => number;
}

const BY_NAME: ReadonlyMap<string, ReadingCsvColumn> = new Map(
  READING_CSV_MEASURES.flatMap(({ base, field, quantity }) => {
    const units = UNITS[quantity];
    if (units.length === 0) return [[base, { name: base, field, toCanonical: (v: number) => v }] as const];
    return units.map((unit) => {
      const name = `${base}_${unit.suffix}`;
      return [name, { name, field, toCanonical: unit.toCanonical }] as const;
    });
  }),
);

/** The measure column named `name` (exact, lower case), or undefined for any other column. */
export function readingCsvColumn(name: string): ReadingCsvColumn | undefined {
  return BY_NAME.get(name);
}

/** The unit-set field that chooses the unit of each quantity (none: always the canonical unit). */
const UNIT_SET_FIELD: { readonly [Q in CsvQuantity]?: keyof UnitSet } = {
  temperature: 'temperatureUnit',
  speed: 'speedUnit',
  pressure: 'pressureUnit',
  rain: 'rainUnit',
  rainRate: 'rainUnit',
  // Lightning distance stays in km: unit sets have no distance field.
};

/** The unit `units` gives `quantity`, as a CSV unit; undefined for a unitless count. */
function unitFor(quantity: CsvQuantity, units: UnitSet): CsvUnit | undefined {
  const choices = UNITS[quantity];
  const field = UNIT_SET_FIELD[quantity];
  const wanted = field === undefined ? undefined : units[field];
  return choices.find((unit) => unit.symbol === wanted) ?? choices[0];
}

/** A column of an export: its header name and how to write a canonical value in it. */
export interface ReadingCsvOutputColumn {
  readonly name: string;
  readonly field: ReadingCsvField;
  /** Converts a canonical value to the column's unit. */
  readonly fromCanonical: (value: number) => number;
}

/**
 * The measure columns of an export in `units` (a station's unit set), in the format's order: each measure in
 * the unit the set gives its quantity (°F, mph, inHg, in, in/h for Imperial), the rest in canonical units.
 */
export function readingCsvOutputColumns(units: UnitSet): ReadingCsvOutputColumn[] {
  return READING_CSV_MEASURES.map(({ base, field, quantity }) => {
    const unit = unitFor(quantity, units);
    if (unit === undefined) return { name: base, field, fromCanonical: (v: number) => v };
    return { name: `${base}_${unit.suffix}`, field, fromCanonical: unit.fromCanonical };
  });
}

/** The prefix of an extra sensor's column in an export. */
export const CSV_SENSOR_PREFIX = 'sensor:';

/**
 * The header of an extra sensor's column in an export (after the measures' columns, one per public sensor
 * in the owner's order): the prefix, the sensor's key, the owner's name in parentheses when it has one, the
 * unit in brackets when there is one: `sensor:extraTemperature:3 (Gewächshaus) [°C]`, `sensor:leak:1`.
 * The values are in that unit (the station's units, as the measures'). Commas, quotes and line breaks of
 * the name become spaces: the format's cells are never quoted.
 */
export function readingCsvSensorColumn(key: string, name: string | null, unit: string): string {
  const clean = (name ?? '')
    .replace(/[",\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const named = clean === '' ? '' : ` (${clean})`;
  return `${CSV_SENSOR_PREFIX}${key}${named}${unit === '' ? '' : ` [${unit}]`}`;
}

/** The sensor key and unit text of an extra sensor's column header (readingCsvSensorColumn); undefined for any other. */
export function readingCsvSensorHeader(header: string): { key: string; unit: string } | undefined {
  const match = /^sensor:([A-Za-z0-9]+(?::\d{1,2})?)(?: \([^)]*\))?(?: \[([^\]]+)\])?$/.exec(header.trim());
  const key = match?.[1];
  return key === undefined ? undefined : { key, unit: match?.[2] ?? '' };
}
