/**
 * What one upload says of a station's extra sensors, pure: each sensor field's value in canonical units
 * within its kind's bounds, the batteries of the sensors it carried, the values out of bounds, and the fields
 * nothing reads (unmapped), with their value as sent.
 */
import {
  batteryTargetsOf,
  SENSOR_KINDS,
  type SensorKind,
  sensorFieldOf,
  sensorKeyOf,
} from './sensor-keys.ts';

/** "No value" of Weather Underground uploads and WeeWX's interceptor. */
const NO_VALUE = -9999;
/** Most unmapped fields kept from one upload, and the longest name and value kept of each. */
export const MAX_UNMAPPED_PER_UPLOAD = 64;
const MAX_FIELD_LENGTH = 64;
const MAX_VALUE_LENGTH = 200;

/** One sensor's value in an upload. */
export interface SensorValue {
  key: string;
  kind: SensorKind;
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

/**
 * Reads the extra sensors of an upload through door `protocol`. `fields` are its fields as sent;
 * `ignored` those the readings door found no place for (the only candidates for unmapped).
 */
export function readSensorUpload(
  protocol: string,
  fields: Readonly<Record<string, string>>,
  ignored: readonly string[],
): SensorUpload {
  const batteries = new Map<string, number>();
  for (const [field, text] of Object.entries(fields)) {
    const targets = batteryTargetsOf(protocol, field);
    const value = targets.length === 0 ? null : numberOf(text);
    if (value !== null) for (const key of targets) batteries.set(key, value);
  }
  const values: SensorValue[] = [];
  const rejected: SensorUpload['rejected'] = [];
  const seen = new Set<string>();
  for (const [field, text] of Object.entries(fields)) {
    const sensor = sensorFieldOf(protocol, field);
    if (sensor === undefined) continue;
    seen.add(field);
    const raw = numberOf(text);
    if (raw === null) continue;
    const key = sensorKeyOf(sensor.kind, sensor.channel);
    const value = sensor.convert === undefined ? raw : sensor.convert(raw);
    const bounds = SENSOR_KINDS[sensor.kind];
    if (!(value >= bounds.min && value <= bounds.max)) {
      rejected.push({ key, value });
      continue;
    }
    values.push({
      key,
      kind: sensor.kind,
      channel: sensor.channel,
      value,
      battery: batteries.get(key) ?? null,
    });
  }
  const unmapped: SensorUpload['unmapped'] = [];
  for (const field of ignored) {
    if (unmapped.length >= MAX_UNMAPPED_PER_UPLOAD) break;
    if (seen.has(field) || field.length > MAX_FIELD_LENGTH) continue;
    const text = fields[field];
    if (text === undefined) continue;
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
