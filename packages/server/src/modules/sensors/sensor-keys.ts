/**
 * Which upload field is which extra sensor, and what each kind of sensor is (its unit, bounds and fold):
 * the doors' keys (Ecowitt's `temp3f`, `soilmoisture2`, `tf_ch1`, `co2`…, Weather Underground's `temp2f`,
 * `soiltempf`, `soilmoisture`…) mapped to a sensor key `<kind>:<channel>` (`extraTemperature:3`), or
 * `<kind>` for a sensor without channels (a WH45's `co2`), with the conversion from the console's unit.
 * Key names as Ecowitt consoles send them (GW1100, GW2000; the lists of aioecowitt, Apache-2.0, and
 * ecowitt2mqtt, MIT, were read for them). The JSON door names sensors by their key, in canonical units.
 */
import { fahrenheitToCelsius } from '@meteodeck/weather';

/** How a kind's values fold into a day: a level's mean, or a counter's rises. */
export type SensorFold = 'mean' | 'counter';

/** What one kind of extra sensor is. */
export interface SensorKindInfo {
  /** Canonical unit, as answers carry it. */
  unit: string;
  /** Physical bounds: a value outside is dropped (counted as rejected). */
  min: number;
  max: number;
  fold: SensorFold;
  /** French label of the back office (the owner's name replaces it). */
  label: string;
}

export const SENSOR_KINDS = {
  extraTemperature: { unit: '°C', min: -90, max: 80, fold: 'mean', label: 'Température' },
  extraHumidity: { unit: '%', min: 0, max: 100, fold: 'mean', label: 'Humidité' },
  soilMoisture: { unit: '%', min: 0, max: 100, fold: 'mean', label: 'Humidité du sol' },
  soilTemperature: { unit: '°C', min: -60, max: 80, fold: 'mean', label: 'Température du sol' },
  probeTemperature: { unit: '°C', min: -60, max: 100, fold: 'mean', label: 'Sonde de température' },
  leafWetness: { unit: '%', min: 0, max: 100, fold: 'mean', label: 'Humectation foliaire' },
  pm25: { unit: 'µg/m³', min: 0, max: 2000, fold: 'mean', label: 'PM2,5' },
  pm25Avg24h: { unit: 'µg/m³', min: 0, max: 2000, fold: 'mean', label: 'PM2,5 moyenne 24 h' },
  co2: { unit: 'ppm', min: 0, max: 40_000, fold: 'mean', label: 'CO₂' },
  co2Pm25: { unit: 'µg/m³', min: 0, max: 2000, fold: 'mean', label: 'PM2,5 (capteur CO₂)' },
  co2Pm10: { unit: 'µg/m³', min: 0, max: 2000, fold: 'mean', label: 'PM10 (capteur CO₂)' },
  co2Temperature: { unit: '°C', min: -50, max: 80, fold: 'mean', label: 'Température (capteur CO₂)' },
  co2Humidity: { unit: '%', min: 0, max: 100, fold: 'mean', label: 'Humidité (capteur CO₂)' },
  leak: { unit: '', min: 0, max: 1, fold: 'mean', label: 'Fuite' },
  lightningStrikes: { unit: '', min: 0, max: 1_000_000, fold: 'counter', label: 'Éclairs' },
} as const satisfies Record<string, SensorKindInfo>;

export type SensorKind = keyof typeof SENSOR_KINDS;

/** A field read as a sensor: which one, and its value in canonical units. */
export interface SensorField {
  kind: SensorKind;
  channel: number | null;
  convert?: (value: number) => number;
}

/** The sensor key of a kind and channel: `extraTemperature:3`, or `co2` without channel. */
export function sensorKeyOf(kind: SensorKind, channel: number | null): string {
  return channel === null ? kind : `${kind}:${channel}`;
}

const F = fahrenheitToCelsius;
type Pattern = readonly [RegExp, SensorKind, ((value: number) => number)?];

/** Ecowitt's channel fields: `<prefix><n><suffix>`, n the channel. */
const ECOWITT_CHANNELS: readonly Pattern[] = [
  [/^temp([1-8])f$/, 'extraTemperature', F],
  [/^humidity([1-8])$/, 'extraHumidity'],
  [/^soilmoisture([1-9]|1[0-6])$/, 'soilMoisture'],
  [/^tf_ch([1-8])$/, 'probeTemperature', F],
  [/^leafwetness_ch([1-8])$/, 'leafWetness'],
  [/^pm25_ch([1-4])$/, 'pm25'],
  [/^pm25_avg_24h_ch([1-4])$/, 'pm25Avg24h'],
  [/^leak_ch([1-4])$/, 'leak'],
];

