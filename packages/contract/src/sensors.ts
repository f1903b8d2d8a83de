/**
 * A station's extra sensors (the channels a console sends beyond the main measures: a WH31's temperature
 * and humidity per channel, a WH51's soil moisture, a WN34's probe, a WH45's CO₂…), one per measure and
 * channel, keyed `<kind>:<channel>` (`extraTemperature:3`) or `<kind>` (`co2`). Values in canonical units
 * (°C, %, µg/m³, ppm), each with its unit; instants ISO 8601 UTC; days local to the station (YYYY-MM-DD).
 *
 * Back office: GET and PUT /api/weatherStation/{id}/sensors (admin). Public:
 * GET /api/weatherData/{reference}/sensors (the visible sensors' current values) and
 * GET /api/weatherData/{reference}/sensors/summaries?from=…&to=… (their days and the period).
 */
import { type Static, Type } from 'typebox';

export const SENSOR_VISIBILITIES = ['public', 'admin'] as const;
export type SensorVisibility = (typeof SENSOR_VISIBILITIES)[number];

/** Longest name an owner gives a sensor. */
export const SENSOR_NAME_MAX = 100;
/** Most local days one summaries call spans. */
export const SENSOR_SUMMARY_MAX_DAYS = 366;

const nullableNumber = Type.Union([Type.Number(), Type.Null()]);
const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A sensor as the back office lists it. */
export const AdminSensor = Type.Object({
  key: Type.String(),
  kind: Type.String(),
  channel: Type.Union([Type.Integer(), Type.Null()]),
  /** The owner's name; null: shown by its kind and channel. */
  name: nullableString,
  visibility: Type.Enum(SENSOR_VISIBILITIES),
  homeTile: Type.Boolean(),
  position: Type.Integer(),
  /** Seen since the owner last saved the station's sensors. */
  isNew: Type.Boolean(),
  unit: Type.String(),
  firstSeenAt: Type.String(),
  lastSeenAt: Type.String(),
  lastValue: nullableNumber,
  lastValueAt: nullableString,
  /** As the console sent it (a level 0–6, a voltage, or 0/1 for "low"), null when it sends none. */
  battery: nullableNumber,
  signal: nullableNumber,
});
export type AdminSensor = Static<typeof AdminSensor>;

/** A field the station's uploads carry that nothing reads, kept with its last value. */
export const UnmappedField = Type.Object({
  field: Type.String(),
  protocol: Type.String(),
  lastValue: Type.String(),
  firstSeenAt: Type.String(),
  lastSeenAt: Type.String(),
});
export type UnmappedField = Static<typeof UnmappedField>;

/** One of the station's last uploads as received (credentials left out). */
export const RawUpload = Type.Object({
  protocol: Type.String(),
  receivedAt: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
});
export type RawUpload = Static<typeof RawUpload>;

/** GET /api/weatherStation/{id}/sensors: the sensors by position, the unmapped fields, the last uploads. */
export const StationSensors = Type.Object({
  sensors: Type.Array(AdminSensor),
  unmapped: Type.Array(UnmappedField),
  uploads: Type.Array(RawUpload),
});
export type StationSensors = Static<typeof StationSensors>;

/** One sensor's settings as the owner saves them. */
export const SensorSettings = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.Union([Type.String({ maxLength: SENSOR_NAME_MAX }), Type.Null()]),
    visibility: Type.Enum(SENSOR_VISIBILITIES),
    homeTile: Type.Boolean(),
    position: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type SensorSettings = Static<typeof SensorSettings>;

/**
 * PUT /api/weatherStation/{id}/sensors: the settings of the station's sensors (those left out keep
 * theirs); every sensor of the station is no longer new once saved. Answers {@link StationSensors}.
 */
