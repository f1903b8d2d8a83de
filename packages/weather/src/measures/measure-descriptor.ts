/**
 * The shape of the measure catalogue: one descriptor per kind of measure a station may send, saying what it
 * measures, in which unit it is stored and shown, what values are possible, how a period folds it, how many
 * channels a console carries, which field each door, importer and forwarding network reads or writes for it,
 * and its name in the three languages. Code that used to spell each measure again (units, bounds, keys,
 * labels) reads these descriptors instead; adding a sensor kind is one descriptor and its translations.
 */

import type { UnitSet } from '../unit-symbols.ts';
import type { MeasureDoors, MeasureForwarding, MeasureSources } from './measure-fields.ts';

/**
 * Every unit a descriptor or a source field may name. The unit-set symbols (unit-symbols.ts) plus the units
 * of sensors the unit sets do not cover: rain rates, snow depth (cm), lightning distance (km, mi), CO₂ (ppm),
 * battery voltage (V), soil suction (cb, Davis' soil moisture), and the unitless ones: `index` (UV index),
 * `count`, `flag` (0 or 1), `level` (a console's battery bars), `epochSeconds` and `epochMs` (instants).
 */
export const MEASURE_UNITS = [
  '°C',
  '°F',
  '%',
  'hPa',
  'inHg',
  'mmHg',
  'm/s',
  'km/h',
  'mph',
  'kn',
  '°',
  'mm',
  'in',
  'mm/h',
  'in/h',
  'cm',
  'm',
  'ft',
  'km',
  'mi',
  'W/m²',
  'µg/m³',
  'ppm',
  'V',
  'cb',
  'index',
  'count',
  'flag',
  'level',
  'epochSeconds',
  'epochMs',
] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

/** What a measure measures: it fixes the canonical unit, the display choices and Home Assistant's class. */
export type MeasureQuantity =
  | 'temperature'
  | 'humidity'
  | 'pressure'
  | 'speed'
  | 'direction'
  | 'rain'
  | 'rainRate'
  | 'irradiance'
  | 'uvIndex'
  | 'particulates'
  | 'co2'
  | 'lightningDistance'
  | 'snowDepth'
  | 'count'
  | 'wetness'
  | 'soilMoisture'
  | 'soilTension'
  | 'leak'
  | 'instant'
  | 'batteryVoltage'
  | 'batteryLevel'
  | 'batteryLow'
  | 'signal';

/**
 * How a period (an hour, a day, a month) folds a measure's values:
 * `minMax` keeps the lowest and highest with their instants (and the mean), `mean` only the mean (already
 * averaged values such as a 24 h mean), `sum` adds them (rain of an interval, strikes), `last` keeps the latest
 * (counters, states, batteries), `vector` averages directions as unit vectors.
 */
export type MeasureFold = 'minMax' | 'mean' | 'sum' | 'last' | 'vector';

/**
 * A main measure's columns in the daily summaries and the rollups (`daily_summaries`, `reading_rollups`):
 * `stem` names them (snake_case, no unit: `dew_point`). A `minMax` measure has `<stem>_min`, `_min_at`,
 * `_max`, `_max_at`, `_sum` and `_count`; a `mean` one `<stem>_sum` and `_count`. `graphMean`: the graphs
 * of a week and more read its mean from the rollups. A migration adds the columns.
 */
export interface MeasureSummary {
  readonly stem: string;
  readonly graphMean: boolean;
}

/** A label in each language of the product (German public pages, French back office, English). */
export interface MeasureLabels {
  readonly de: string;
  readonly en: string;
  readonly fr: string;
}

/** Home Assistant MQTT discovery: the sensor's `device_class` (null: none) and `state_class`. */
export interface HomeAssistantClass {
  readonly deviceClass: string | null;
  readonly stateClass: 'measurement' | 'measurement_angle' | 'total_increasing';
}

/** A measure's physical bounds in its canonical unit, inclusive: a value outside is a fault, dropped. */
export interface MeasureBounds {
  readonly min: number;
  readonly max: number;
}

