/**
 * The units of a source's columns as written in the file, for the import's preview ('°F', 'inHg', 'in'):
 * WeeWX's unit systems, CumulusMX's settings, the unit suffixes of meteodeck's CSV columns.
 */
import { CUMULUS_LOG_MEASURES, isMeasureKind, measureDescriptor, unitText } from '@meteodeck/weather';
import { CUMULUS_FIELD } from './cumulus-log.ts';
import type { CumulusUnits } from './cumulus-settings.ts';
import type { SourceColumn } from './import-source.ts';
import { METRIC, METRICWX, type Quantity, US } from './weewx.columns.ts';

/** Units of the quantities WeeWX converts, in each of its unit systems (weewx/units.py). */
const WEEWX_UNITS: Readonly<
  Record<number, Readonly<Record<'temperature' | 'pressure' | 'speed' | 'rain' | 'distance', string>>>
> = {
  [US]: { temperature: '°F', pressure: 'inHg', speed: 'mph', rain: 'in', distance: 'mi' },
  [METRIC]: { temperature: '°C', pressure: 'mbar', speed: 'km/h', rain: 'cm', distance: 'km' },
  [METRICWX]: { temperature: '°C', pressure: 'mbar', speed: 'm/s', rain: 'mm', distance: 'km' },
};

/**
 * The unit of a measure that is the same in every system: the measure catalogue's canonical one, as a
 * preview writes it ('%', '°', 'W/m²'; '' for an index or a count).
 */
function fixedUnit(measure: string): string {
  return isMeasureKind(measure) ? unitText(measureDescriptor(measure).unit) : '';
}

/**
 * The unit of a WeeWX column of `quantity` filling `measure` in the archive's unit `systems` (several when
 * its rows change system: '°F / °C'); a rate is per hour.
 */
export function weewxUnit(
  measure: string,
  quantity: Quantity,
  systems: readonly number[],
  leafIsIndex: boolean,
): string {
  if (quantity === 'leafWetness') return leafIsIndex ? '0–15' : '%';
  if (quantity === 'same') return fixedUnit(measure);
  const units = new Set(
    systems.flatMap((system) => {
      const unit = WEEWX_UNITS[system]?.[quantity];
      return unit === undefined ? [] : [measure === 'rainRate' ? `${unit}/h` : unit];
    }),
  );
  return [...units].join(' / ');
}

/** The unit of a CumulusMX log field filling `measure`, in the station's `units` (by the measure's quantity). */
export function cumulusUnit(measure: string, units: CumulusUnits): string {
  switch (isMeasureKind(measure) ? measureDescriptor(measure).quantity : undefined) {
    case 'temperature':
      return `°${units.temperature}`;
    case 'speed':
      return units.wind;
    case 'pressure':
      return units.pressure;
    case 'rain':
      return units.rain;
    case 'rainRate':
      return `${units.rain}/h`;
    default:
      return fixedUnit(measure);
  }
}

/** The log fields each measure is read from (the preview's columns): field name and position. */
const MEASURE_FIELDS: ReadonlyArray<{ measure: string; name: string; index: number }> = (() => {
  // The catalogue's (`sources.cumulusLog`) by position, and rain's counter beside the rain rate.
  const fields = CUMULUS_LOG_MEASURES.map(({ kind, name, index }) => ({ measure: kind, name, index }));
  const afterRate = fields.findIndex((field) => field.measure === 'rainRate') + 1;
  fields.splice(afterRate, 0, { measure: 'rain', name: 'rainCounter', index: CUMULUS_FIELD.rainCounter });
  return fields;
})();

/** The columns a station's logs fill measures from, in its units (the preview's). */
export function cumulusColumns(units: CumulusUnits): SourceColumn[] {
  return MEASURE_FIELDS.map(({ measure, name, index }) => ({
    column: `${name} (champ ${index})`,
    measure,
    unit: cumulusUnit(measure, units),
  }));
}

/** Units of meteodeck's CSV column suffixes (reading-csv.ts of the contract). */
const CSV_SUFFIXES: Readonly<Record<string, string>> = {
  c: '°C',
  f: '°F',
  ms: 'm/s',
  kmh: 'km/h',
  mph: 'mph',
  kn: 'kn',
  hpa: 'hPa',
  inhg: 'inHg',
  mmhg: 'mmHg',
  mm: 'mm',
  in: 'in',
  mmh: 'mm/h',
  inh: 'in/h',
  pct: '%',
  deg: '°',
  wm2: 'W/m²',
  index: '',
  ugm3: 'µg/m³',
  km: 'km',
  mi: 'mi',
};

/** The unit a CSV column's name ends with (`temperature_f` → '°F'); '' for a count. */
export function csvColumnUnit(name: string): string {
  const suffix = /_([a-z0-9]+)$/.exec(name)?.[1];
  return suffix === undefined ? '' : (CSV_SUFFIXES[suffix] ?? '');
}
