/**
 * The weather networks a station's readings can be forwarded to, and how each wants a reading (issue 15;
 * docs/FORWARDING.md gives each protocol's source).
 */
import type { FORWARDING_SERVICE_NAMES } from '@meteodeck/contract';
import type { Config } from '../../config.ts';
import type { ForwardingPayload } from './outbox.ts';

export type ForwardingService = (typeof FORWARDING_SERVICE_NAMES)[number];

/** Least time between two readings a service takes, ms (0: every reading, "rapid fire"). */
export const SERVICE_MIN_INTERVAL_MS: Record<ForwardingService, number> = {
  wunderground: 0,
  pwsweather: 0,
  windy: 5 * 60_000,
  awekas: 5 * 60_000,
  wow: 5 * 60_000,
  openweathermap: 60_000,
  cwop: 5 * 60_000,
};

/** What a delivery attempt came to. */
export type DeliveryOutcome =
  | { kind: 'ok' }
  /** The service refused the credentials: the target is paused. */
  | { kind: 'bad-credentials'; message: string }
  /** Anything else (unreachable, 5xx, an unexpected answer): retried later. */
  | { kind: 'failed'; message: string };

export interface TargetCredentials {
  stationId: string;
  secret: string;
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
};
const cToF = (c: number) => (c * 9) / 5 + 32;
const msToMph = (ms: number) => ms / 0.44704;
const mmToIn = (mm: number) => mm / 25.4;
const hpaToInHg = (hpa: number) => hpa / 33.8638866667;

/** `YYYY-MM-DD HH:MM:SS` in UTC, the form of the Weather Underground protocol's `dateutc`. */
export function wuDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The query of a Weather Underground PWS upload (also PWSweather's): imperial units whatever the station
 * shows, every measure the reading has and nothing for the others.
 */
export function wuQuery(payload: ForwardingPayload, credentials: TargetCredentials): URLSearchParams {
  const q = new URLSearchParams();
  q.set('ID', credentials.stationId);
  q.set('PASSWORD', credentials.secret);
  q.set('dateutc', wuDate(payload.at));
  const put = (
    name: string,
    value: number | null | undefined,
    convert: (v: number) => number,
    digits: number,
  ) => {
    if (value !== null && value !== undefined) q.set(name, round(convert(value), digits));
  };
  const same = (v: number) => v;
  put('tempf', payload.temperature, cToF, 1);
  put('humidity', payload.humidity, same, 0);
  put('dewptf', payload.dewPoint, cToF, 1);
  put('baromin', payload.relativePressure, hpaToInHg, 3);
  put('winddir', payload.windDirection, same, 0);
  put('windspeedmph', payload.windSpeed, msToMph, 1);
  put('windgustmph', payload.windGust, msToMph, 1);
  put('rainin', payload.rainLastHour, mmToIn, 2);
  put('dailyrainin', payload.rainToday, mmToIn, 2);
  put('solarradiation', payload.solarRadiation, same, 0);
  put('UV', payload.uv, same, 1);
  put('soiltempf', payload.soilTemperature, cToF, 1);
  put('indoortempf', payload.indoorTemperature, cToF, 1);
  put('indoorhumidity', payload.indoorHumidity, same, 0);
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
    return { kind: 'bad-credentials', message: `${status} ${text.slice(0, 200)}` };
  }
  if (status >= 200 && status < 300 && (/success/i.test(text) || text === '' || text.startsWith('{'))) {
    if (text.startsWith('{') && /"error"/i.test(text)) return { kind: 'failed', message: text.slice(0, 200) };
    return { kind: 'ok' };
  }
  return { kind: 'failed', message: `${status} ${text.slice(0, 200)}` };
}

/**
 * The query of a Met Office WOW automatic reading: the site id and its AWS PIN (`siteAuthenticationKey`),
 * then the Weather Underground field names and imperial units (WOW's "UK units").
 */
export function wowQuery(payload: ForwardingPayload, credentials: TargetCredentials): URLSearchParams {
  const wu = wuQuery(payload, credentials);
  const q = new URLSearchParams();
  q.set('siteid', credentials.stationId);
  q.set('siteAuthenticationKey', credentials.secret);
  for (const [name, value] of wu) {
    if (name !== 'ID' && name !== 'PASSWORD' && name !== 'action') q.set(name, value);
  }
  return q;
}

/** WOW answers 200 on success; 401/403 for a wrong site id or PIN (paused); anything else is retried. */
export function readWowAnswer(status: number, body: string): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: 'ok' };
  const message = `${status} ${body.trim().slice(0, 200)}`;
  return status === 401 || status === 403
    ? { kind: 'bad-credentials', message }
    : { kind: 'failed', message };
}

/** Base addresses of the services (configuration, Config['forwarding']; a test or a mirror stands in). */
export type ForwardingEndpoints = Omit<Config['forwarding'], 'enabled' | 'mqttUrl'>;

const TIMEOUT_MS = 15_000;

/** Sends one reading to one target; never throws. */
export async function deliver(
  service: ForwardingService,
  endpoints: ForwardingEndpoints,
  payload: ForwardingPayload,
  credentials: TargetCredentials,
): Promise<DeliveryOutcome> {
  let url: string;
  if (service === 'wunderground') {
    const q = wuQuery(payload, credentials);
    q.set('realtime', '1');
    q.set('rtfreq', '2.5');
    url = `${endpoints.wunderground}/weatherstation/updateweatherstation.php?${q}`;
  } else if (service === 'pwsweather') {
    url = `${endpoints.pwsweather}/api/v1/submitwx?${wuQuery(payload, credentials)}`;
  } else if (service === 'wow') {
    url = `${endpoints.wow}/automaticreading?${wowQuery(payload, credentials)}`;
  } else {
    return { kind: 'failed', message: `service ${service} not implemented yet` };
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await response.text();
    if (service === 'wow') return readWowAnswer(response.status, body);
    return readWuAnswer(response.status, body);
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