/** One kind of measure. */
export interface MeasureDescriptor {
  /** Stable id (the JSON door's name for the measures of a reading); never renamed once stored. */
  readonly kind: string;
  readonly labels: MeasureLabels;
  readonly quantity: MeasureQuantity;
  /** The canonical unit values are stored and computed in. */
  readonly unit: MeasureUnit;
  /** The units a visitor may see it in (the canonical one among them). */
  readonly displayUnits: readonly MeasureUnit[];
  /** The unit-set field that picks the display unit; null: always shown in its canonical unit. */
  readonly unitSetField: keyof UnitSet | null;
  readonly bounds: MeasureBounds;
  /** The spike filter's default largest change per minute (canonical unit); null: not checked. */
  readonly maxChangePerMinute: number | null;
  readonly fold: MeasureFold;
  /** How many channels a console carries (numbered from 1); 0 for a single sensor. */
  readonly channels: number;
  /**
   * True when every reading carries it (a column of the readings table, the JSON door's READING_MEASURES);
   * for a channelled one the reading keeps the lowest channel present. False: stored by the sensors module.
   */
  readonly reading: boolean;
  /** True when the back office's reading editor may change it (a value a person reads off and corrects). */
  readonly editable: boolean;
  /**
   * A main measure's column in the readings table (snake_case, its unit in the name: STYLE "Naming"); a
   * migration adds it. Absent for the sensors module's kinds.
   */
  readonly column?: string;
  /**
   * A main measure's daily summary and rollup columns; absent: none of its own (a `sum` or `vector` fold's
   * columns are the summaries' fixed ones: rain_total_mm, lightning_count, wind_dir_*).
   */
  readonly summary?: MeasureSummary;
  /** How the upload doors read a main measure when not simply by its source fields. */
  readonly doors?: MeasureDoors;
  /**
   * True for a main measure the forwarding outbox queues with each reading (the weather networks' payload);
   * the rain windows and the extra sensors are added apart.
   */
  readonly forwarded?: boolean;
  /** For a battery or signal: the measure whose sensor it reports on. */
  readonly healthOf?: string;
  /** What the JSON door's documentation adds after the canonical unit (`sea level`, `since local midnight`). */
  readonly jsonNote?: string;
  /** The sensors that send it (console models), for the documentation and the back office. */
  readonly sensors?: string;
  readonly sources: MeasureSources;
  readonly forwarding: MeasureForwarding;
  readonly homeAssistant: HomeAssistantClass;
}

