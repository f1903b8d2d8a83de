import { type Static, Type } from 'typebox';

/** Longest address the search accepts, in characters; longer input is a 400, not a truncated search. */
export const MAX_ADDRESS_LENGTH = 200;

/** GET /api/geocoding query: a free-text address, e.g. `Rütenbrock, DE`. Blank input is a 400 as well. */
export const GeocodingQuery = Type.Object({
  address: Type.String({ minLength: 1, maxLength: MAX_ADDRESS_LENGTH }),
});
export type GeocodingQuery = Static<typeof GeocodingQuery>;

/**
 * Google Geocoding API statuses (https://developers.google.com/maps/documentation/geocoding/requests-geocoding).
 * This server answers `OK` or `ZERO_RESULTS`; a provider that fails or refuses is reported as a 502 with a
 * message instead, so the other statuses are listed only to keep Google's shape complete for clients.
 */
export const GeocodingStatus = Type.Union([
  Type.Literal('OK'),
  Type.Literal('ZERO_RESULTS'),
  Type.Literal('OVER_DAILY_LIMIT'),
  Type.Literal('OVER_QUERY_LIMIT'),
  Type.Literal('REQUEST_DENIED'),
  Type.Literal('INVALID_REQUEST'),
  Type.Literal('UNKNOWN_ERROR'),
]);
export type GeocodingStatus = Static<typeof GeocodingStatus>;

/** One match, in Google's shape. */
export const GeocodingResult = Type.Object({
  /** The provider's full name of the place, e.g. `Rütenbrock, Haren (Ems), Niedersachsen, Deutschland`. */
  formatted_address: Type.String(),
  geometry: Type.Object({
    /** WGS84 degrees north and east. */
    location: Type.Object({
      lat: Type.Number({ minimum: -90, maximum: 90 }),
      lng: Type.Number({ minimum: -180, maximum: 180 }),
    }),
  }),
});
export type GeocodingResult = Static<typeof GeocodingResult>;

/** GET /api/geocoding answer: best match first; `results` is empty when `status` is `ZERO_RESULTS`. */
export const GeocodingResponse = Type.Object({
  status: GeocodingStatus,
  results: Type.Array(GeocodingResult),
});
export type GeocodingResponse = Static<typeof GeocodingResponse>;
