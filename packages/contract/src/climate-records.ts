/**
 * A station's climate records: all time and per calendar month (the warmest November day over every
 * November, the wettest November), each with its day and, where the daily summaries keep it, its time.
 * Computed from the daily summaries in the station's time zone, shown in the station's unit set or the
 * visitor's. `GET /api/weatherData/{reference}/climate/records`; `.../climate/records/today` answers only the
 * records today sets (the badges of the current-data and home pages). The records answer also holds each
 * public extra sensor's records (its highest and lowest value, or its largest day's sum), from its days.
 */
import { type Static, Type } from 'typebox';
import { NullableInstant, NullableMeasure, WeatherDataStation, WeatherDataUnit } from './weather-data.ts';

/**
 * The kinds of record, in the order the tables show them: the highest daily high, the lowest daily low, the
 * highest daily low, the lowest daily high, the wettest day, the wettest month, the highest rain rate, the
 * highest gust, the highest and the lowest relative pressure.
 */
export const RECORD_KINDS = [
  'highestHigh',
  'lowestLow',
  'highestLow',
  'lowestHigh',
  'wettestDay',
  'wettestMonth',
  'highestRainRate',
  'highestGust',
  'highestPressure',
  'lowestPressure',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * The kinds a day so far can already set (`newRecords`): a high, a low, a total only grow or fall as the
 * day goes on. A day's low so far is not yet its low (nor its high its high), so the highest low and the
 * lowest high are decided only once the day is over and never announced while it runs.
 */
export const NEW_RECORD_KINDS = [
  'highestHigh',
  'lowestLow',
  'wettestDay',
  'wettestMonth',
  'highestRainRate',
  'highestGust',
  'highestPressure',
  'lowestPressure',
] as const satisfies readonly RecordKind[];
export type NewRecordKind = (typeof NEW_RECORD_KINDS)[number];

const LocalDay = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const NullableDay = Type.Union([LocalDay, Type.Null()]);
const Month = Type.Integer({ minimum: 1, maximum: 12 });

/** A record of one day: its value (null while no day has one), its local day, and its instant if kept. */
export const DayRecord = Type.Object({
  value: NullableMeasure,
  day: NullableDay,
  /** When the extreme was reached (ISO 8601, the station's offset); null for a day's rain total. */
  at: NullableInstant,
});
export type DayRecord = Static<typeof DayRecord>;

/** The wettest month: its total and which month ('YYYY-MM'). */
export const MonthRecord = Type.Object({
  value: NullableMeasure,
  month: Type.Union([Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }), Type.Null()]),
});
export type MonthRecord = Static<typeof MonthRecord>;

/** Every kind of record over a set of days (all time, or every day of one calendar month). */
export const RecordSet = Type.Object({
  highestHigh: DayRecord,
  lowestLow: DayRecord,
  highestLow: DayRecord,
  lowestHigh: DayRecord,
  wettestDay: DayRecord,
  wettestMonth: MonthRecord,
  highestRainRate: DayRecord,
  highestGust: DayRecord,
  highestPressure: DayRecord,
  lowestPressure: DayRecord,
});
export type RecordSet = Static<typeof RecordSet>;

/** The records of one calendar month (1 = January) over every year. */
export const CalendarMonthRecords = Type.Object({ month: Month, ...RecordSet.properties });
export type CalendarMonthRecords = Static<typeof CalendarMonthRecords>;

/** An all-time record, or one of a calendar month. */
export const RECORD_SCOPES = ['allTime', 'month'] as const;
export type RecordScope = (typeof RECORD_SCOPES)[number];

/**
 * A record today's values set (today so far): the kind, whether it is an all-time record or only one of the
 * calendar month, the new value and the record it beat. An all-time record counts once the station has a
 * year of data; a month's once it has that month of an earlier year.
 */
export const NewRecord = Type.Object({
  kind: Type.Enum(NEW_RECORD_KINDS),
  scope: Type.Enum(RECORD_SCOPES),
  /** The calendar month of today (1 = January). */
  month: Month,
  value: Type.Number(),
  previous: Type.Number(),
});
export type NewRecord = Static<typeof NewRecord>;

