/**
 * Which upload field is which extra sensor, read from the measure catalogue (@meteodeck/weather): a field
 * of a channelled measure (a WH31's `temp3f`, a WH51's `soilmoisture2`, a WN34's `tf_ch1`, even those whose
 * first channel the reading keeps) is the sensor `<kind>:<channel>` (`extraTemperature:3`); a field of a
 * single sensor the reading has no column for (a WH45's `co2`, `pm25_co2`) is the sensor `<kind>`, unless
 * the readings door reads it into the reading's rain or lightning (the piezo gauge's counters, the last
 * strike). A battery field is the battery of the
 * sensors of the same models and channel. Weather Underground uploads are read with the fields the catalogue
 * forwards there (`temp2f` is the first extra temperature). The JSON door names sensors by their key.
 */
import {
  convertMeasureUnit,
  type FieldMeaning,
  isMeasureKind,
  MEASURE_KINDS,
  type MeasureDescriptor,
  type MeasureUnit,
  measureDescriptor,
  sourceFieldIndex,
  wundergroundFields,
} from '@meteodeck/weather';

/** A field read as a sensor: which one, and the unit the field is written in. */
export interface SensorField {
  key: string;
  descriptor: MeasureDescriptor;
  channel: number | null;
  unit: MeasureUnit;
  /** A number the source writes for "nothing measured". */
  noValue?: number;
}

/** The sensor key of a kind and channel: `extraTemperature:3`, or `co2` for a single sensor. */
export function sensorKeyOf(kind: string, channel: number | null): string {
  return channel === null || channel === 0 ? kind : `${kind}:${channel}`;
}

/** `value` written in `from`, in `to`; undefined when the units do not convert (the field is not read). */
export function toCanonical(value: number, from: MeasureUnit, to: MeasureUnit): number | undefined {
  return convertMeasureUnit(value, from, to) ?? undefined;
}

/** Weather Underground's upload fields: the catalogue's, then those it forwards there (`temp2f`). */
function wundergroundIndex(): ReadonlyMap<string, FieldMeaning> {
  const index = new Map(sourceFieldIndex('wunderground'));
  for (const kind of MEASURE_KINDS) {
    for (const field of wundergroundFields(kind)) {
      if (!index.has(field.name)) index.set(field.name, { kind, channel: field.channel, unit: field.unit });
    }
  }
  return index;
}

const INDEX: Readonly<Record<string, ReadonlyMap<string, FieldMeaning>>> = {
  ecowitt: sourceFieldIndex('ecowitt'),
  wunderground: wundergroundIndex(),
};

/** Quantities whose single-sensor fields the readings door keeps in the reading when it reads them. */
const READING_OWN: ReadonlySet<string> = new Set(['rain', 'rainRate', 'instant']);

/** True for a measure a station may have as an extra sensor (not a battery or signal). */
function isSensorMeasure(descriptor: MeasureDescriptor): boolean {
  return descriptor.healthOf === undefined && (descriptor.channels > 0 || !descriptor.reading);
}

/** The sensor a JSON door's key names (`extraTemperature:3`, `co2`), canonical units; undefined if none. */
export function parseSensorKey(key: string): SensorField | undefined {
  const match = /^([a-zA-Z0-9]+)(?::(\d{1,2}))?$/.exec(key);
  const kind = match?.[1];
  if (match === null || !isMeasureKind(kind)) return undefined;
  const descriptor = measureDescriptor(kind);
  if (!isSensorMeasure(descriptor)) return undefined;
  const channel = match[2] === undefined ? null : Number(match[2]);
  const fits =
    descriptor.channels === 0
      ? channel === null
      : channel !== null && channel >= 1 && channel <= descriptor.channels;
  return fits ? { key, descriptor, channel, unit: descriptor.unit } : undefined;
}

/**
 * The sensor an upload's field is, by the door it came through; undefined for any other field.
 * `readByReadings`: whether the readings door reads the field (a single sensor's field it reads is its own).
 */
export function sensorFieldOf(
  protocol: string,
  field: string,
  readByReadings: boolean,
): SensorField | undefined {
  if (protocol === 'json') return parseSensorKey(field);
  const meaning = INDEX[protocol]?.get(field);
  if (meaning === undefined) return undefined;
  const descriptor = measureDescriptor(meaning.kind);
  if (!isSensorMeasure(descriptor)) return undefined;
  // The rain gauge's counters and the last strike the readings door reads are the reading's own.
  if (descriptor.channels === 0 && readByReadings && READING_OWN.has(descriptor.quantity)) return undefined;
  const channel = descriptor.channels === 0 ? null : meaning.channel;
  const key = sensorKeyOf(meaning.kind, channel);
  return meaning.noValue === undefined
    ? { key, descriptor, channel, unit: meaning.unit }
    : { key, descriptor, channel, unit: meaning.unit, noValue: meaning.noValue };
}

/** A battery field: the models it belongs to, its channel (null: a single sensor) and unit. */
export interface BatteryField {
  models: ReadonlySet<string>;
  channel: number | null;
  unit: MeasureUnit;
}

const MODELS = new WeakMap<MeasureDescriptor, ReadonlySet<string>>();

/** The models a descriptor's `sensors` names (WH31, WN34, WS90…). */
export function modelsOf(descriptor: MeasureDescriptor): ReadonlySet<string> {
  let models = MODELS.get(descriptor);
  if (models === undefined) {
    models = new Set(descriptor.sensors?.match(/\b[A-Z]{2}\d{2}[A-Z]?\b/g) ?? []);
    MODELS.set(descriptor, models);
  }
  return models;
}

/** The battery an upload's field is (Ecowitt's `batt3`, `soilbatt1`, `co2_batt`…); undefined otherwise. */
export function batteryFieldOf(protocol: string, field: string): BatteryField | undefined {
  const meaning = INDEX[protocol]?.get(field);
  if (meaning === undefined) return undefined;
  const descriptor = measureDescriptor(meaning.kind);
  if (descriptor.healthOf === undefined) return undefined;
  return {
    models: modelsOf(descriptor),
    channel: descriptor.channels === 0 ? null : meaning.channel,
    unit: meaning.unit,
  };
}

/** A kind's descriptor when the catalogue knows it. */
export function descriptorOf(kind: string): MeasureDescriptor | undefined {
  return isMeasureKind(kind) ? measureDescriptor(kind) : undefined;
}

/** True for a counter, whose day sums its rises (the piezo gauge's counters). */
export function isCounter(descriptor: MeasureDescriptor): boolean {
  return descriptor.homeAssistant.stateClass === 'total_increasing';
}