/** The canonical unit, display units, unit-set field and Home Assistant class of each quantity. */
export const QUANTITY_UNITS: {
  readonly [Q in MeasureQuantity]: {
    readonly unit: MeasureUnit;
    readonly displayUnits: readonly MeasureUnit[];
    readonly unitSetField: keyof UnitSet | null;
    readonly deviceClass: string | null;
  };
} = {
  temperature: {
    unit: '°C',
    displayUnits: ['°C', '°F'],
    unitSetField: 'temperatureUnit',
    deviceClass: 'temperature',
  },
  humidity: { unit: '%', displayUnits: ['%'], unitSetField: 'humidityUnit', deviceClass: 'humidity' },
  pressure: {
    unit: 'hPa',
    displayUnits: ['hPa', 'inHg', 'mmHg'],
    unitSetField: 'pressureUnit',
    deviceClass: 'atmospheric_pressure',
  },
  speed: {
    unit: 'm/s',
    displayUnits: ['km/h', 'm/s', 'mph', 'kn'],
    unitSetField: 'speedUnit',
    deviceClass: 'wind_speed',
  },
  direction: { unit: '°', displayUnits: ['°'], unitSetField: 'windDirUnit', deviceClass: 'wind_direction' },
  rain: { unit: 'mm', displayUnits: ['mm', 'in'], unitSetField: 'rainUnit', deviceClass: 'precipitation' },
  rainRate: {
    unit: 'mm/h',
    displayUnits: ['mm/h', 'in/h'],
    unitSetField: 'rainUnit',
    deviceClass: 'precipitation_intensity',
  },
  irradiance: {
    unit: 'W/m²',
    displayUnits: ['W/m²'],
    unitSetField: 'solarRadiationUnit',
    deviceClass: 'irradiance',
  },
  uvIndex: { unit: 'index', displayUnits: ['index'], unitSetField: null, deviceClass: null },
  particulates: { unit: 'µg/m³', displayUnits: ['µg/m³'], unitSetField: 'pmUnit', deviceClass: 'pm25' },
  co2: { unit: 'ppm', displayUnits: ['ppm'], unitSetField: null, deviceClass: 'carbon_dioxide' },
  lightningDistance: { unit: 'km', displayUnits: ['km', 'mi'], unitSetField: null, deviceClass: 'distance' },
  snowDepth: { unit: 'cm', displayUnits: ['cm', 'in'], unitSetField: null, deviceClass: 'distance' },
  count: { unit: 'count', displayUnits: ['count'], unitSetField: null, deviceClass: null },
  wetness: { unit: '%', displayUnits: ['%'], unitSetField: null, deviceClass: null },
  soilMoisture: { unit: '%', displayUnits: ['%'], unitSetField: null, deviceClass: 'moisture' },
  // A suction in centibar (1 cb = 1 kPa): Home Assistant has no class for it.
  soilTension: { unit: 'cb', displayUnits: ['cb'], unitSetField: null, deviceClass: null },
  leak: { unit: 'flag', displayUnits: ['flag'], unitSetField: null, deviceClass: null },
  instant: { unit: 'epochMs', displayUnits: ['epochMs'], unitSetField: null, deviceClass: 'timestamp' },
  batteryVoltage: { unit: 'V', displayUnits: ['V'], unitSetField: null, deviceClass: 'voltage' },
  batteryLevel: { unit: 'level', displayUnits: ['level'], unitSetField: null, deviceClass: null },
  batteryLow: { unit: 'flag', displayUnits: ['flag'], unitSetField: null, deviceClass: null },
  signal: { unit: '%', displayUnits: ['%'], unitSetField: null, deviceClass: null },
};

/** The parts of a descriptor a catalogue entry spells; the rest comes from its quantity. */
export type MeasureEntry<K extends string, R extends boolean> = Omit<
  MeasureDescriptor,
  'kind' | 'reading' | 'unit' | 'displayUnits' | 'unitSetField' | 'homeAssistant' | 'forwarding'
> & {
  readonly kind: K;
  readonly reading: R;
  readonly forwarding?: MeasureForwarding;
  /** Overrides the quantity's Home Assistant class or gives a state class other than `measurement`. */
  readonly homeAssistant?: Partial<HomeAssistantClass>;
};

/**
 * A catalogue entry completed from its quantity, keeping its kind, `reading` and spike-filter default as
 * literal types (so that the catalogue's lists of kinds are typed).
 */
export function describe<const E extends MeasureEntry<string, boolean>>(
  entry: E,
): MeasureDescriptor & {
  readonly kind: E['kind'];
  readonly reading: E['reading'];
  readonly maxChangePerMinute: E['maxChangePerMinute'];
  readonly editable: E['editable'];
  readonly column: E extends { readonly column: infer C extends string } ? C : undefined;
  readonly forwarded: E extends { readonly forwarded: true } ? true : false;
  readonly fold: E['fold'];
  readonly summary: E extends { readonly summary: infer S extends MeasureSummary } ? S : undefined;
} {
  const units = QUANTITY_UNITS[entry.quantity];
  return {
    ...entry,
    // The literal types the catalogue's lists are typed by (the entry's own values, which TypeScript cannot
    // follow through a conditional type).
    column: entry.column as E extends { readonly column: infer C extends string } ? C : undefined,
    forwarded: (entry.forwarded === true) as E extends { readonly forwarded: true } ? true : false,
    summary: entry.summary as E extends { readonly summary: infer S extends MeasureSummary } ? S : undefined,
    unit: units.unit,
    displayUnits: units.displayUnits,
    unitSetField: units.unitSetField,
    forwarding: entry.forwarding ?? {},
    homeAssistant: {
      deviceClass: units.deviceClass,
      stateClass: entry.quantity === 'direction' ? 'measurement_angle' : 'measurement',
      ...entry.homeAssistant,
    },
  };
}
