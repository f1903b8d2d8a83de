/**
 * Nominatim, OpenStreetMap's geocoder (https://nominatim.org/release-docs/latest/api/Search/): free, no key.
 * Its usage policy (https://operations.osmfoundation.org/policies/nominatim/) asks for an identifying
 * User-Agent, at most one request per second and caching of results; the throttle and the service's cache
 * take care of the last two.
 */
import { Type } from 'typebox';
import { type FetchFn, fetchUpstreamJson, malformedPayload, payloadParser } from '../upstream/index.ts';
import type { GeocodingProvider } from './geocoding-provider.ts';
import type { RequestThrottle } from './request-throttle.ts';

const PROVIDER = 'Nominatim';
/** Identifies the application to the OpenStreetMap operators, as the usage policy requires. */
export const NOMINATIM_USER_AGENT = 'meteodeck/0.1.0 (self-hosted personal weather station website)';

/** jsonv2 search results: coordinates come as decimal strings. */
const NominatimPayload = Type.Array(
  Type.Object({ lat: Type.String(), lon: Type.String(), display_name: Type.String() }),
);
const parser = payloadParser(NominatimPayload);

export interface NominatimOptions {
  /** Origin (and optional path prefix) without trailing slash, e.g. `https://nominatim.openstreetmap.org`. */
  baseUrl: string;
  timeoutMs: number;
  fetch: FetchFn;
  /** Shared by every search of the process, so that the whole server stays within one request per second. */
  throttle: RequestThrottle;
}

/**
 * A {@link GeocodingProvider} over Nominatim's search, best match only, place names in German. An empty
 * result list is `ZERO_RESULTS`; coordinates that are not numbers in range are a 502.
 */
export function createNominatimProvider(options: NominatimOptions): GeocodingProvider {
  return {
    name: PROVIDER,
    async geocode(address) {
      const url = new URL(`${options.baseUrl}/search`);
      url.search = new URLSearchParams({
        q: address,
        format: 'jsonv2',
        limit: '1',
        'accept-language': 'de',
      }).toString();
      const body = await options.throttle.run(() =>
        fetchUpstreamJson({
          provider: PROVIDER,
          url,
          timeoutMs: options.timeoutMs,
          headers: { 'user-agent': NOMINATIM_USER_AGENT },
          fetch: options.fetch,
        }),
      );
      const places = parser.parse(PROVIDER, body);
      if (places.length === 0) return { status: 'ZERO_RESULTS', results: [] };
      return {
        status: 'OK',
        results: places.map((place, index) => {
          const lat = parseDegrees(place.lat, 90);
          const lng = parseDegrees(place.lon, 180);
          if (lat === undefined || lng === undefined) {
            throw malformedPayload(PROVIDER, `/${index}: ungültige Koordinaten ${place.lat}, ${place.lon}`);
          }
          return { formatted_address: place.display_name, geometry: { location: { lat, lng } } };
        }),
      };
    },
  };
}

/** A decimal string such as `52.8447193` within ±limit, else undefined (`Number('')` would give 0). */
function parseDegrees(text: string, limit: number): number | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : undefined;
}