export const SensorSettingsBody = Type.Object(
  { sensors: Type.Array(SensorSettings, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type SensorSettingsBody = Static<typeof SensorSettingsBody>;

/** A visible sensor's current value (null when it sent none it could keep). */
export const PublicSensor = Type.Object({
  key: Type.String(),
  kind: Type.String(),
  channel: Type.Union([Type.Integer(), Type.Null()]),
  name: nullableString,
  unit: Type.String(),
  homeTile: Type.Boolean(),
  value: nullableNumber,
  at: nullableString,
});
export type PublicSensor = Static<typeof PublicSensor>;

/** GET /api/weatherData/{reference}/sensors: the public sensors, by position. */
export const PublicSensors = Type.Object({ sensors: Type.Array(PublicSensor) });
export type PublicSensors = Static<typeof PublicSensors>;

const LOCAL_DAY = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/** The local days of a summaries call, first and last included. */
export const SensorSummariesQuery = Type.Object(
  {
    from: Type.String({ pattern: LOCAL_DAY, description: 'first local day, YYYY-MM-DD' }),
    to: Type.String({ pattern: LOCAL_DAY, description: 'last local day, YYYY-MM-DD' }),
  },
  { additionalProperties: false },
);
export type SensorSummariesQuery = Static<typeof SensorSummariesQuery>;

/**
 * True on the lowest (highest) value that a history import took from its source's own daily summaries
 * (WeeWX's archive_day_extraTemp1…, kept from readings every few seconds) rather than from the sensor's
 * values; absent: the sensor's values'.
 */
const importedMarks = {
  minImported: Type.Optional(Type.Literal(true)),
  maxImported: Type.Optional(Type.Literal(true)),
};

/**
 * One sensor's day, or a period of days: the lowest and highest values with their instants (and whether
 * they were imported), the mean (null for a counter), the sum (a counter's rises: strikes), the count of
 * values, the last value.
 */
export const SensorFold = Type.Object({
  min: Type.Number(),
  minAt: Type.String(),
  max: Type.Number(),
  maxAt: Type.String(),
  ...importedMarks,
  mean: nullableNumber,
  sum: Type.Number(),
  count: Type.Integer({ minimum: 0 }),
  last: Type.Number(),
  lastAt: Type.String(),
});
export type SensorFold = Static<typeof SensorFold>;

export const SensorDay = Type.Object({ day: Type.String(), ...SensorFold.properties });
export type SensorDay = Static<typeof SensorDay>;

/** One sensor's summaries over the period: each day with values, and the period's fold (null: none). */
export const SensorSummary = Type.Object({
  key: Type.String(),
  kind: Type.String(),
  channel: Type.Union([Type.Integer(), Type.Null()]),
  name: nullableString,
  unit: Type.String(),
  days: Type.Array(SensorDay),
  period: Type.Union([SensorFold, Type.Null()]),
});
export type SensorSummary = Static<typeof SensorSummary>;

/** GET /api/weatherData/{reference}/sensors/summaries: the public sensors' summaries, by position. */
export const SensorSummaries = Type.Object({
  from: Type.String(),
  to: Type.String(),
  sensors: Type.Array(SensorSummary),
});
export type SensorSummaries = Static<typeof SensorSummaries>;

/** Most local days one series call spans. */
export const SENSOR_SERIES_MAX_DAYS = 366;

/** The local days of a series call, first and last included. */
export const SensorSeriesQuery = SensorSummariesQuery;
export type SensorSeriesQuery = Static<typeof SensorSeriesQuery>;

/** One bucket of a sensor's values: its start (ISO 8601 UTC), their mean, lowest and highest. */
export const SensorSeriesPoint = Type.Object({
  at: Type.String(),
  mean: Type.Number(),
  min: Type.Number(),
  max: Type.Number(),
});
export type SensorSeriesPoint = Static<typeof SensorSeriesPoint>;

/** A whole local day's extremes with their instants (the chart's min and max marks), imported ones marked. */
export const SensorSeriesDay = Type.Object({
  day: Type.String(),
  min: Type.Number(),
  minAt: Type.String(),
  max: Type.Number(),
  maxAt: Type.String(),
  ...importedMarks,
});
export type SensorSeriesDay = Static<typeof SensorSeriesDay>;

/** One sensor's series over the window: its buckets in time order and its days' extremes. */
export const SensorSeriesLine = Type.Object({
  key: Type.String(),
  kind: Type.String(),
  channel: Type.Union([Type.Integer(), Type.Null()]),
  name: nullableString,
  unit: Type.String(),
  points: Type.Array(SensorSeriesPoint),
  days: Type.Array(SensorSeriesDay),
});
export type SensorSeriesLine = Static<typeof SensorSeriesLine>;

/**
 * GET /api/weatherData/{reference}/sensors/series: the public sensors' values from the start of local day
 * `from` to the end of `to`, in buckets of `bucketMinutes` (10 up to two days, 60 up to 31 days, else 1440:
 * the local days' means), canonical units, by position.
 */
export const SensorSeries = Type.Object({
  from: Type.String(),
  to: Type.String(),
  bucketMinutes: Type.Integer({ minimum: 1 }),
  sensors: Type.Array(SensorSeriesLine),
});
export type SensorSeries = Static<typeof SensorSeries>;
