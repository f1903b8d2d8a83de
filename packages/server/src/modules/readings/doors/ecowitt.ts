/**
 * The Ecowitt door (DESIGN §5): `POST /ingest/ecowitt/<reference>/<apiToken>`, a form as
 * consoles in "Customized → Ecowitt" mode send it (GW1000, GW1100, GW2000, HP2564…). Imperial units even when
 * the console shows metric; `255` lightning distance and `0xFFFFFFFF` lightning time mean "none"; battery,
 * firmware and unmapped sensor fields are ignored.
 */
import type { ApiErrorItem } from '@meteodeck/contract';
import { fahrenheitToCelsius, inhgToHpa, mphToMs } from '@meteodeck/weather';
import { type CanonicalReading, emptyReading } from '../canonical-reading.ts';
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

/** Ecowitt's "no strike yet" lightning time (0xFFFFFFFF). */
const NO_LIGHTNING_TIME = 0xffffffff;
/** Ecowitt's "no value" lightning distance (CumulusMX). */
const NO_LIGHTNING_DISTANCE = 255;

const channels = (prefix: string, suffix = '') => [1, 2, 3, 4].map((n) => `${prefix}${n}${suffix}`);

const ECOWITT_RULES: readonly FieldRule[] = [
  { measure: 'temperature', keys: ['tempf'], convert: fahrenheitToCelsius },
  { measure: 'humidity', keys: ['humidity'] },
  { measure: 'dewPoint', keys: ['dewptf'], convert: fahrenheitToCelsius },
  { measure: 'relativePressure', keys: ['baromrelin'], convert: inhgToHpa },
  { measure: 'absolutePressure', keys: ['baromabsin'], convert: inhgToHpa },
  { measure: 'windSpeed', keys: ['windspeedmph', 'windspdmph_avg10m'], convert: mphToMs },
  { measure: 'windGust', keys: ['windgustmph'], convert: mphToMs },
  { measure: 'windMaxDailyGust', keys: ['maxdailygust'], convert: mphToMs },
  { measure: 'windDirection', keys: ['winddir', 'winddir_avg10m'] },
  // Rain: the gauges' counters, read apart (rain-gauges.ts).
  { measure: 'solarRadiation', keys: ['solarradiation'] },
  { measure: 'uv', keys: ['uv', 'UV'] },
  {
    measure: 'soilTemperature',
    keys: ['soiltempf', 'soiltemp1f', ...channels('tf_ch'), 'soil_ec_temp1'],
    convert: fahrenheitToCelsius,
  },
  { measure: 'leafWetness', keys: [...channels('leafwetness_ch'), 'leafwetness'] },
  { measure: 'pm25', keys: [...channels('pm25_ch'), 'pm25_co2'] },
  { measure: 'pm25Avg', keys: [...channels('pm25_avg_24h_ch'), 'pm25_24h_co2'] },
  { measure: 'lightningDistance', keys: ['lightning'], sentinel: NO_LIGHTNING_DISTANCE },
  {
    measure: 'lightningTime',
    keys: ['lightning_time'],
    sentinel: NO_LIGHTNING_TIME,
    convert: (seconds) => seconds * 1000,
  },
  { measure: 'lightningCounter', keys: ['lightning_num'] },
  { measure: 'indoorTemperature', keys: ['tempinf'], convert: fahrenheitToCelsius },
  { measure: 'indoorHumidity', keys: ['humidityin'] },
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
