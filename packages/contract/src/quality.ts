import {
  EDITABLE_MEASURE_KINDS,
  type EditableMeasureKind,
  measureDescriptor,
  SPIKE_CHECKED_KINDS,
  type SpikeCheckedKind,
} from '@meteodeck/weather';
import { type Static, Type } from 'typebox';
import { READING_MEASURES, type ReadingMeasure } from './readings.ts';

/**
 * Data quality: the spike filter's rules per station, the values it flagged and their review,
 * and the reading editor's calls. Values are in canonical units (°C, %, hPa, m/s, mm, mm/h); the back
 * office converts them to and from the station's units.
 */

/**
 * The measures the spike filter checks, under their reading names: the reading's kinds of the measure
 * catalogue (@meteodeck/weather) that have a default largest change per minute, in the reading's order
 * (temperature and humidity before the dew point computed from them).
 */
export const QUALITY_MEASURES: readonly SpikeCheckedKind[] = SPIKE_CHECKED_KINDS;
export type QualityMeasure = SpikeCheckedKind;

/**
 * Default largest change per minute of each checked measure (for `rain`, the largest amount per minute), as
 * the catalogue gives it. Chosen above anything real good data shows: in ten years of the Falkensee station
 * (872,844 readings at 3 to 30 minutes), the fastest changes per minute were 3.1 °C, 5.7 %, 1.4 hPa, 2.2 m/s
 * (mean wind) and 3.2 m/s (gust); a +12 °C spike in one minute is three times the temperature limit. Humidity
 * jumps when a shower starts, gusts go from calm to a squall within one reading, a cloudburst brings 5 mm in
 * a minute. A reading compares with the last accepted value before it: the allowed change is the rate times
 * the minutes between them (at least one minute), so a real step after a gap is never held back for long.
 */
export const QUALITY_DEFAULT_RATES: { readonly [M in QualityMeasure]: number } = Object.fromEntries(
  QUALITY_MEASURES.map((measure) => [measure, measureDescriptor(measure).maxChangePerMinute]),
) as { readonly [M in QualityMeasure]: number };

/** One measure's rules: largest change per minute (null: not checked) and optional absolute limits. */
export const QualityRule = Type.Object(
  {
    measure: Type.Enum(QUALITY_MEASURES),
    maxChangePerMinute: Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 1e6 }), Type.Null()]),
    min: Type.Union([Type.Number({ minimum: -1e6, maximum: 1e6 }), Type.Null()]),
    max: Type.Union([Type.Number({ minimum: -1e6, maximum: 1e6 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type QualityRule = Static<typeof QualityRule>;

/** A station's spike filter: every checked measure's rules (canonical units). */
export const QualitySettings = Type.Object(
  {
    enabled: Type.Boolean(),
    rules: Type.Array(QualityRule, { maxItems: QUALITY_MEASURES.length }),
  },
  { additionalProperties: false },
);
export type QualitySettings = Static<typeof QualitySettings>;

/** The settings of a station that never changed them: every default rate, no absolute limit. */
export function defaultQualitySettings(): QualitySettings {
  return {
    enabled: true,
    rules: QUALITY_MEASURES.map((measure) => ({
      measure,
      maxChangePerMinute: QUALITY_DEFAULT_RATES[measure],
      min: null,
      max: null,
    })),
  };
}

/** `rules` with one rule per checked measure, in QUALITY_MEASURES order (defaults for those left out). */
export function completeQualityRules(rules: readonly QualityRule[]): QualityRule[] {
  const given = new Map(rules.map((rule) => [rule.measure, rule]));
  return defaultQualitySettings().rules.map((rule) => given.get(rule.measure) ?? rule);
}

/**
 * Which rule a flagged value broke: too fast a change, or below or above the station's limits; `derived`:
 * a dew point computed with a flagged temperature or humidity, which follows their review.
 */
export const FlagRule = Type.Union([
  Type.Literal('rate'),
  Type.Literal('min'),
  Type.Literal('max'),
  Type.Literal('derived'),
]);
export type FlagRule = Static<typeof FlagRule>;

/**
 * A value's review state: `flagged` (waiting, left out), `accepted` (counts again), `rejected` (stays out),
 * `corrected` (changed in the reading editor; `value` is the value before).
 */
export const FlagStatus = Type.Union([
  Type.Literal('flagged'),
  Type.Literal('accepted'),
  Type.Literal('rejected'),
  Type.Literal('corrected'),
]);
export type FlagStatus = Static<typeof FlagStatus>;

/** What the quality record of one value says (in a reading, or in the review list). */
export const ValueFlag = Type.Object({
  /** The value as received (for `corrected`: before the correction, null when none), canonical units. */
  value: Type.Union([Type.Number(), Type.Null()]),
  /** The rule broken, null for a correction. */
  rule: Type.Union([FlagRule, Type.Null()]),
  /** The limit of that rule: a change per minute, or the absolute limit. */
  limit: Type.Union([Type.Number(), Type.Null()]),
  status: FlagStatus,
});
export type ValueFlag = Static<typeof ValueFlag>;

/** A value next to a flagged one (the readings before and after it). */
export const NeighbourValue = Type.Object({
  receivedAt: Type.String({ format: 'date-time' }),
  value: Type.Union([Type.Number(), Type.Null()]),
});
export type NeighbourValue = Static<typeof NeighbourValue>;

/** One item of the review list. */
export const FlaggedValue = Type.Object({
  receivedAt: Type.String({ format: 'date-time' }),
  measure: Type.Enum(READING_MEASURES),
  ...ValueFlag.properties,
  reviewedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Up to three readings before and after, oldest first, with their value of the same measure. */
  neighbours: Type.Array(NeighbourValue),
});
export type FlaggedValue = Static<typeof FlaggedValue>;

export const FlaggedValueList = Type.Object({
  flags: Type.Array(FlaggedValue),
  numberOfResult: Type.Integer(),
});
export type FlaggedValueList = Static<typeof FlaggedValueList>;

/** GET /api/weatherData/{reference}/flags: the list query and which states to list (default flagged). */
export const FlagListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  maxResult: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 5 })),
  status: Type.Optional(FlagStatus),
});
export type FlagListQuery = Static<typeof FlagListQuery>;

