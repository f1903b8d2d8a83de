/**
 * The weather networks a station's readings can be forwarded to, and how each wants a reading (issue 15;
 * docs/FORWARDING.md gives each protocol's source).
 */

import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import type { FORWARDING_SERVICE_NAMES } from '@meteodeck/contract';
import type { Config } from '../../config.ts';
import { describeNetworkError } from '../../network-errors.ts';
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

/** A network's own answer, in the words the back office shows: 'le réseau a répondu HTTP 401 : …'. */
export function answered(status: number, body: string): string {
  const text = body.trim().replace(/\s+/g, ' ').slice(0, 200);
  return `le réseau a répondu HTTP ${status}${text === '' ? '' : ` : ${text}`}`;
}

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
  /** Where the station stands (CWOP and AWEKAS send the position with each reading). */
  site?: { lat: number; lng: number; elevation: number };
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
  put('dailyrainin', payload.rainToday ?? null, mmToIn, 2);
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
    return { kind: 'bad-credentials', message: answered(status, text) };
  }
  if (status >= 200 && status < 300 && (/success/i.test(text) || text === '' || text.startsWith('{'))) {
    if (text.startsWith('{') && /"error"/i.test(text))
      return { kind: 'failed', message: answered(status, text) };
    return { kind: 'ok' };
  }
  return { kind: 'failed', message: answered(status, text) };
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

/**
 * The query of a Windy station upload (Stations API v2, `GET /api/v2/observation/update`; the station's
 * password goes in the Authorization header, not in the query): metric units, the observation's time, the
 * rain of the past hour in mm.
 */
export function windyQuery(payload: ForwardingPayload, credentials: TargetCredentials): URLSearchParams {
  const q = new URLSearchParams();
  q.set('id', credentials.stationId);
  q.set('time', new Date(payload.at).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  const put = (name: string, value: number | null | undefined, digits: number) => {
    if (value !== null && value !== undefined) q.set(name, round(value, digits));
  };
  put('temp', payload.temperature, 1);
  put('dewpoint', payload.dewPoint, 1);
  put('humidity', payload.humidity, 0);
  put('wind', payload.windSpeed, 1);
  put('gust', payload.windGust, 1);
  put('winddir', payload.windDirection, 0);
  put('mbar', payload.relativePressure, 1);
  put('precip', payload.rainLastHour, 1);
  put('uv', payload.uv, 1);
  put('solarradiation', payload.solarRadiation, 0);
  q.set('softwaretype', 'meteodeck');
  return q;
}

/**
 * The answer of services that speak in status codes (WOW, Windy, OpenWeatherMap): 2xx accepted, 401/403 a
 * refused station id, key or PIN (the target is paused), anything else (Windy's 429 within 5 minutes, 5xx)
 * retried.
 */
export function readHttpStatusAnswer(status: number, body: string): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: 'ok' };
  const message = answered(status, body);
  return status === 401 || status === 403
    ? { kind: 'bad-credentials', message }
    : { kind: 'failed', message };
}

/**
 * The `val` of an AWEKAS upload (basic API, `eingabe_pruefung.php`): 25 fields separated by `;` in a fixed
 * order, the password as its MD5 digest, date and time in UTC, metric units (wind in km/h, the day's rain
 * in mm), empty fields for what the reading lacks.
 */
