/**
 * What every weather network adapter of forwarding shares (docs/FORWARDING.md gives each protocol's
 * source): the queued reading it is given, the target's credentials, the request it builds and what the
 * network's answer comes to. One file per network beside this one exports a {@link NetworkAdapter};
 * `networks.ts` lists them and `deliver.ts` sends one reading through one.
 */
import type { FORWARDING_SERVICE_NAMES } from '@meteodeck/contract';
import {
  type ForwardedMeasureKind,
  type MeasureUnit,
  measureDescriptor,
  measureUnitConverter,
} from '@meteodeck/weather';
import type { Config } from '../../../config.ts';

export type ForwardingService = (typeof FORWARDING_SERVICE_NAMES)[number];

/** The main measures a queued reading carries (the measure catalogue's `forwarded`), canonical units. */
export type ForwardedMeasures = { [K in ForwardedMeasureKind]: number | null };

/** A queued reading: canonical units, plus the rain of the past hour and of the day so far, mm. */
export interface ForwardingPayload extends ForwardedMeasures {
  at: number;
  rainLastHour: number | null;
  /** Rain of the 24 hours up to the reading (CWOP's `p`), mm; absent in readings queued before it existed. */
  rainLast24h?: number | null;
  /**
   * Rain since the station's local midnight (WU's `dailyrainin`), mm: the console's own daily counter when
   * the reading carried one, otherwise the stored rain of the day so far; absent likewise.
   */
  rainToday?: number | null;
  /**
   * The station's public extra sensors at the reading's instant, canonical units, by key
   * (`extraTemperature:1`): read by the worker when it sends to a network with fields for them (Weather
   * Underground, PWSweather, WOW, AWEKAS; outbox.worker.ts), never queued.
   */
  sensors?: Record<string, number>;
}

export interface TargetCredentials {
  stationId: string;
  secret: string;
  /** Where the station stands (CWOP and AWEKAS send the position with each reading). */
  site?: { lat: number; lng: number; elevation: number };
}

/** Base addresses of the services (configuration, Config['forwarding']; a test or a mirror stands in). */
export type ForwardingEndpoints = Omit<Config['forwarding'], 'enabled' | 'mqttUrl'>;

/** What a delivery attempt came to. */
export type DeliveryOutcome =
  | { kind: 'ok' }
  /** The service refused the credentials: the target is paused. */
  | { kind: 'bad-credentials'; message: string }
  /** Anything else (unreachable, 5xx, an unexpected answer): retried later. */
  | { kind: 'failed'; message: string };

/** How long a network may take to answer one reading. */
export const DELIVERY_TIMEOUT_MS = 15_000;

/** What carries one reading: an HTTP request, or a report over an APRS-IS connection (CWOP). */
export type NetworkRequest =
  | { protocol: 'http'; url: string; init: RequestInit }
  | {
      protocol: 'aprs-is';
      server: { host: string; port: number };
      /** The login line, sent once the server greeted. */
      login: string;
      packet: string;
    };

/** One weather network: its rate, how a reading becomes its request, and what its answer means. */
export interface NetworkAdapter {
  /** Least time between two readings the network takes, ms (0: every reading, "rapid fire"). */
  readonly minIntervalMs: number;
  /** The request that carries `payload` to the network at `endpoints`. */
  request(
    payload: ForwardingPayload,
    credentials: TargetCredentials,
    endpoints: ForwardingEndpoints,
  ): NetworkRequest;
  /** What the network's answer comes to: an HTTP status and body (APRS-IS: status 0, the server's lines). */
  readAnswer(status: number, body: string): DeliveryOutcome;
}

/** A network's own answer, in the words the back office shows: 'le réseau a répondu HTTP 401 : …'. */
export function answered(status: number, body: string): string {
  const text = body.trim().replace(/\s+/g, ' ').slice(0, 200);
  return `le réseau a répondu HTTP ${status}${text === '' ? '' : ` : ${text}`}`;
}

/** A value as the networks' wire formats write it: rounded to `digits` places (half up), no trailing zeros. */
export function fixed(value: number, digits: number): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

/**
 * How a network field of the measure catalogue that takes the reading's value of its measure (Windy's,
 * OpenWeatherMap's, CWOP's) reads a payload: that value in the field's unit, null when the reading has none.
 */
export function readingValueOf(field: {
  readonly kind: ForwardedMeasureKind;
  readonly unit: MeasureUnit;
}): (payload: ForwardingPayload) => number | null {
  const convert = measureUnitConverter(measureDescriptor(field.kind).unit, field.unit);
  // The catalogue's tests keep every network field's unit convertible from its measure's.
  if (convert === null) throw new Error(`${field.kind} is not sent in ${field.unit}`);
  return (payload) => {
    const value = payload[field.kind];
    return value === null || value === undefined ? null : convert(value);
  };
}

/** One named field of a network's request: its place (the order), its name, decimals and value in the payload. */
export interface NamedField {
  readonly place: number;
  readonly name: string;
  readonly digits: number;
  value(payload: ForwardingPayload): number | null | undefined;
}

/**
 * A network's named fields in place order: the measure catalogue's (each the reading's value of its measure in
 * the field's unit, `readingValueOf`) and the adapter's own, the rain windows the catalogue does not describe.
 */
export function namedFields(
  catalogue: readonly {
    readonly place: number;
    readonly name: string;
    readonly digits: number;
    readonly kind: ForwardedMeasureKind;
    readonly unit: MeasureUnit;
  }[],
  own: readonly NamedField[],
): readonly NamedField[] {
  return [...catalogue.map((field): NamedField => ({ ...field, value: readingValueOf(field) })), ...own].sort(
    (a, b) => a.place - b.place,
  );
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
