/**
 * The Ecowitt door (DESIGN §5): `POST /ingest/ecowitt/<reference>/<apiToken>`, a form as
 * consoles in "Customized → Ecowitt" mode send it (GW1000, GW1100, GW2000, HP2564…). Imperial units even when
 * the console shows metric; `255` lightning distance and `0xFFFFFFFF` lightning time mean "none"; battery,
 * firmware and unmapped sensor fields are ignored. Which field is which measure is the measure catalogue's.
 */
import type { ApiErrorItem } from '@meteodeck/contract';
import { sourceFields } from '@meteodeck/weather';
import { type CanonicalReading, emptyReading } from '../canonical-reading.ts';
import { catalogueRules, fieldRule } from './door-rules.ts';
import {
  applyGauges,
  applyMainRainSource,
  ECOWITT_BUCKET,
  ECOWITT_PIEZO,
  gaugeKeysOf,
} from './rain-gauges.ts';
import {
  applyFieldRules,
  type FieldRule,
  parseDateUtc,
  ruleKeysOf,
  type UploadFields,
} from './upload-fields.ts';

/** The answer consoles get, as WeeWX's interceptor gives it. */
export const ECOWITT_OK = { errcode: '0', errmsg: 'ok' } as const;

/**
 * The catalogue's rules (door-rules.ts), then the lightning detector's fields the catalogue leaves to code:
 * the last strike (epoch seconds, 0xFFFFFFFF for none, kept in ms) and the day's strike counter, whose
 * steps the pipeline turns into strikes.
 */
const ECOWITT_RULES: readonly FieldRule[] = [
  ...catalogueRules('ecowitt'),
  fieldRule('lightningTime', 'lightningTime', sourceFields('lightningTime', 'ecowitt')),
  fieldRule('lightningCounter', 'lightningCount', sourceFields('lightningCount', 'ecowitt')),
];

/** Every field this door's rules read (the others are reported as ignored). */
export const ECOWITT_FIELDS: ReadonlySet<string> = new Set([
  ...ruleKeysOf(ECOWITT_RULES),
  ...gaugeKeysOf(ECOWITT_BUCKET, ECOWITT_PIEZO),
]);

/**
 * Parses an Ecowitt form into a canonical reading; `dateutc` missing or `now` is `nowMs` (some firmware
 * omits it). Problems (an unreadable date, a non-numeric value) come back as error items on their field.
 */
export function parseEcowittUpload(
  fields: UploadFields,
  nowMs: number,
): { reading: CanonicalReading | null; problems: ApiErrorItem[] } {
  const problems: ApiErrorItem[] = [];
  const receivedAt = parseDateUtc(fields.dateutc ?? 'now', nowMs);
  if (receivedAt === null) {
    problems.push({ message: 'Date invalide (YYYY-MM-DD HH:MM:SS)', propertyPath: 'dateutc' });
  }
  const reading = emptyReading(receivedAt ?? nowMs);
  applyFieldRules(fields, ECOWITT_RULES, reading, problems);
  applyGauges(fields, reading, problems, ECOWITT_BUCKET, ECOWITT_PIEZO);
  // The tipping bucket is the main gauge unless only the piezo one counts; the station's setting may swap
  // them again (the ingestion service).
  return { reading: problems.length === 0 ? applyMainRainSource(reading, 'bucket') : null, problems };
}
