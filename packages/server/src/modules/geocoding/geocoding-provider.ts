import type { GeocodingResponse } from '@meteodeck/contract';

/**
 * A source of address searches. Each implementation calls one third-party API and answers in Google's shape
 * with status `OK` (at least one result, best first) or `ZERO_RESULTS` (none); any failure is a 502 AppError.
 */
export interface GeocodingProvider {
  /** Name shown in error messages, e.g. `Nominatim`. */
  readonly name: string;
  /** Searches `address` (already trimmed, never empty). */
  geocode(address: string): Promise<GeocodingResponse>;
}