export function awekasVal(payload: ForwardingPayload, credentials: TargetCredentials): string {
  const at = new Date(payload.at).toISOString();
  const date = `${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)}`;
  const time = at.slice(11, 16);
  const f = (value: number | null | undefined, digits: number, convert = (v: number) => v) =>
    value === null || value === undefined ? '' : round(convert(value), digits);
  const kmh = (ms: number) => ms * 3.6;
  return [
    credentials.stationId,
    createHash('md5').update(credentials.secret, 'utf8').digest('hex'),
    date,
    time,
    f(payload.temperature, 1),
    f(payload.humidity, 0),
    f(payload.relativePressure, 1),
    f(payload.rainToday, 1),
    f(payload.windSpeed, 1, kmh),
    f(payload.windDirection, 0),
    '', // weather condition
    '', // warning text
    '', // snow height
    'de',
    '', // pressure tendency
    f(payload.windGust, 1, kmh),
    f(payload.solarRadiation, 0),
    f(payload.uv, 1),
    '', // brightness
    '', // sunshine hours
    f(payload.soilTemperature, 1),
    f(payload.rainRate, 1),
    'meteodeck_0.1',
    credentials.site === undefined ? '' : String(credentials.site.lng),
    credentials.site === undefined ? '' : String(credentials.site.lat),
  ].join(';');
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

/**
 * The body of an OpenWeatherMap Weather Stations API 3.0 measurement (`POST /data/3.0/measurements`): one
 * measurement of the station id OpenWeatherMap gave, epoch seconds, metric units.
 */
export function openWeatherMapBody(payload: ForwardingPayload, credentials: TargetCredentials): object[] {
  const m: Record<string, string | number> = {
    station_id: credentials.stationId,
    dt: Math.floor(payload.at / 1000),
  };
  const put = (name: string, value: number | null | undefined, digits: number) => {
    if (value !== null && value !== undefined) m[name] = Number(round(value, digits));
  };
  put('temperature', payload.temperature, 1);
  put('wind_speed', payload.windSpeed, 1);
  put('wind_gust', payload.windGust, 1);
  put('wind_deg', payload.windDirection, 0);
  put('pressure', payload.relativePressure, 1);
  put('humidity', payload.humidity, 0);
  put('dew_point', payload.dewPoint, 1);
  put('rain_1h', payload.rainLastHour, 1);
  put('rain_24h', payload.rainLast24h, 1);
  return [m];
}

/** `DDMM.hhN` / `DDDMM.hhE`: a coordinate in the APRS position format. */
function aprsCoordinate(value: number, degreeDigits: number, positive: string, negative: string): string {
  const hemisphere = value >= 0 ? positive : negative;
  const absolute = Math.abs(value);
  let degrees = Math.floor(absolute);
  let minutes = Math.round((absolute - degrees) * 60 * 100) / 100;
  if (minutes >= 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${String(degrees).padStart(degreeDigits, '0')}${minutes.toFixed(2).padStart(5, '0')}${hemisphere}`;
}

/** An APRS weather field: the value rounded to `width` digits (negative: a minus sign in front), or dots. */
function aprsField(value: number | null | undefined, width: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '.'.repeat(width);
  const n = Math.round(value);
  if (n < 0) return `-${String(-n).padStart(width - 1, '0')}`.slice(0, width);
  return String(Math.min(n, 10 ** width - 1)).padStart(width, '0');
}

/**
 * A CWOP (APRS-IS) weather report: `CALL>APRS,TCPIP*:@DDHHMMz` + position + `_` wind direction `/` speed
 * (mph) `g` gust (mph) `t` temperature (°F) `r` rain of the past hour, `p` of the past 24 h, `P` since
 * midnight (hundredths of an inch) `h` humidity (`00` for 100 %) `b` sea-level pressure (tenths of hPa),
 * `L`/`l` solar radiation (W/m²), then the software's name. A missing value is dots.
 */
export function cwopPacket(payload: ForwardingPayload, credentials: TargetCredentials): string {
  const at = new Date(payload.at).toISOString();
  const stamp = `${at.slice(8, 10)}${at.slice(11, 13)}${at.slice(14, 16)}z`;
  const site = credentials.site ?? { lat: 0, lng: 0, elevation: 0 };
  const position = `${aprsCoordinate(site.lat, 2, 'N', 'S')}/${aprsCoordinate(site.lng, 3, 'E', 'W')}`;
  const hundredths = (mm: number | null | undefined) =>
    mm === null || mm === undefined ? null : mmToIn(mm) * 100;
  const humidity =
    payload.humidity === null ? null : Math.round(payload.humidity) >= 100 ? 0 : payload.humidity;
  const solar = payload.solarRadiation;
  const luminosity =
    solar === null ? '' : solar >= 1000 ? `l${aprsField(solar - 1000, 3)}` : `L${aprsField(solar, 3)}`;
  return [
    `${credentials.stationId}>APRS,TCPIP*:@${stamp}${position}`,
    `_${aprsField(payload.windDirection, 3)}/${aprsField(payload.windSpeed === null ? null : msToMph(payload.windSpeed), 3)}`,
    `g${aprsField(payload.windGust === null ? null : msToMph(payload.windGust), 3)}`,
    `t${aprsField(payload.temperature === null ? null : cToF(payload.temperature), 3)}`,
    `r${aprsField(hundredths(payload.rainLastHour), 3)}`,
    `p${aprsField(hundredths(payload.rainLast24h), 3)}`,
    `P${aprsField(hundredths(payload.rainToday), 3)}`,
    `h${aprsField(humidity, 2)}`,
    `b${aprsField(payload.relativePressure === null ? null : payload.relativePressure * 10, 5)}`,
    luminosity,
    'meteodeck',
  ].join('');
}

/** CWOP_SERVER `host:port` as a TCP address. */
export function parseCwopServer(text: string): { host: string; port: number } {
  const at = text.lastIndexOf(':');
  const port = at < 0 ? 14580 : Number(text.slice(at + 1));
  return { host: at < 0 ? text : text.slice(0, at), port: Number.isInteger(port) ? port : 14580 };
}

/**
 * Sends one report to an APRS-IS server: reads the greeting, logs in (`user CALL pass PASSCODE vers …`;
 * `-1` for a CWOP station without an amateur licence), waits for the `# logresp` line, writes the packet
 * and closes. APRS-IS acknowledges nothing else: a connection that fails or a server that never answers the
 * login is retried.
 */
export function sendAprs(
  server: { host: string; port: number },
  credentials: TargetCredentials,
  packet: string,
): Promise<DeliveryOutcome> {
  return new Promise((resolve) => {
    const socket = connect(server);
    let settled = false;
    let received = '';
    let loggedIn = false;
    const finish = (outcome: DeliveryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => finish({ kind: 'failed', message: 'APRS-IS : pas de réponse à la connexion (délai dépassé)' }),
      DELIVERY_TIMEOUT_MS,
    );
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      const passcode = credentials.secret === '' ? '-1' : credentials.secret;
      socket.write(`user ${credentials.stationId} pass ${passcode} vers meteodeck 0.1\r\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (loggedIn || !/^# logresp/m.test(received)) return;
      loggedIn = true;
      socket.end(`${packet}\r\n`, () => finish({ kind: 'ok' }));
    });
    socket.on('error', (error) =>
      finish({ kind: 'failed', message: `APRS-IS : ${describeNetworkError(error)}` }),
    );
    socket.on('close', () =>
      finish({ kind: 'failed', message: 'APRS-IS : connexion fermée avant la connexion au compte' }),
    );
  });
}

/** Base addresses of the services (configuration, Config['forwarding']; a test or a mirror stands in). */
export type ForwardingEndpoints = Omit<Config['forwarding'], 'enabled' | 'mqttUrl'>;

/** How long a network may take to answer one reading. */
export const DELIVERY_TIMEOUT_MS = 15_000;

/**
 * Sends one reading to one target; never throws. A failure reads in words: the network's answer with its
 * HTTP status, or why no answer came (DNS failure, connection refused, timeout) and from which host.
 */
export async function deliver(
  service: ForwardingService,
  endpoints: ForwardingEndpoints,
  payload: ForwardingPayload,
  credentials: TargetCredentials,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  let url: string;
  const init: RequestInit = {};
  if (service === 'wunderground') {
    const q = wuQuery(payload, credentials);
    q.set('realtime', '1');
    q.set('rtfreq', '2.5');
    url = `${endpoints.wunderground}/weatherstation/updateweatherstation.php?${q}`;
  } else if (service === 'pwsweather') {
    url = `${endpoints.pwsweather}/api/v1/submitwx?${wuQuery(payload, credentials)}`;
  } else if (service === 'wow') {
    url = `${endpoints.wow}/automaticreading?${wowQuery(payload, credentials)}`;
  } else if (service === 'windy') {
    url = `${endpoints.windy}/api/v2/observation/update?${windyQuery(payload, credentials)}`;
    init.headers = { authorization: `Bearer ${credentials.secret}` };
  } else if (service === 'awekas') {
    url = `${endpoints.awekas}/eingabe_pruefung.php?val=${encodeURIComponent(awekasVal(payload, credentials))}`;
  } else if (service === 'openweathermap') {
    url = `${endpoints.openweathermap}/data/3.0/measurements?appid=${encodeURIComponent(credentials.secret)}`;
    init.method = 'POST';
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(openWeatherMapBody(payload, credentials));
  } else {
    return sendAprs(parseCwopServer(endpoints.cwop), credentials, cwopPacket(payload, credentials));
  }
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    if (service === 'awekas') return readAwekasAnswer(response.status, body);
    if (service === 'wow' || service === 'windy' || service === 'openweathermap')
      return readHttpStatusAnswer(response.status, body);
    return readWuAnswer(response.status, body);
  } catch (error) {
    const why = describeNetworkError(error);
    return { kind: 'failed', message: `${why} (${new URL(url).host})` };
  }
}
