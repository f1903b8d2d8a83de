/**
 * Google Geocoding API (https://developers.google.com/maps/documentation/geocoding/requests-geocoding), used
 * when the owner has a key. Its answer is already the contract's shape; this provider checks it, keeps the
 * fields the contract exposes, and turns Google's error statuses into 502s.
 */
import { Type } from 'typebox';
import { badGateway } from '../../app-error.ts';
import { type FetchFn, fetchUpstreamJson, payloadParser } from '../upstream/index.ts';
import type { GeocodingProvider } from './geocoding-provider.ts';

const PROVIDER = 'Google Geocoding';

const GooglePayload = Type.Object({
  status: Type.String(),
  error_message: Type.Optional(Type.String()),
  results: Type.Array(
    Type.Object({
      formatted_address: Type.String(),
      geometry: Type.Object({
        location: Type.Object({
          lat: Type.Number({ minimum: -90, maximum: 90 }),
          lng: Type.Number({ minimum: -180, maximum: 180 }),
        }),
      }),
    }),
  ),
});
const parser = payloadParser(GooglePayload);

export interface GoogleGeocodingOptions {
  /** Origin without trailing slash, e.g. `https://maps.googleapis.com`. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch: FetchFn;
}

/**
 * A {@link GeocodingProvider} over Google, results in German. `OK` with results and `ZERO_RESULTS` pass
 * through; every other status (REQUEST_DENIED for a bad key, OVER_QUERY_LIMIT, …) comes with HTTP 200 from
 * Google and is a 502 here, quoting Google's status and message (which never contain the key).
 */
export function createGoogleGeocodingProvider(options: GoogleGeocodingOptions): GeocodingProvider {
  return {
    name: PROVIDER,
    async geocode(address) {
      const url = new URL(`${options.baseUrl}/maps/api/geocode/json`);
      url.search = new URLSearchParams({ address, language: 'de', key: options.apiKey }).toString();
      const body = await fetchUpstreamJson({
        provider: PROVIDER,
        url,
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      const payload = parser.parse(PROVIDER, body);
      if (payload.status === 'ZERO_RESULTS' || (payload.status === 'OK' && payload.results.length === 0)) {
        return { status: 'ZERO_RESULTS', results: [] };
      }
      if (payload.status !== 'OK') {
        const detail = payload.error_message === undefined ? '' : `: ${payload.error_message.slice(0, 200)}`;
        throw badGateway(`${PROVIDER} hat die Anfrage abgelehnt (${payload.status}${detail})`);
      }
      return {
        status: 'OK',
        results: payload.results.map((result) => ({
          formatted_address: result.formatted_address,
          geometry: { location: { lat: result.geometry.location.lat, lng: result.geometry.location.lng } },
        })),
      };
    },
  };
}
