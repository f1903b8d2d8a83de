/**
 * Where the columns of a console's CSV export go (vendor-csv.source.ts): each format names its columns
 * (ecowitt-csv.ts, weatherlink-csv.ts), this module keeps, for every measure, the column its format prefers
 * (a yearly rain counter before a daily one), with the conversion of its unit; the rest is unmapped.
 */
import type { ReadingMeasures } from '../readings/index.ts';
import type { CumulusUnits } from './cumulus-settings.ts';
import {
  normalizeName,
  type Quantity,
  type SlashOrder,
  splitUnit,
  unitConversion,
} from './vendor-csv-cells.ts';

/**
 * A reading field a column fills (a measure, or the console's daily rain counter), or the high or low
 * temperature of a record's interval (kept as the day's source extremes, vendor-csv.source.ts).
 */
export type VendorTarget =
  | keyof ReadingMeasures
  | 'rainDaily'
  | 'temperatureHigh'
  | 'temperatureLow'
  // A piezo gauge's counters and rate beside the tipping bucket's (WS90, WS85): the reading's other gauge.
  | 'piezoTotal'
  | 'piezoDaily'
  | 'piezoRate';

/** What a column can be: a target, ranked against other columns for it (lowest first), and its quantity. */
export interface Candidate {
  target: VendorTarget;
  rank: number;
  quantity: Quantity;
}

/** A column's name as the format reads it: normalized name (normalizeName), its group (two-row headers), unit. */
export interface ColumnName {
  index: number;
  /** As in the file, for the report (`Outdoor Temperature(℃)`, `Rainfall Daily(mm)`). */
  label: string;
  name: string;
  group: string;
  unit: string;
}

/** What a format says of a column: the instant, a date or time of day, measures it may be, or nothing. */
export type ColumnRole = 'unix' | 'datetime' | 'date' | 'time' | Candidate[] | undefined;

/** A column kept for a target, with the conversion of its unit. */
export interface VendorColumn {
  index: number;
  label: string;
  target: VendorTarget;
  quantity: Quantity;
  /** The unit its values are written in: the header's, or the one the owner stated. */
  unit: string;
  convert: (value: number) => number;
}

export type VendorFormat = 'ecowitt' | 'weatherlink';

/** A file's layout: where the time is and which column fills each target. */
export interface VendorLayout {
  format: VendorFormat;
  /** Header lines (one; two for ecowitt.net's groups and WeatherLink's desktop export). */
  headerLines: number;
  delimiter: string;
  decimalComma: boolean;
  time: { unix: number } | { date: number; time: number | undefined };
  columns: VendorColumn[];
  unmapped: Array<readonly [number, string]>;
  /** Records stamped at the end of their interval (a WeatherLink archive record), not instant samples. */
  intervalEnd: boolean;
  /** How `a/b/yyyy` dates read when no date of the file tells (vendor-csv-cells.ts slashOrderOf). */
  slashFallback: SlashOrder;
  /** Why measure columns were left out: no unit in the header nor from the owner (the file is refused). */
  unitless: string[];
}

/** A format's reading of its column names. */
export interface VendorFormatRules {
  format: VendorFormat;
  intervalEnd: boolean;
  slashFallback: SlashOrder;
  role(column: ColumnName): ColumnRole;
}

/** Units the owner states for a file whose header names none (WeatherLink's desktop export). */
export type StatedUnits = Partial<CumulusUnits>;

/** The unit to read a column in when its header names none, from what the owner stated. */
function statedUnit(quantity: Quantity, units: StatedUnits): string {
  switch (quantity) {
    case 'temperature':
      return units.temperature ?? '';
    case 'pressure':
      return units.pressure ?? '';
    case 'speed':
      return units.wind ?? '';
    case 'rain':
      return units.rain ?? '';
    case 'rainRate':
      return units.rain === undefined ? '' : `${units.rain}/h`;
    case 'solar':
      return 'w/m2';
    default:
      return '';
  }
}