/** Ecowitt's fields of sensors without channels (the WH45, the WH57). */
const ECOWITT_SINGLE: Readonly<Record<string, SensorField>> = {
  co2: { kind: 'co2', channel: null },
  pm25_co2: { kind: 'co2Pm25', channel: null },
  pm10_co2: { kind: 'co2Pm10', channel: null },
  tf_co2: { kind: 'co2Temperature', channel: null, convert: F },
  humi_co2: { kind: 'co2Humidity', channel: null },
  lightning_num: { kind: 'lightningStrikes', channel: null },
};

/** Weather Underground's: the first channel unnumbered (`soiltempf`), the others numbered (`soiltemp2f`). */
const WU_CHANNELS: readonly (readonly [RegExp, SensorKind, ((value: number) => number)?])[] = [
  [/^temp([2-9])f$/, 'extraTemperature', F],
  [/^soiltemp([1-9]?)f$/, 'soilTemperature', F],
  [/^soilmoisture([1-9]?)$/, 'soilMoisture'],
  [/^leafwetness([1-9]?)$/, 'leafWetness'],
  [/^AqPM2\.5()$/, 'pm25'],
];

function matchChannels(patterns: readonly Pattern[], field: string): SensorField | undefined {
  for (const [pattern, kind, convert] of patterns) {
    const match = pattern.exec(field);
    if (match === null) continue;
    const channel = match[1] === undefined || match[1] === '' ? 1 : Number(match[1]);
    return convert === undefined ? { kind, channel } : { kind, channel, convert };
  }
  return undefined;
}

/** The sensor a JSON door's key names (`extraTemperature:3`, `co2`), canonical units; undefined if none. */
function parseSensorKey(key: string): SensorField | undefined {
  const match = /^([a-zA-Z0-9]+)(?::([1-9]\d?))?$/.exec(key);
  if (match === null || !Object.hasOwn(SENSOR_KINDS, match[1] ?? '')) return undefined;
  return { kind: match[1] as SensorKind, channel: match[2] === undefined ? null : Number(match[2]) };
}

/** The sensor an upload's field is, by the door it came through; undefined for any other field. */
export function sensorFieldOf(protocol: string, field: string): SensorField | undefined {
  if (protocol === 'ecowitt') return ECOWITT_SINGLE[field] ?? matchChannels(ECOWITT_CHANNELS, field);
  if (protocol === 'wunderground') return matchChannels(WU_CHANNELS, field);
  if (protocol === 'json') return parseSensorKey(field);
  return undefined;
}

/** Ecowitt's battery fields and the sensor keys each is the battery of. */
const ECOWITT_BATTERIES: readonly (readonly [RegExp, readonly SensorKind[]])[] = [
  [/^batt([1-8])$/, ['extraTemperature', 'extraHumidity']],
  [/^soilbatt([1-9]|1[0-6])$/, ['soilMoisture']],
  [/^tf_batt([1-8])$/, ['probeTemperature']],
  [/^leaf_batt([1-8])$/, ['leafWetness']],
  [/^pm25batt([1-4])$/, ['pm25', 'pm25Avg24h']],
  [/^leakbatt([1-4])$/, ['leak']],
];
const ECOWITT_SINGLE_BATTERIES: Readonly<Record<string, readonly SensorKind[]>> = {
  co2_batt: ['co2', 'co2Pm25', 'co2Pm10', 'co2Temperature', 'co2Humidity'],
  wh57batt: ['lightningStrikes'],
};

/** The sensor keys a battery field is the battery of (empty for any other field). */
export function batteryTargetsOf(protocol: string, field: string): string[] {
  if (protocol !== 'ecowitt') return [];
  const single = ECOWITT_SINGLE_BATTERIES[field];
  if (single !== undefined) return single.map((kind) => sensorKeyOf(kind, null));
  for (const [pattern, kinds] of ECOWITT_BATTERIES) {
    const match = pattern.exec(field);
    if (match !== null) return kinds.map((kind) => sensorKeyOf(kind, Number(match[1])));
  }
  return [];
}
