/**
 * GET /api/status (public): how fresh each station's data is, for the public status page and a
 * monitor. A station is `fresh` when its newest reading is at most 10 minutes old, `late` up to an hour,
 * `stale` beyond, `none` without readings.
 */
import { type Static, Type } from 'typebox';

export const STATION_FRESHNESS = ['fresh', 'late', 'stale', 'none'] as const;
export type StationFreshness = (typeof STATION_FRESHNESS)[number];

/** The age limits of the freshness levels, seconds. */
export const FRESH_SECONDS = 10 * 60;
export const LATE_SECONDS = 60 * 60;

export const StationStatus = Type.Object({
  reference: Type.String(),
  name: Type.String(),
  city: Type.String(),
  /** The newest reading's instant (ISO 8601 UTC), null without readings. */
  lastReadingAt: Type.Union([Type.String(), Type.Null()]),
  /** Its age when the answer was made, seconds; null without readings. */
  lastReadingAgeSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  freshness: Type.Enum(STATION_FRESHNESS),
  /** The newest upload through each door (`wunderground`, `ecowitt`, `json`): its reading's age, seconds. */
  uploads: Type.Array(
    Type.Object({
      protocol: Type.String(),
      lastReadingAt: Type.String(),
      ageSeconds: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** Readings stored for the station's local today, and values the spike filter left out of them. */
  readingsToday: Type.Integer({ minimum: 0 }),
  valuesRejectedToday: Type.Integer({ minimum: 0 }),
  /** The door of the newest upload (`wunderground`, `ecowitt`, `json`), null before any. */
  protocol: Type.Union([Type.String(), Type.Null()]),
  /** The battery and signal values the consoles sent last, as sent, and whether each means "low". */
  sensors: Type.Array(Type.Object({ name: Type.String(), value: Type.Number(), low: Type.Boolean() })),
});
export type StationStatus = Static<typeof StationStatus>;

export const StatusReport = Type.Object({
  generatedAt: Type.String(),
  stations: Type.Array(StationStatus),
  /**
   * `full`: the server's disk is full, uploads are refused (507) until space is freed. Always
   * sent by the server; optional for answers of earlier versions.
   */
  storage: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('full')])),
});
export type StatusReport = Static<typeof StatusReport>;

/** The freshness of data `ageSeconds` old (null: no data). */
export function freshnessOf(ageSeconds: number | null): StationFreshness {
  if (ageSeconds === null) return 'none';
  if (ageSeconds <= FRESH_SECONDS) return 'fresh';
  return ageSeconds <= LATE_SECONDS ? 'late' : 'stale';
}

/** One door's newest upload of a station, as the back office's connection view shows it. */
export const StationUpload = Type.Object({
  protocol: Type.String(),
  /** The instant of the upload's newest reading, and when the server received the upload. */
  readingAt: Type.String(),
  receivedAt: Type.String(),
  /** The upload's field names (credentials left out), and those meteodeck has no place for. */
  fieldsSeen: Type.Array(Type.String()),
  fieldsIgnored: Type.Array(Type.String()),
  /** Values quality control took out: physically impossible, or a spike. */
  rejected: Type.Array(Type.Object({ measure: Type.String(), value: Type.Number(), reason: Type.String() })),
});
export type StationUpload = Static<typeof StationUpload>;

export const StationUploadList = Type.Object({ uploads: Type.Array(StationUpload) });
export type StationUploadList = Static<typeof StationUploadList>;