/** PUT /api/weatherData/{reference}/flags/{receivedAt}. */
export const FlagDecision = Type.Object(
  {
    measure: Type.Enum(READING_MEASURES),
    accepted: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type FlagDecision = Static<typeof FlagDecision>;

/** `{receivedAt}` of the reading calls: an ISO 8601 instant in UTC, URL-encoded. */
export const ReadingInstantParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 64 }),
  receivedAt: Type.String({ minLength: 1, maxLength: 40 }),
});
export type ReadingInstantParams = Static<typeof ReadingInstantParams>;

/** Every measure of a stored reading, canonical units, null when not measured (or left out). */
export const ReadingValues = Type.Object(
  Object.fromEntries(READING_MEASURES.map((m) => [m, Type.Union([Type.Number(), Type.Null()])])) as {
    [M in ReadingMeasure]: ReturnType<typeof nullableNumber>;
  },
);
function nullableNumber() {
  return Type.Union([Type.Number(), Type.Null()]);
}
export type ReadingValues = Static<typeof ReadingValues>;

/** A stored reading as the reading editor shows it: its values and each flagged or corrected value. */
export const StoredReadingItem = Type.Object({
  receivedAt: Type.String({ format: 'date-time' }),
  values: ReadingValues,
  flags: Type.Record(Type.String(), ValueFlag),
});
export type StoredReadingItem = Static<typeof StoredReadingItem>;

export const StoredReadingList = Type.Object({
  readings: Type.Array(StoredReadingItem),
  numberOfResult: Type.Integer(),
});
export type StoredReadingList = Static<typeof StoredReadingList>;

/** Largest span GET …/readings lists at once: a day and a half around a local day with a DST change. */
export const MAX_READINGS_SPAN_MS = 36 * 3_600_000;

/** GET /api/weatherData/{reference}/readings?from=…&to=… (ISO instants, [from, to), at most 36 h). */
export const StoredReadingsQuery = Type.Object({
  from: Type.String({ minLength: 1, maxLength: 40 }),
  to: Type.String({ minLength: 1, maxLength: 40 }),
});
export type StoredReadingsQuery = Static<typeof StoredReadingsQuery>;

/**
 * The measures the reading editor may change: those a person can read off a reading and correct (the measure
 * catalogue's editable ones, in the reading's order).
 */
export const EDITABLE_MEASURES: readonly EditableMeasureKind[] = EDITABLE_MEASURE_KINDS;
export type EditableMeasure = EditableMeasureKind;

/** PUT …/readings/{receivedAt}: the measures to change (a number, or null to clear), at least one. */
export const ReadingCorrection = Type.Object(
  Object.fromEntries(
    EDITABLE_MEASURES.map((m) => [m, Type.Optional(Type.Union([Type.Number(), Type.Null()]))]),
  ) as { [M in EditableMeasure]: ReturnType<typeof optionalNullableNumber> },
  { additionalProperties: false, minProperties: 1 },
);
function optionalNullableNumber() {
  return Type.Optional(Type.Union([Type.Number(), Type.Null()]));
}
export type ReadingCorrection = Static<typeof ReadingCorrection>;

/** French messages of the quality calls. */
export const QUALITY_MESSAGES = {
  badInstant: 'Instant invalide : attendu une date ISO 8601 en UTC, par exemple 2026-11-23T10:15:00Z',
  badRange: 'Intervalle invalide : « from » doit précéder « to », au plus 36 heures',
  readingNotFound: 'Aucun relevé à cet instant',
  flagNotFound: 'Aucune valeur signalée pour cette mesure à cet instant',
  limitsOrder: 'Le minimum doit être inférieur au maximum',
  duplicateMeasure: 'Mesure en double',
  impossibleValue: 'Valeur physiquement impossible',
  noMeasure: 'Aucune mesure à modifier',
} as const;

/** Where an imported extreme comes from: WeeWX's daily summaries, CumulusMX's dayfile or its records, an export. */
export const ImportedExtremeSource = Type.Union([
  Type.Literal('weewxDaySummaries'),
  Type.Literal('cumulusDayfile'),
  Type.Literal('cumulusRecords'),
  Type.Literal('exportHighLow'),
]);
export type ImportedExtremeSource = Static<typeof ImportedExtremeSource>;

/** A source's own extreme in force for a local day (the day's min or max), canonical units. */
export const ImportedExtremeItem = Type.Object({
  /** The summary measure, e.g. `temperature`, `wind_gust`. */
  measure: Type.String(),
  side: Type.Union([Type.Literal('min'), Type.Literal('max')]),
  value: Type.Number(),
  at: Type.String({ format: 'date-time' }),
  source: ImportedExtremeSource,
});
export type ImportedExtremeItem = Static<typeof ImportedExtremeItem>;

export const ImportedExtremeList = Type.Object({
  day: Type.String(),
  extremes: Type.Array(ImportedExtremeItem),
});
export type ImportedExtremeList = Static<typeof ImportedExtremeList>;

/** GET /api/weatherData/{reference}/imported-extremes?day=YYYY-MM-DD (the station's local day). */
export const ImportedExtremesQuery = Type.Object({
  day: Type.String({ pattern: '^\\d{4}-\\d\\d-\\d\\d$' }),
});
export type ImportedExtremesQuery = Static<typeof ImportedExtremesQuery>;
