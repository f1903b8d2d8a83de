/**
 * What one upload says of a station's extra sensors, pure: each sensor field's value in canonical units
 * within its kind's bounds (the measure catalogue's), the batteries of the sensors it carried, the values out
 * of bounds, and the fields nothing reads (unmapped), with their value as sent.
 */
import type { MeasureDescriptor } from '@meteodeck/weather';
import { batteryFieldOf, modelsOf, sensorFieldOf, toCanonical } from './sensor-keys.ts';

/** "No value" of Weather Underground uploads and WeeWX's interceptor. */
const NO_VALUE = -9999;
/** Most unmapped fields kept from one upload, and the longest name and value kept of each. */
export const MAX_UNMAPPED_PER_UPLOAD = 64;
const MAX_FIELD_LENGTH = 64;
const MAX_VALUE_LENGTH = 200;

/** One sensor's value in an upload. */
export interface SensorValue {
  key: string;
  descriptor: MeasureDescriptor;
  channel: number | null;
  value: number;
  /** The battery the upload gave for it, as sent; null when none. */
  battery: number | null;
}

export interface SensorUpload {
  values: SensorValue[];
  /** Values outside their kind's bounds (dropped). */
  rejected: { key: string; value: number }[];
  unmapped: { field: string; value: string }[];
}

function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value !== NO_VALUE ? value : null;
}

/** Gives each value the battery of its sensor: a battery field of the same models and channel. */
function attachBatteries(protocol: string, fields: Readonly<Record<string, string>>, values: SensorValue[]) {
  for (const [field, text] of Object.entries(fields)) {
    const battery = batteryFieldOf(protocol, field);
    const level = battery === undefined ? null : numberOf(text);
    if (battery === undefined || level === null) continue;
    for (const value of values) {
      if (value.channel !== battery.channel) continue;
      const models = modelsOf(value.descriptor);
      if ([...battery.models].some((model) => models.has(model))) value.battery = level;
    }
  }
}

/**
 * Reads the extra sensors of an upload through door `protocol`. `fields` are its fields as sent;
 * `ignored` those the readings door found no place for (the only candidates for unmapped, and the only
 * fields of a single sensor read here).
 */
export function readSensorUpload(
  protocol: string,
  fields: Readonly<Record<string, string>>,
  ignored: readonly string[],
): SensorUpload {
  const notRead = new Set(ignored);
  const values: SensorValue[] = [];
  const rejected: SensorUpload['rejected'] = [];
  const seen = new Set<string>();
  for (const [field, text] of Object.entries(fields)) {
    const sensor = sensorFieldOf(protocol, field, !notRead.has(field));
    // A unit without a conversion: the field stays unmapped.
    if (sensor === undefined || toCanonical(0, sensor.unit, sensor.descriptor.unit) === undefined) continue;
    seen.add(field);
    const raw = numberOf(text);
    const value =
      raw === null || raw === sensor.noValue
        ? undefined
        : toCanonical(raw, sensor.unit, sensor.descriptor.unit);
    if (value === undefined) continue;
    const { min, max } = sensor.descriptor.bounds;
    if (!(value >= min && value <= max)) rejected.push({ key: sensor.key, value });
    else
      values.push({
        key: sensor.key,
        descriptor: sensor.descriptor,
        channel: sensor.channel,
        value,
        battery: null,
      });
  }
  attachBatteries(protocol, fields, values);
  const unmapped: SensorUpload['unmapped'] = [];
  for (const field of ignored) {
    if (unmapped.length >= MAX_UNMAPPED_PER_UPLOAD) break;
    const text = fields[field];
    if (seen.has(field) || field.length > MAX_FIELD_LENGTH || text === undefined) continue;
    if (protocol !== 'json' && batteryFieldOf(protocol, field) !== undefined) continue;
    unmapped.push({ field, value: text.slice(0, MAX_VALUE_LENGTH) });
  }
  return { values, rejected, unmapped };
}

/** Credentials never kept in a raw payload (compared in lower case). */
const CREDENTIALS = new Set(['id', 'password', 'passkey']);

/** The fields of an upload as kept raw: credentials left out. */
export function rawPayloadOf(fields: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields)) {
    if (!CREDENTIALS.has(field.toLowerCase()))
      kept[field.slice(0, MAX_FIELD_LENGTH)] = text.slice(0, MAX_VALUE_LENGTH);
  }
  return kept;
}
