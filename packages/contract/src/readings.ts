import {
  type MeasureBounds,
  measureDescriptor,
  READING_MEASURE_KINDS,
  type ReadingMeasureKind,
} from '@meteodeck/weather';
import { type Static, Type } from 'typebox';

/**
 * Ingestion contract (DESIGN §5): the JSON door's request and answer, and the physical bounds every door
 * applies to canonical values. All values are in canonical units: °C, %, hPa, m/s, degrees, mm, mm/h, W/m²,
 * UV index, µg/m³, km; instants are ISO 8601 strings in the JSON door.
 */

/** Most readings one JSON request may carry (a backfill sends several requests). */
export const MAX_READINGS_PER_REQUEST = 10_000;

/**
 * The measures a reading may carry, under their JSON names (spec §3 current-data names where they exist): the
 * reading's kinds of the measure catalogue (@meteodeck/weather), in its order.
 */
export const READING_MEASURES: readonly ReadingMeasureKind[] = READING_MEASURE_KINDS;
export type ReadingMeasure = ReadingMeasureKind;

/**
 * Physically possible range of each measure in canonical units, inclusive (the catalogue's bounds). A value
 * outside is impossible (a sensor fault or a unit mix-up): ingestion drops that value, logs it and keeps the
 * rest of the reading. The catalogue tells the sources (WMO world extremes with a margin, sensor ranges).
 */
export const READING_BOUNDS: {
  readonly [M in ReadingMeasure]: { readonly min: number; readonly max: number };
} = Object.fromEntries(READING_MEASURES.map((measure) => [measure, measureDescriptor(measure).bounds])) as {
  readonly [M in ReadingMeasure]: MeasureBounds;
};

/** Tells whether `value` lies within the physical bounds of `measure` (NaN and infinities do not). */
export function isPhysicallyPossible(measure: ReadingMeasure, value: number): boolean {
  const bounds = READING_BOUNDS[measure];
  return Number.isFinite(value) && value >= bounds.min && value <= bounds.max;
}

// One JSON Schema type list, not a union: the server's Ajv coerces types, and coerces only when none of the
// listed types matches. In a union it would coerce across branches (null → 0 for a number first, 0 → null
// for null first), and a reading's 0 mm of rain or its missing UV would be stored wrong.
const measure = (description: string) =>
  Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'], description }));

/** The JSON door's documentation of a main measure: its canonical unit, then the catalogue's note if any. */
export function readingMeasureDescription(kind: ReadingMeasure): string {
  const descriptor = measureDescriptor(kind);
  return descriptor.jsonNote === undefined ? descriptor.unit : `${descriptor.unit}; ${descriptor.jsonNote}`;
}

/** One optional number-or-null property per main measure of the catalogue, under its JSON name. */
const MEASURE_PROPERTIES = Object.fromEntries(
  READING_MEASURES.map((kind) => [kind, measure(readingMeasureDescription(kind))]),
) as { readonly [M in ReadingMeasure]: ReturnType<typeof measure> };

/** The JSON door's properties that are not measures of the catalogue. */
export const READING_INPUT_FIXED_PROPERTIES = ['receivedAt', 'lightningTime', 'sensors'] as const;

/**
 * One reading of the JSON door. Only `receivedAt` is required; an absent or null measure was not measured.
 * Unknown fields are ignored. Give `rain` (mm since the previous reading) or `rainTotal` (a cumulative
 * counter, mm; resets are detected), not both: `rain` wins. The measures are the catalogue's main measures.
 */
export const ReadingInput = Type.Object({
  receivedAt: Type.String({ format: 'date-time', description: 'ISO 8601 instant of the measurement' }),
  ...MEASURE_PROPERTIES,
  lightningTime: Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      format: 'date-time',
      description: 'last strike, ISO 8601',
    }),
  ),
  /** Extra sensors by their key (`extraTemperature:3`, `soilMoisture:2`, `co2`), canonical units. */
  sensors: Type.Optional(
    Type.Record(Type.String({ maxLength: 64 }), Type.Number(), {
      maxProperties: 64,
      description: 'extra sensors by key (extraTemperature:3, co2…), canonical units',
    }),
  ),
});
export type ReadingInput = Static<typeof ReadingInput>;

/** POST /api/weatherData/{reference}/readings body: one reading or an array of 1 to 10,000. */
export const ReadingsRequest = Type.Union([
  ReadingInput,
  Type.Array(ReadingInput, { minItems: 1, maxItems: MAX_READINGS_PER_REQUEST }),
]);
export type ReadingsRequest = Static<typeof ReadingsRequest>;

/** A reading of the request that was not stored: its position in the request (0 for a single one) and why. */
export const RejectedReading = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  reason: Type.String(),
});
export type RejectedReading = Static<typeof RejectedReading>;

/** 201 answer of the JSON door: how many readings were stored, skipped as duplicates, and rejected. */
export const ReadingsResult = Type.Object({
  stored: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({ minimum: 0 }),
  rejected: Type.Array(RejectedReading),
});
export type ReadingsResult = Static<typeof ReadingsResult>;

/** Answer of the Ecowitt door, as WeeWX's interceptor answers consoles. */
export const EcowittAnswer = Type.Object({ errcode: Type.String(), errmsg: Type.String() });
export type EcowittAnswer = Static<typeof EcowittAnswer>;

/** Path parameters of the Ecowitt door: `/ingest/ecowitt/{reference}/{token}`. */
export const EcowittParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 64 }),
  token: Type.String({ minLength: 1, maxLength: 256 }),
});
export type EcowittParams = Static<typeof EcowittParams>;
