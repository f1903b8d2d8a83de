/** CWOP, the Citizen Weather Observer Program: APRS weather reports to an APRS-IS server over TCP. */
import { CWOP_FIELDS, type CwopField, mmToInches } from '@meteodeck/weather';
import {
  type DeliveryOutcome,
  type ForwardingPayload,
  type NetworkAdapter,
  readingValueOf,
  type TargetCredentials,
} from './network.ts';

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

/** A catalogue field written with its code: a value in the field's unit (null: none), as the report has it. */
function catalogueField(field: CwopField, value: number | null): string {
  if (value === null) return field.optional ? '' : `${field.code}${aprsField(null, field.width)}`;
  const scaled = value * (field.scale ?? 1);
  if (field.above !== undefined && scaled >= field.above.from)
    return `${field.above.code}${aprsField(scaled - field.above.from, field.width)}`;
  const wrapped = field.wrap === true && Math.round(scaled) >= 10 ** field.width ? 0 : scaled;
  return `${field.code}${aprsField(wrapped, field.width)}`;
}

/** One weather field of the report: its position (the order) and how it is written from a payload. */
interface ReportField {
  readonly position: number;
  wire(payload: ForwardingPayload): string;
}

/** A rain window in hundredths of an inch, 3 digits, at the position the measure catalogue leaves it. */
const rainWindow = (
  position: number,
  code: string,
  mm: (payload: ForwardingPayload) => number | null | undefined,
): ReportField => ({
  position,
  wire(payload) {
    const value = mm(payload);
    return `${code}${aprsField(value === null || value === undefined ? null : mmToInches(value) * 100, 3)}`;
  },
});

/**
 * The report's weather fields in order: the measure catalogue's (`forwarding.cwop`, `CWOP_FIELDS`: wind
 * direction, speed, gust, temperature, humidity, pressure, solar radiation), each the reading's value of its
 * measure, and the rain of the past hour (`r`), of the past 24 h (`p`) and since local midnight (`P`),
 * windows of the rain the catalogue does not describe, at the positions 5 to 7 it leaves free.
 */
const REPORT_FIELDS: readonly ReportField[] = [
  ...CWOP_FIELDS.map((field): ReportField => {
    const value = readingValueOf(field);
    return { position: field.position, wire: (payload) => catalogueField(field, value(payload)) };
  }),
  rainWindow(5, 'r', (payload) => payload.rainLastHour),
  rainWindow(6, 'p', (payload) => payload.rainLast24h),
  rainWindow(7, 'P', (payload) => payload.rainToday),
].sort((a, b) => a.position - b.position);

/**
 * A CWOP (APRS-IS) weather report: `CALL>APRS,TCPIP*:@DDHHMMz` + position + `_` wind direction `/` speed
 * (mph) `g` gust (mph) `t` temperature (°F) `r` rain of the past hour, `p` of the past 24 h, `P` since
 * midnight (hundredths of an inch) `h` humidity (`00` for 100 %) `b` sea-level pressure (tenths of hPa),
 * `L`/`l` solar radiation (W/m²), then the software's name. A missing value is dots. The header, time,
 * position and software's name belong to no measure: the adapter's own.
 */
export function cwopPacket(payload: ForwardingPayload, credentials: TargetCredentials): string {
  const at = new Date(payload.at).toISOString();
  const stamp = `${at.slice(8, 10)}${at.slice(11, 13)}${at.slice(14, 16)}z`;
  const site = credentials.site ?? { lat: 0, lng: 0, elevation: 0 };
  const position = `${aprsCoordinate(site.lat, 2, 'N', 'S')}/${aprsCoordinate(site.lng, 3, 'E', 'W')}`;
  return [
    `${credentials.stationId}>APRS,TCPIP*:@${stamp}${position}`,
    ...REPORT_FIELDS.map((field) => field.wire(payload)),
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
