/**
 * The shape of the measure catalogue: one descriptor per kind of measure a station may send, saying what it
 * measures, in which unit it is stored and shown, what values are possible, how a period folds it, how many
 * channels a console carries, which field each door, importer and forwarding network reads or writes for it,
 * and its name in the three languages. Code that used to spell each measure again (units, bounds, keys,
 * labels) reads these descriptors instead; adding a sensor kind is one descriptor and its translations.
 */

import type { UnitSet } from '../unit-symbols.ts';

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

/**
 * One field of a source (a door's form, an importer's column, a forwarding network's query). In `name`,
 * `{n}` stands for the channel number, plus `offset` (Weather Underground's second outdoor sensor is
 * `temp2f`: channel 1 with offset 1). `channels` (inclusive) are the channels the field carries: absent, all
 * of the measure's channels (or its one sensor when it has none); a name without `{n}` carries one channel.
 * `unit` is the unit the source writes the field in; `digits` the decimals a forwarding network is sent;
 * `noValue` a number the source writes for "nothing measured" (Ecowitt's 255 km lightning distance).
 */
export interface MeasureField {
  readonly name: string;
  readonly unit: MeasureUnit;
  readonly channels?: readonly [first: number, last: number];
  readonly offset?: number;
  readonly digits?: number;
  readonly noValue?: number;
}

/**
 * The fields each source reads for a measure. For a single-sensor measure, several fields are alternatives,
 * first present wins. `weewx`: archive columns, `unit` as in WeeWX's US unit system (the importer converts the
 * METRIC and METRICWX systems by quantity). `cumulusExtraLog`: the field index in Cumulus MX's
 * ExtraLogYYYYMM.txt of each channel (index 0: channel 1), written in the station's own units. `cumulusLog`:
 * a main measure's field of Cumulus MX's monthly log (MMMyylog.txt), its name as CumulusMX's source names it
 * (LogFileRec.cs; the import preview shows it) and its position (0-based), in the station's own units; the
 * fields read otherwise (rain's counter and day total, the current gust) are the importer's. `csv`: a main
 * measure's column in meteodeck's CSV exchange format (the contract's reading-csv.ts): the name before the
 * unit suffix (`dew_point` → `dew_point_c`, `dew_point_f`) and its place in an export (1: first); an
 * export's columns never move. `weatherlinkCsv`: the header names of Davis WeatherLink's exports that carry a
 * main measure (normalized: lower case, no accents; a two-line header's words joined, `temp out`), in groups
 * by preference (the first group's column before the second's: `high rain rate` before `rain rate`); the unit
 * is the header's or the owner's. `ecowittCsv`: the words that name a main measure's column in Ecowitt's CSV
 * exports (see {@link CsvHeaderWords}).
 */
export interface MeasureSources {
  readonly ecowitt?: readonly MeasureField[];
  readonly wunderground?: readonly MeasureField[];
  readonly weewx?: readonly MeasureField[];
  readonly cumulusExtraLog?: readonly number[];
  readonly cumulusLog?: { readonly name: string; readonly index: number };
  readonly csv?: { readonly base: string; readonly column: number };
  readonly weatherlinkCsv?: readonly (readonly string[])[];
  readonly ecowittCsv?: CsvHeaderWords;
}

/**
 * How a main measure's column is known in Ecowitt's CSV exports (the console's SD card and WS View Plus, one
 * header line; ecowitt.net, a line of groups over the columns), in the languages they are written in
 * (English, German, French), by the words of its header, normalized (lower case, no accents, any other
 * character a space; a word written with a space on each side stands alone): one of `name` in the column's
 * name; one of `context` in its name or its group; none of `without` in either. A name holding one of
 * `fallback` (a 10-minute average beside the current value) is taken only when no other column is. A list
 * left out asks nothing. The importer tries the measures in catalogue order, the first that fits taking the
 * column; the rain gauges' columns (rates, counters and rolling sums) and those it never reads are its own.
 */
export interface CsvHeaderWords {
  readonly name?: readonly string[];
  readonly context?: readonly string[];
  readonly without?: readonly string[];
  readonly fallback?: readonly string[];
}

/**
 * How one upload door (Ecowitt, Weather Underground) reads a main measure into the reading, beyond the
 * measure's own fields of that source: `lastChannel`, the highest channel the reading takes (the lowest
 * present wins; absent: every channel of its fields); `before` and `after`, fields tried before and after
 * its own (another protocol's spelling, another sensor's value), in their own units.
 */
export interface DoorFields {
  readonly lastChannel?: number;
  readonly before?: readonly MeasureField[];
  readonly after?: readonly MeasureField[];
}

/** The upload doors whose field rules the catalogue gives. */
export type DoorSource = 'ecowitt' | 'wunderground';

/**
 * How the upload doors read a main measure: by default its source fields, first present wins (see
 * {@link DoorFields}); `'code'` when the doors read its fields in code instead (the rain gauges' counters
 * and rate, the lightning counter whose steps are strikes).
 */
export type MeasureDoors = 'code' | { readonly [S in DoorSource]?: DoorFields };

/** The networks that reuse Weather Underground's upload query under their own address. */
export type WundergroundLike = 'pwsweather' | 'wow';

/**
 * A field of Weather Underground's upload query. `place`: its place in the query (1: first), the fields of
 * its channels one after another, in channel order; the rain windows hold places 8 (`rainin`, the past
 * hour) and 9 (`dailyrainin`), which the forwarding module fills. `sharedWith`: the networks reusing the
 * query whose own documentation lists the field (PWSweather's upload protocol, the Met Office WOW's
 * automatic upload); the others are left out of theirs.
 */
export interface WundergroundField extends MeasureField {
  readonly place: number;
  readonly sharedWith?: readonly WundergroundLike[];
}

/**
 * The fields forwarding networks are sent for a measure (in the network's unit, with `digits`). A main
 * measure queued with each reading (`forwarded`) fills its first field from the reading; every field may
 * be filled from the station's extra sensor of its channel.
 */
export interface MeasureForwarding {
  readonly wunderground?: readonly WundergroundField[];
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

/** One field of a source resolved for a channel (0 for a single sensor). */
export interface ResolvedField {
  readonly channel: number;
  readonly name: string;
  readonly unit: MeasureUnit;
  readonly digits?: number;
  readonly noValue?: number;
}

/** The channels a field carries for a measure with `channels` channels (0: the one sensor). */
function channelsOf(field: MeasureField, channels: number): number[] {
  if (channels === 0) return [0];
  const [first, last] = field.channels ?? (field.name.includes('{n}') ? [1, channels] : [1, 1]);
  const list: number[] = [];
  for (let channel = first; channel <= Math.min(last, channels); channel += 1) list.push(channel);
  return list;
}

/** The fields `fields` stand for, one per channel, in order: `{n}` replaced by the channel plus offset. */
export function resolveFields(
  fields: readonly MeasureField[] | undefined,
  channels: number,
): ResolvedField[] {
  const resolved: ResolvedField[] = [];
  for (const field of fields ?? []) {
    for (const channel of channelsOf(field, channels)) {
      const name = field.name.replace('{n}', String(channel + (field.offset ?? 0)));
      resolved.push({
        channel,
        name,
        unit: field.unit,
        ...(field.digits === undefined ? {} : { digits: field.digits }),
        ...(field.noValue === undefined ? {} : { noValue: field.noValue }),
      });
    }
  }
  return resolved;
}
