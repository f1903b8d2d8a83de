/** AWEKAS, the basic upload API (`eingabe_pruefung.php`). */
import { createHash } from 'node:crypto';
import { AWEKAS_FIELDS, convertMeasureUnit, measureDescriptor } from '@meteodeck/weather';
import { sensorKeyOf } from '../../sensors/index.ts';
import {
  answered,
  type DeliveryOutcome,
  type ForwardingPayload,
  fixed,
  type NetworkAdapter,
  type TargetCredentials,
} from './network.ts';

/**
 * The positions of `val` the measure catalogue gives (`forwarding.awekas`, `AWEKAS_FIELDS`): the reading's
 * measures (temperature 5, humidity 6, pressure 7, wind 9, direction 10, gust 16, solar radiation 17, UV
 * 18, rain rate 22) and the sensors' (snow height 13, soil temperature 21), each with its value as sent: the
 * reading's for a forwarded measure, else the station's public extra sensor of the field's channel (the
 * first) at the reading's instant; empty when neither has one.
 */
const CATALOGUE_FIELDS = AWEKAS_FIELDS.map((field) => {
  const descriptor = measureDescriptor(field.kind);
  const key = sensorKeyOf(field.kind, field.channel);
  return {
    position: field.position,
    wire(payload: ForwardingPayload): string {
      const value = (field.reading === null ? null : payload[field.reading]) ?? payload.sensors?.[key];
      if (value === null || value === undefined) return '';
      const converted = convertMeasureUnit(value, descriptor.unit, field.unit);
      if (converted === null) return '';
      const wire = fixed(converted, field.digits);
      return field.emptyAt !== undefined && Number(wire) === field.emptyAt ? '' : wire;
    },
  };
});

/** How many positions `val` has (AWEKAS's API description numbers them 1 to 25). */
const VAL_POSITIONS = 25;

/** The reading's instant in UTC, as an ISO string (`2026-11-27T21:05:00.000Z`). */
const utc = (payload: ForwardingPayload) => new Date(payload.at).toISOString();

/**
 * The positions of `val` that are the adapter's own, for none is a measure of the catalogue: the login (1
 * the user name, 2 the password's MD5 digest), the reading's date and time in UTC (3, 4), the rain of the
 * day so far (8, mm: a rain window the outbox adds to the payload, as Weather Underground's `dailyrainin`),
 * the language of AWEKAS's answers (14), the software's name (23) and where the station stands (24, 25:
 * the station's site, not a reading). The positions neither they nor the catalogue give stay empty: the
 * weather condition and the warning text (11, 12), the pressure tendency (15), the brightness and the
 * sunshine hours (19, 20), which meteodeck does not measure.
 */
const OWN_FIELDS: readonly (readonly [
  position: number,
  value: (payload: ForwardingPayload, credentials: TargetCredentials) => string,
])[] = [
  [1, (_, credentials) => credentials.stationId],
  [2, (_, credentials) => createHash('md5').update(credentials.secret, 'utf8').digest('hex')],
  [
    3,
    (payload) => {
      const at = utc(payload);
      return `${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)}`;
    },
  ],
  [4, (payload) => utc(payload).slice(11, 16)],
  [8, ({ rainToday }) => (rainToday === null || rainToday === undefined ? '' : fixed(rainToday, 1))],
  [14, () => 'de'],
  [23, () => 'meteodeck_0.1'],
  [24, (_, { site }) => (site === undefined ? '' : String(site.lng))],
  [25, (_, { site }) => (site === undefined ? '' : String(site.lat))],
];

// A catalogue field at one of the adapter's positions, or beyond the 25, would change the upload's layout.
for (const field of CATALOGUE_FIELDS) {
  const taken = OWN_FIELDS.some(([position]) => position === field.position);
  if (taken || field.position < 1 || field.position > VAL_POSITIONS)
    throw new Error(`AWEKAS's position ${field.position} is not the catalogue's to fill`);
}

/**
 * The `val` of an AWEKAS upload: 25 fields separated by `;` in a fixed order, the measures' from the
 * catalogue (metric units, wind in km/h), the others the adapter's; empty fields for what the reading lacks.
 */
export function awekasVal(payload: ForwardingPayload, credentials: TargetCredentials): string {
  const val = Array.from({ length: VAL_POSITIONS }, () => '');
  for (const [position, value] of OWN_FIELDS) val[position - 1] = value(payload, credentials);
  for (const field of CATALOGUE_FIELDS) val[field.position - 1] = field.wire(payload);
  return val.join(';');
}

/** AWEKAS answers `OK` on success; a line naming the user or the password is a refused login. */
export function readAwekasAnswer(status: number, body: string): DeliveryOutcome {
  const text = body.trim();
  if (status >= 200 && status < 300 && /^OK/i.test(text)) return { kind: 'ok' };
  const message = answered(status, text);
  if (status === 401 || status === 403 || /passwor|benutzer|user|login/i.test(text))
    return { kind: 'bad-credentials', message };
  return { kind: 'failed', message };
}

export const awekas: NetworkAdapter = {
  minIntervalMs: 5 * 60_000,
  request(payload, credentials, endpoints) {
    return {
      protocol: 'http',
      url: `${endpoints.awekas}/eingabe_pruefung.php?val=${encodeURIComponent(awekasVal(payload, credentials))}`,
      init: {},
    };
  },
  readAnswer: readAwekasAnswer,
};
