/** CWOP, the Citizen Weather Observer Program: APRS weather reports to an APRS-IS server over TCP. */
import { celsiusToFahrenheit, mmToInches, msToMph } from '@meteodeck/weather';
import type { DeliveryOutcome, ForwardingPayload, NetworkAdapter, TargetCredentials } from './network.ts';

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
    mm === null || mm === undefined ? null : mmToInches(mm) * 100;
  const humidity =
    payload.humidity === null ? null : Math.round(payload.humidity) >= 100 ? 0 : payload.humidity;
  const solar = payload.solarRadiation;
  const luminosity =
    solar === null ? '' : solar >= 1000 ? `l${aprsField(solar - 1000, 3)}` : `L${aprsField(solar, 3)}`;
  return [
    `${credentials.stationId}>APRS,TCPIP*:@${stamp}${position}`,
    `_${aprsField(payload.windDirection, 3)}/${aprsField(payload.windSpeed === null ? null : msToMph(payload.windSpeed), 3)}`,
    `g${aprsField(payload.windGust === null ? null : msToMph(payload.windGust), 3)}`,
    `t${aprsField(payload.temperature === null ? null : celsiusToFahrenheit(payload.temperature), 3)}`,
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
 * CWOP over APRS-IS: log in (`user CALL pass PASSCODE vers …`; `-1` for a CWOP station without an amateur
 * licence), then the report. APRS-IS acknowledges nothing but the login (`# logresp`): a report written after
 * it is delivered.
 */
export const cwop: NetworkAdapter = {
  minIntervalMs: 5 * 60_000,
  request(payload, credentials, endpoints) {
    const passcode = credentials.secret === '' ? '-1' : credentials.secret;
    return {
      protocol: 'aprs-is',
      server: parseCwopServer(endpoints.cwop),
      login: `user ${credentials.stationId} pass ${passcode} vers meteodeck 0.1`,
      packet: cwopPacket(payload, credentials),
    };
  },
  readAnswer(_status, body): DeliveryOutcome {
    return /^# logresp/m.test(body)
      ? { kind: 'ok' }
      : { kind: 'failed', message: 'APRS-IS : connexion fermée avant la connexion au compte' };
  },
};
