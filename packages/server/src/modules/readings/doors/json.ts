/**
 * The JSON door (DESIGN §5): `POST /api/weatherData/<reference>/readings`, one reading or an array, already
 * in canonical units. The route's schema has checked the types; this maps names and parses the instants.
 */
import { READING_MEASURES, type ReadingInput } from '@meteodeck/contract';
import { type CanonicalReading, emptyReading } from '../canonical-reading.ts';

/** Why a JSON reading cannot be used at all, or the reading. */
export type JsonReadingResult = { reading: CanonicalReading } | { reason: string };

/**
 * Maps one JSON reading to a canonical reading. An unparsable `receivedAt` or `lightningTime` is a reason to
 * reject that reading (the schema's `date-time` format already refuses most of them).
 */
export function fromJsonReading(input: ReadingInput): JsonReadingResult {
  const receivedAt = Date.parse(input.receivedAt);
  if (!Number.isFinite(receivedAt)) return { reason: 'receivedAt: date invalide' };
  const reading = emptyReading(receivedAt);
  for (const measure of READING_MEASURES) reading[measure] = input[measure] ?? null;
  if (input.lightningTime !== undefined && input.lightningTime !== null) {
    const lightningTime = Date.parse(input.lightningTime);
    if (!Number.isFinite(lightningTime)) return { reason: 'lightningTime: date invalide' };
    reading.lightningTime = lightningTime;
  }
  return { reading };
}