const QUANTITY_NAMES: Partial<Record<Quantity, string>> = {
  temperature: 'température',
  pressure: 'pression',
  speed: 'vent',
  rain: 'pluie',
  rainRate: 'pluie',
};

/**
 * The columns of a header line `cells`, under the group line `groups` of a two-line header: a group written
 * once over the columns after it (`carry`: ecowitt.net) or over each column (WeatherLink's desktop export).
 */
export function columnNames(
  cells: readonly string[],
  groups?: readonly string[],
  carry = false,
): ColumnName[] {
  let carried = '';
  return cells.map((cell, index) => {
    const own = groups?.[index]?.trim() ?? '';
    if (own !== '') carried = own;
    const group = carry ? carried : own;
    const { name, unit } = splitUnit(cell);
    const label = group === '' ? cell : cell === '' ? group : `${group} ${cell}`;
    const normalized = normalizeName(name);
    // A column named on the group line only (`Time` over an empty cell) is named by it.
    return normalized === ''
      ? { index, label, name: normalizeName(group), group: '', unit }
      : { index, label, name: normalized, group: normalizeName(group), unit };
  });
}

/**
 * The layout of a header read by `rules`: undefined when it has no time column or no measure (not this
 * format). A measure whose unit is neither in the header nor stated by the owner is left out and said in
 * `unitless`.
 */
export function buildLayout(
  rules: VendorFormatRules,
  columns: readonly ColumnName[],
  file: { headerLines: number; delimiter: string; units: StatedUnits },
): VendorLayout | undefined {
  let unix: number | undefined;
  let datetime: number | undefined;
  let date: number | undefined;
  let timeOfDay: number | undefined;
  const best = new Map<VendorTarget, { column: ColumnName; candidate: Candidate }>();
  const roles = columns.map((column) => rules.role(column));
  columns.forEach((column, index) => {
    const role = roles[index];
    if (role === 'unix') unix ??= column.index;
    else if (role === 'datetime') datetime ??= column.index;
    else if (role === 'date') date ??= column.index;
    else if (role === 'time') timeOfDay ??= column.index;
    else
      for (const candidate of role ?? []) {
        const kept = best.get(candidate.target);
        if (kept === undefined || candidate.rank < kept.candidate.rank)
          best.set(candidate.target, { column, candidate });
      }
  });
  const time =
    unix !== undefined
      ? { unix }
      : datetime !== undefined
        ? { date: datetime, time: undefined }
        : date !== undefined
          ? { date, time: timeOfDay }
          : undefined;
  if (time === undefined || best.size === 0) return undefined;
  const used = new Set<number>();
  const kept: VendorColumn[] = [];
  const unitless: string[] = [];
  for (const { column, candidate } of best.values()) {
    const unit = column.unit === '' ? statedUnit(candidate.quantity, file.units) : column.unit;
    const convert = unitConversion(candidate.quantity, unit);
    if (convert === undefined) {
      const quantity = QUANTITY_NAMES[candidate.quantity];
      if (unit === '' && quantity !== undefined) {
        unitless.push(`Colonne « ${column.label} » sans unité : indiquez l'unité de ${quantity} du fichier`);
      }
      continue;
    }
    used.add(column.index);
    kept.push({
      index: column.index,
      label: column.label,
      target: candidate.target,
      quantity: candidate.quantity,
      unit,
      convert,
    });
  }
  const timeColumns = new Set([unix, datetime, date, timeOfDay]);
  const unmapped = columns
    .filter(
      (column) => !used.has(column.index) && !timeColumns.has(column.index) && column.label.trim() !== '',
    )
    .map((column) => [column.index, column.label] as const);
  return {
    format: rules.format,
    headerLines: file.headerLines,
    delimiter: file.delimiter,
    decimalComma: file.delimiter !== ',',
    time,
    columns: kept,
    unmapped,
    intervalEnd: rules.intervalEnd,
    slashFallback: rules.slashFallback,
    unitless,
  };
}
