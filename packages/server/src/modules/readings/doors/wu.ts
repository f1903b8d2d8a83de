/**
 * The Weather Underground door (DESIGN §5): `GET` or `POST
 * /weatherstation/updateweatherstation.php?ID=<reference>&PASSWORD=<apiToken>&dateutc=…&tempf=…`, imperial
 * units, `-9999` for "no value", unknown fields (pollutants other than PM2.5, soil moisture, battery…)
 * ignored. Consoles in "Customized → Wunderground" mode (GW1000, GW1100…) send the same request.
 */
import type { ApiErrorItem } from '@meteodeck/contract';
import { type CanonicalReading, emptyReading } from '../canonical-reading.ts';
import { catalogueRules } from './door-rules.ts';
import { applyGauges, gaugeKeysOf, WU_BUCKET } from './rain-gauges.ts';
import {
  applyFieldRules,
  type FieldRule,
  parseDateUtc,
  ruleKeysOf,
  type UploadFields,
} from './upload-fields.ts';

/** The text Weather Underground answers an accepted upload with; consoles check for it. */
export const WU_SUCCESS = 'success';

/** The catalogue's rules (door-rules.ts); rain is the gauge's (rain-gauges.ts). */
const WU_RULES: readonly FieldRule[] = catalogueRules('wunderground');

/** Every field this door's rules read (the others are reported as ignored). */
export const WU_FIELDS: ReadonlySet<string> = new Set([...ruleKeysOf(WU_RULES), ...gaugeKeysOf(WU_BUCKET)]);

/** A Weather Underground upload: who sends it, and the reading (null when the request has problems). */
export interface WuUpload {
  reference: string | undefined;
  token: string | undefined;
  reading: CanonicalReading | null;
  problems: ApiErrorItem[];
}

/**
 * Parses a Weather Underground upload (query string, plus form fields for POST) into a canonical reading.
 * `dateutc=now` is `nowMs`. Problems (missing `dateutc`, a non-numeric value) come back as error items on
 * their field; credentials are returned apart so that the caller checks them first.
 */
export function parseWuUpload(fields: UploadFields, nowMs: number): WuUpload {
  const problems: ApiErrorItem[] = [];
  const receivedAt = parseDateUtc(fields.dateutc, nowMs);
  if (receivedAt === null) {
    problems.push({ message: 'Date invalide (YYYY-MM-DD HH:MM:SS ou now)', propertyPath: 'dateutc' });
  }
  const reading = emptyReading(receivedAt ?? nowMs);
  applyFieldRules(fields, WU_RULES, reading, problems);
  applyGauges(fields, reading, problems, WU_BUCKET);
  return {
    reference: fields.ID,
    token: fields.PASSWORD,
    reading: problems.length === 0 ? reading : null,
    problems,
  };
}