/**
 * The records an extra sensor keeps, by how its measure folds (the measure catalogue): the highest and
 * lowest value of a level (temperatures, humidity, soil, leaf wetness, particulates, CO₂, snow depth), the
 * highest of a rain rate, the largest day's sum of a counter (strikes, a piezo gauge's rain); a leak, a last
 * strike's instant or a 24 h mean none.
 */
export const SENSOR_RECORD_KINDS = ['highest', 'lowest', 'largestDaySum'] as const;
export type SensorRecordKind = (typeof SENSOR_RECORD_KINDS)[number];

/** A sensor's records over a set of days; a kind the sensor does not keep is left out. */
export const SensorRecordSet = Type.Object({
  highest: Type.Optional(DayRecord),
  lowest: Type.Optional(DayRecord),
  /** A day's sum: its `at` is null. */
  largestDaySum: Type.Optional(DayRecord),
});
export type SensorRecordSet = Static<typeof SensorRecordSet>;

/** A record today's values of a sensor set (today so far), as {@link NewRecord} for the main measures. */
export const SensorNewRecord = Type.Object({
  kind: Type.Enum(SENSOR_RECORD_KINDS),
  scope: Type.Enum(RECORD_SCOPES),
  month: Month,
  value: Type.Number(),
  previous: Type.Number(),
});
export type SensorNewRecord = Static<typeof SensorNewRecord>;

/**
 * One public extra sensor's records, from the same sensor days its history shows: all time and per calendar
 * month, in the answer's units (`unit`: the measure unit its values are in, '°F', 'ppm', 'count'), and
 * the records today sets. Sensors without a kind of record (a leak) are left out of the answer.
 */
export const SensorRecords = Type.Object({
  key: Type.String(),
  kind: Type.String(),
  channel: Type.Union([Type.Integer(), Type.Null()]),
  /** The owner's name; null: shown by its kind and channel. */
  name: Type.Union([Type.String(), Type.Null()]),
  unit: Type.String(),
  /** The kinds of record it keeps, in the order the tables show them. */
  kinds: Type.Array(Type.Enum(SENSOR_RECORD_KINDS), { minItems: 1 }),
  startDate: NullableDay,
  endDate: NullableDay,
  allTime: SensorRecordSet,
  /** January to December, always twelve. */
  months: Type.Array(Type.Object({ month: Month, ...SensorRecordSet.properties }), {
    minItems: 12,
    maxItems: 12,
  }),
  newRecords: Type.Array(SensorNewRecord),
});
export type SensorRecords = Static<typeof SensorRecords>;

export const ClimateRecords = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  /** The first and last local day with a summary; null without data. */
  startDate: NullableDay,
  endDate: NullableDay,
  /** The station's local today, which `newRecords` speaks of. */
  today: LocalDay,
  allTime: RecordSet,
  /** January to December, always twelve. */
  months: Type.Array(CalendarMonthRecords, { minItems: 12, maxItems: 12 }),
  newRecords: Type.Array(NewRecord),
  /** The public extra sensors' records, in the owner's order. */
  sensors: Type.Array(SensorRecords),
});
export type ClimateRecords = Static<typeof ClimateRecords>;

/**
 * A public extra sensor's records today sets, for the badges: the sensor (key, kind, channel, the owner's
 * name), the unit its values are in (as {@link SensorRecords}) and the records.
 */
export const TodaysSensorRecords = Type.Pick(SensorRecords, [
  'key',
  'kind',
  'channel',
  'name',
  'unit',
  'newRecords',
]);
export type TodaysSensorRecords = Static<typeof TodaysSensorRecords>;

/**
 * The records today sets, alone: what the current-data and home pages show, without the tables; `unit`
 * holds the four units records are shown in (the answer and its check stay small for the home page).
 */
export const TodaysRecords = Type.Object({
  unit: Type.Pick(WeatherDataUnit, ['temperatureUnit', 'speedUnit', 'pressureUnit', 'rainUnit']),
  today: LocalDay,
  newRecords: Type.Array(NewRecord),
  /** The public extra sensors that set a record today, in the owner's order (only those). */
  sensors: Type.Array(TodaysSensorRecords),
});
export type TodaysRecords = Static<typeof TodaysRecords>;
/** The units records are shown in. */
export type RecordUnits = TodaysRecords['unit'];
