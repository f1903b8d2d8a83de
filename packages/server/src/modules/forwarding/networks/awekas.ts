/** AWEKAS, the basic upload API (`eingabe_pruefung.php`). */
import { createHash } from 'node:crypto';
import { AWEKAS_FIELDS, convertMeasureUnit, measureDescriptor, msToKmh } from '@meteodeck/weather';
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
 * The fields the measure catalogue gives (`forwarding.awekas`: the snow height, the soil temperature), each
 * with its value as sent: the reading's for a forwarded measure, else the station's public extra sensor of
 * the field's channel (the first) at the reading's instant; empty when neither has one.
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

/**
 * The `val` of an AWEKAS upload: 25 fields separated by `;` in a fixed order, the password as its MD5
 * digest, date and time in UTC, metric units (wind in km/h, the day's rain in mm), empty fields for what the
 * reading lacks; the snow height and the soil temperature at the positions the measure catalogue gives.
 */
export function awekasVal(payload: ForwardingPayload, credentials: TargetCredentials): string {
  const at = new Date(payload.at).toISOString();
  const date = `${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)}`;
  const time = at.slice(11, 16);
  const f = (value: number | null | undefined, digits: number, convert = (v: number) => v) =>
    value === null || value === undefined ? '' : fixed(convert(value), digits);
  const val = [
    credentials.stationId,
    createHash('md5').update(credentials.secret, 'utf8').digest('hex'),
    date,
    time,
    f(payload.temperature, 1),
    f(payload.humidity, 0),
    f(payload.relativePressure, 1),
    f(payload.rainToday, 1),
    f(payload.windSpeed, 1, msToKmh),
    f(payload.windDirection, 0),
    '', // weather condition
    '', // warning text
    '', // snow height (the catalogue's)
    'de',
    '', // pressure tendency
    f(payload.windGust, 1, msToKmh),
    f(payload.solarRadiation, 0),
    f(payload.uv, 1),
    '', // brightness
    '', // sunshine hours
    '', // soil temperature (the catalogue's)
    f(payload.rainRate, 1),
    'meteodeck_0.1',
    credentials.site === undefined ? '' : String(credentials.site.lng),
    credentials.site === undefined ? '' : String(credentials.site.lat),
  ];
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
