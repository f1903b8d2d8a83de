/**
 * Forwarding targets of a station: GET/POST /api/weatherStation/{id}/forwarding,
 * PUT/DELETE /api/weatherStation/{id}/forwarding/{forwardingId}, admin only. The key is shown to admins
 * only; no public answer carries it.
 */
import { type Static, Type } from 'typebox';

export const FORWARDING_SERVICE_NAMES = [
  'wunderground',
  'pwsweather',
  'windy',
  'awekas',
  'wow',
  'openweathermap',
  'cwop',
] as const;
export const ForwardingServiceName = Type.Union([
  Type.Literal('wunderground'),
  Type.Literal('pwsweather'),
  Type.Literal('windy'),
  Type.Literal('awekas'),
  Type.Literal('wow'),
  Type.Literal('openweathermap'),
  Type.Literal('cwop'),
]);
export type ForwardingServiceName = (typeof FORWARDING_SERVICE_NAMES)[number];

/** A target's delivery status. Dates ISO 8601, UTC; null when it never happened. */
export const ForwardingStatus = Type.Object({
  /**
   * `waiting` (nothing sent nor failed yet: waiting for its first reading), `ok`, `failing` (the last attempt
   * failed, retried), `paused` (credentials refused), `disabled`.
   */
  state: Type.Union([
    Type.Literal('waiting'),
    Type.Literal('ok'),
    Type.Literal('failing'),
    Type.Literal('paused'),
    Type.Literal('disabled'),
  ]),
  lastSuccessAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastErrorAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /**
   * The last failure in words (French): the network's answer with its HTTP status ('le réseau a répondu
   * HTTP 401 : …'), or why none came ('connexion refusée', 'adresse introuvable (échec de la résolution
   * DNS)', 'pas de réponse à temps (délai dépassé)') and from which host.
   */
  lastError: Type.Union([Type.String(), Type.Null()]),
  failingSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /**
   * The earliest the next reading can be sent: the next retry when readings wait, else the end of the
   * network's least interval after the last queued reading (a reading received from then on goes at once).
   * Null when the target is disabled or paused.
   */
  nextSendAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  queueLength: Type.Integer({ minimum: 0 }),
});
export type ForwardingStatus = Static<typeof ForwardingStatus>;

export const Forwarding = Type.Object({
  id: Type.Integer(),
  service: ForwardingServiceName,
  stationId: Type.String(),
  key: Type.String(),
  enabled: Type.Boolean(),
  status: ForwardingStatus,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Forwarding = Static<typeof Forwarding>;

export const ForwardingList = Type.Object({
  forwardings: Type.Array(Forwarding),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type ForwardingList = Static<typeof ForwardingList>;

/**
 * What answers carry in place of a target's key once one is set: keys are write-only. A body whose `key` is
 * this mask keeps the stored key (an admin who changes only `enabled` sends back what was read).
 */
export const FORWARDING_KEY_MASK = '********';

/** No control character (a line break in an id or key would add a line to CWOP's APRS-IS login). */
const NO_CONTROL = '^[^\\u0000-\\u001f\\u007f]*$';

export const ForwardingBody = Type.Object(
  {
    service: ForwardingServiceName,
    stationId: Type.String({ minLength: 1, maxLength: 255, pattern: NO_CONTROL }),
    key: Type.String({ maxLength: 255, pattern: NO_CONTROL }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ForwardingBody = Static<typeof ForwardingBody>;

export const ForwardingParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  forwardingId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type ForwardingParams = Static<typeof ForwardingParams>;

/** GET /api/forwarding/failing (admin): targets whose every attempt failed for more than an hour. */
export const FailingForwarding = Type.Object({
  id: Type.Integer(),
  weatherStationId: Type.Integer(),
  reference: Type.String(),
  service: ForwardingServiceName,
  failingSince: Type.String({ format: 'date-time' }),
  lastError: Type.Union([Type.String(), Type.Null()]),
  paused: Type.Boolean(),
});
export type FailingForwarding = Static<typeof FailingForwarding>;
export const FailingForwardingList = Type.Object({ forwardings: Type.Array(FailingForwarding) });
export type FailingForwardingList = Static<typeof FailingForwardingList>;
