/** Weather Underground's PWS upload protocol (`updateweatherstation.php`, rapid fire). */
import {
  convertMeasureUnit,
  measureDescriptor,
  mmToInches,
  WUNDERGROUND_QUERY_FIELDS,
  type WundergroundLike,
} from '@meteodeck/weather';
import { sensorKeyOf } from '../../sensors/index.ts';
import {
  answered,
  type DeliveryOutcome,
  type ForwardingPayload,
  fixed,
  type NetworkAdapter,
  type TargetCredentials,
} from './network.ts';

/** `YYYY-MM-DD HH:MM:SS` in UTC, the form of the Weather Underground protocol's `dateutc`. */
export function wuDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** One field of the query: its place and channel (the order), its name, the networks sharing it, its value. */
interface QueryField {
  readonly place: number;
  readonly channel: number;
  readonly name: string;
  readonly sharedWith: readonly WundergroundLike[];
  /** The field's value as sent, or undefined when the payload has none. */
  wire(payload: ForwardingPayload): string | undefined;
}

/** A rain window, inches with 2 decimals, at the place the measure catalogue leaves it. */
const rainWindow = (
  name: string,
  place: number,
  value: (payload: ForwardingPayload) => number | null | undefined,
): QueryField => ({
  place,
  channel: 0,
  name,
  sharedWith: ['pwsweather', 'wow'],
  wire(payload) {
    const mm = value(payload);
    return mm === null || mm === undefined ? undefined : fixed(mmToInches(mm), 2);
  },
});

/**
 * The query's measure fields, in the measure catalogue's places (`forwarding.wunderground`): a forwarded
 * measure's first field from the reading, else (and every other field) from the station's public extra
 * sensor of its channel at the reading's instant; then the rain of the past hour and of the day, at the
 * places 8 and 9 the catalogue leaves them.
 */
const QUERY_FIELDS: readonly QueryField[] = [
  ...WUNDERGROUND_QUERY_FIELDS.map((field): QueryField => {
    const descriptor = measureDescriptor(field.kind);
    const key = sensorKeyOf(field.kind, descriptor.channels === 0 ? null : field.channel);
    return {
      ...field,
      wire(payload) {
        // A payload queued before its measure was forwarded lacks the key: the sensor's value, if any.
        const value = (field.reading === null ? null : payload[field.reading]) ?? payload.sensors?.[key];
        if (value === null || value === undefined) return undefined;
        const wire = convertMeasureUnit(value, descriptor.unit, field.unit);
        return wire === null ? undefined : fixed(wire, field.digits ?? 1);
      },
    };
  }),
  rainWindow('rainin', 8, (payload) => payload.rainLastHour),
  rainWindow('dailyrainin', 9, (payload) => payload.rainToday),
].sort((a, b) => a.place - b.place || a.channel - b.channel);

/**
 * The query of a Weather Underground PWS upload, also PWSweather's and, renamed, WOW's (`network`): imperial
 * units whatever the station shows, every field the reading (or a public extra sensor) has a value for and
 * nothing for the others; PWSweather and WOW get only the fields their documentation lists.
 */
export function wuQuery(
  payload: ForwardingPayload,
  credentials: TargetCredentials,
  network: 'wunderground' | WundergroundLike = 'wunderground',
): URLSearchParams {
  const q = new URLSearchParams();
  q.set('ID', credentials.stationId);
  q.set('PASSWORD', credentials.secret);
  q.set('dateutc', wuDate(payload.at));
  for (const field of QUERY_FIELDS) {
    if (network !== 'wunderground' && !field.sharedWith.includes(network)) continue;
    const wire = field.wire(payload);
    if (wire !== undefined) q.set(field.name, wire);
  }
  q.set('softwaretype', 'meteodeck');
  q.set('action', 'updateraw');
  return q;
}

/**
 * Reads a Weather Underground or PWSweather answer: WU answers `success` (200) and, for a bad station id
 * or key, 401 or a body with `INVALID` / `unauthorized`; PWSweather answers JSON with an `error` on failure.
 */
export function readWuAnswer(status: number, body: string): DeliveryOutcome {
  const text = body.trim();
  if (status === 401 || status === 403 || /invalid|unauthori[sz]ed|password/i.test(text)) {
    return { kind: 'bad-credentials', message: answered(status, text) };
  }
  if (status >= 200 && status < 300 && (/success/i.test(text) || text === '' || text.startsWith('{'))) {
    if (text.startsWith('{') && /"error"/i.test(text))
      return { kind: 'failed', message: answered(status, text) };
    return { kind: 'ok' };
  }
  return { kind: 'failed', message: answered(status, text) };
}

export const wunderground: NetworkAdapter = {
  minIntervalMs: 0,
  request(payload, credentials, endpoints) {
    const q = wuQuery(payload, credentials);
    q.set('realtime', '1');
    q.set('rtfreq', '2.5');
    return {
      protocol: 'http',
      url: `${endpoints.wunderground}/weatherstation/updateweatherstation.php?${q}`,
      init: {},
    };
  },
  readAnswer: readWuAnswer,
};
