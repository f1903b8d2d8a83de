/** Weather Underground's PWS upload protocol (`updateweatherstation.php`, rapid fire). */
import {
  convertMeasureUnit,
  MEASURE_KINDS,
  measureDescriptor,
  mmToInches,
  type ReadingMeasureKind,
  wundergroundFields,
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

/**
 * The reading's measures the query carries, in its order: before the past hour's and the day's rain, and
 * after. The measure catalogue (@meteodeck/weather) gives each one's field, unit and decimals.
 */
const SENT_BEFORE_RAIN = [
  'temperature',
  'humidity',
  'dewPoint',
  'relativePressure',
  'windDirection',
  'windSpeed',
  'windGust',
] as const satisfies readonly (ReadingMeasureKind & keyof ForwardingPayload)[];
const SENT_AFTER_RAIN = [
  'solarRadiation',
  'uv',
  'soilTemperature',
  'indoorTemperature',
  'indoorHumidity',
] as const satisfies readonly (ReadingMeasureKind & keyof ForwardingPayload)[];

/** Sets a measure's field (its first channel's, for a channelled one) when the payload has a value. */
function putMeasure(
  q: URLSearchParams,
  kind: (typeof SENT_BEFORE_RAIN | typeof SENT_AFTER_RAIN)[number],
  value: number | null,
) {
  const [field] = wundergroundFields(kind);
  if (value === null || field === undefined) return;
  const wire = convertMeasureUnit(value, measureDescriptor(kind).unit, field.unit);
  if (wire !== null) q.set(field.name, fixed(wire, field.digits ?? 1));
}

/**
 * Sets the fields of the extra sensors the catalogue forwards to Weather Underground (`temp2f`… the extra
 * temperatures, `soiltemp2f`…, `soilmoisture`…, `leafwetness`…, `AqPM2.5`, `AqPM10`), in the catalogue's
 * order, from the sensors' values at the reading's instant; a field the reading already set stays its.
 */
function putSensors(q: URLSearchParams, sensors: Readonly<Record<string, number>>) {
  for (const kind of MEASURE_KINDS) {
    const descriptor = measureDescriptor(kind);
    for (const field of wundergroundFields(kind)) {
      const value = sensors[sensorKeyOf(kind, descriptor.channels === 0 ? null : field.channel)];
      if (value === undefined || q.has(field.name)) continue;
      const wire = convertMeasureUnit(value, descriptor.unit, field.unit);
      if (wire !== null) q.set(field.name, fixed(wire, field.digits ?? 1));
    }
  }
}

/**
 * The query of a Weather Underground PWS upload (also PWSweather's and, renamed, WOW's): imperial units
 * whatever the station shows, every measure the reading has and nothing for the others.
 */
export function wuQuery(payload: ForwardingPayload, credentials: TargetCredentials): URLSearchParams {
  const q = new URLSearchParams();
  q.set('ID', credentials.stationId);
  q.set('PASSWORD', credentials.secret);
  q.set('dateutc', wuDate(payload.at));
  for (const kind of SENT_BEFORE_RAIN) putMeasure(q, kind, payload[kind]);
  const rain = (name: string, value: number | null | undefined) => {
    if (value !== null && value !== undefined) q.set(name, fixed(mmToInches(value), 2));
  };
  rain('rainin', payload.rainLastHour);
  rain('dailyrainin', payload.rainToday);
  for (const kind of SENT_AFTER_RAIN) putMeasure(q, kind, payload[kind]);
  if (payload.sensors !== undefined) putSensors(q, payload.sensors);
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
