/**
 * Shared parsing of the console protocols (Weather Underground and Ecowitt): text fields in, numbers in the
 * console's units out, with the protocols' sentinels and quirks. Each protocol module maps fields to
 * measures with a table of {@link FieldRule}s (door-rules.ts derives them from the measure catalogue); the
 * first key present wins.
 */
import type { ApiErrorItem } from '@meteodeck/contract';
import type { CanonicalReading } from '../canonical-reading.ts';

/** A parsed form or query string: field name → value. */
export type UploadFields = Readonly<Record<string, string>>;

/** "No value" sentinel of Weather Underground uploads and of WeeWX's interceptor (`decode_float`). */
const NO_VALUE = -9999;

/** One field a rule tries: its key, the conversion from the console's unit, its own "none" value. */
export interface RuleField {
  key: string;
  convert?: (value: number) => number;
  /** A value meaning "none" for this field only (255 for Ecowitt's lightning distance…). */
  sentinel?: number;
}

/** How one field of the reading is read: the fields to try in order, the first present wins. */
export interface FieldRule {
  measure: Exclude<keyof CanonicalReading, 'receivedAt' | 'rainAlt'>;
  fields: readonly RuleField[];
}

/**
 * Reads a number from an upload field. Absent, empty and `-9999` are missing (null); text that is not a
 * number is a problem reported on that field, so the request is refused rather than stored half-read.
 */
export function readNumber(fields: UploadFields, key: string, problems: ApiErrorItem[]): number | null {
  const text = fields[key]?.trim();
  if (text === undefined || text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) {
    problems.push({ message: 'Valeur numérique attendue', propertyPath: key });
    return null;
  }
  return value === NO_VALUE ? null : value;
}

/** Applies a table of rules to the fields, writing converted values into `reading`. */
export function applyFieldRules(
  fields: UploadFields,
  rules: readonly FieldRule[],
  reading: CanonicalReading,
  problems: ApiErrorItem[],
): void {
  for (const rule of rules) {
    for (const field of rule.fields) {
      const raw = readNumber(fields, field.key, problems);
      if (raw === null || raw === field.sentinel) continue;
      reading[rule.measure] = field.convert === undefined ? raw : field.convert(raw);
      break;
    }
  }
}

// `2024-02-08 10:36:28`, also with `+` or `T` between date and time and stray spaces around the colons
// (one Ecowitt fixture sends `2024-02-08 10: 36: 28`).
const DATE_UTC = /^(\d{4})-(\d{1,2})-(\d{1,2})[\sT+]+(\d{1,2})\s*:\s*(\d{1,2})\s*:\s*(\d{1,2})(?:\.\d+)?$/;

/**
 * The instant of a `dateutc` field in epoch ms: `now` (any case) is the server's clock, otherwise a UTC
 * date and time parsed leniently. Returns null for a missing, malformed or impossible date (2023-02-30).
 */
export function parseDateUtc(text: string | undefined, nowMs: number): number | null {
  if (text === undefined) return null;
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'now') return nowMs;
  const match = DATE_UTC.exec(trimmed);
  if (match === null) return null;
  const part = (index: number): number => Number(match[index]);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const instant = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(instant);
  const sameFields =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return sameFields ? instant : null;
}

/**
 * Flattens a parsed query string or form (repeated keys keep their first value). A key's leading `?` is
 * dropped: a console whose path was typed with a trailing `?` sends `…updateweatherstation.php??ID=…`.
 */
export function toUploadFields(input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return fields;
  for (const [rawKey, value] of Object.entries(input)) {
    const key = rawKey.replace(/^\?+/, '');
    if (key in fields) continue;
    if (typeof value === 'string') fields[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') fields[key] = value[0];
  }
  return fields;
}

/** Most battery and signal fields kept from one upload (a hostile form cannot fill the table). */
const MAX_SENSOR_FIELDS = 32;

/**
 * The battery and signal values of an upload: every field whose name speaks of a battery
 * (`wh65batt`, `soilbatt1`, `txBatteryStatus`, `consBatteryVoltage`…) or a signal (`rxCheckPercent`,
 * `rssi`), with a finite number, as sent. Names longer than 64 characters are left out.
 */
export function sensorFields(fields: UploadFields): Record<string, number> {
  const sensors: Record<string, number> = {};
  let kept = 0;
  for (const [name, text] of Object.entries(fields)) {
    if (kept >= MAX_SENSOR_FIELDS) break;
    if (name.length > 64 || !/batt|^rxcheckpercent$|^rssi|^signal/i.test(name)) continue;
    const value = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(value) || value === NO_VALUE) continue;
    sensors[name] = value;
    kept += 1;
  }
  return sensors;
}

/** Fields of an upload that are not measures: credentials (never shown), the date and the sender's name. */
const CREDENTIAL_FIELDS = new Set(['id', 'password', 'passkey']);
const META_FIELDS = new Set([
  'dateutc',
  'action',
  'softwaretype',
  'realtime',
  'rtfreq',
  'stationtype',
  'model',
  'freq',
  'runtime',
  'heap',
  'interval',
]);

/**
 * What the back office's connection view tells of an upload: the fields it carried (credentials
 * left out) and those meteodeck has no place for (`ruleKeys`: the fields its rules read).
 */
export function describeFields(
  fields: UploadFields,
  ruleKeys: ReadonlySet<string>,
): { seen: string[]; ignored: string[] } {
  const seen = Object.keys(fields).filter((name) => !CREDENTIAL_FIELDS.has(name.toLowerCase()));
  const sensors = new Set(Object.keys(sensorFields(fields)));
  const ignored = seen.filter(
    (name) => !ruleKeys.has(name) && !META_FIELDS.has(name.toLowerCase()) && !sensors.has(name),
  );
  return { seen, ignored };
}

/** Every field name a table of rules reads. */
export function ruleKeysOf(rules: readonly FieldRule[]): ReadonlySet<string> {
  return new Set(rules.flatMap((rule) => rule.fields.map((field) => field.key)));
}
