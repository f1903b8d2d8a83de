/**
 * The address-search use case: normalise the address, answer from the cache for a day, otherwise ask the
 * configured provider (Nominatim through its one-request-per-second throttle, or Google).
 */
import { type GeocodingQuery, type GeocodingResponse, MAX_ADDRESS_LENGTH } from '@meteodeck/contract';
import { AppError, invalid } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import {
  createCachedUpstream,
  createMemoryTtlCache,
  type FetchFn,
  type TtlCache,
} from '../upstream/index.ts';
import type { GeocodingProvider } from './geocoding-provider.ts';
import { createGoogleGeocodingProvider } from './google-geocoding.provider.ts';
import { createNominatimProvider } from './nominatim.provider.ts';
import { createRequestThrottle } from './request-throttle.ts';

/** How long a search result is reused: places do not move, and Nominatim's policy asks for caching. */
export const GEOCODING_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Nominatim's usage policy: an absolute maximum of one request per second. */
export const NOMINATIM_INTERVAL_MS = 1000;

export interface GeocodingService {
  /**
   * Google-shaped search result for `query.address`. The address is normalised (Unicode NFC, runs of
   * whitespace collapsed, trimmed) before the search; the cache key also ignores letter case, so
   * `Rütenbrock, DE` and ` rütenbrock,  de ` share one entry for 24 hours. `ZERO_RESULTS` is cached too,
   * failures are not. Throws 400 (`propertyPath: address`) for a blank or over-long address, 429 when more
   * Nominatim searches are queued than fit in the timeout, and 502 when the provider fails.
   */
  geocode(query: GeocodingQuery): Promise<GeocodingResponse>;
  /**
   * Whether `query` is answered without a call to the provider (cached, being fetched, or refused as blank
   * or too long), so that a per-client limit counts only the calls that cost a provider request.
   */
  isCached(query: GeocodingQuery): Promise<boolean>;
}

export interface GeocodingServiceDeps {
  geocoding: Config['geocoding'];
  clock: Clock;
  /** Defaults to Node's global fetch. */
  fetch?: FetchFn;
  /** Defaults to an in-process cache; pass a shared one when running several processes. */
  cache?: TtlCache<GeocodingResponse>;
  /** Waits for the Nominatim throttle; defaults to a real timer (tests move their clock instead). */
  sleep?: (ms: number) => Promise<void>;
}

/** Builds the {@link GeocodingService} for the configured provider (`nominatim` or `google`). */
export function createGeocodingService(deps: GeocodingServiceDeps): GeocodingService {
  const provider = createProvider(deps);
  const upstream = createCachedUpstream(
    deps.cache ?? createMemoryTtlCache<GeocodingResponse>({ clock: deps.clock }),
    GEOCODING_CACHE_TTL_MS,
  );

  const keyOf = (address: string) =>
    `geocoding:${deps.geocoding.provider}:${address.toLocaleLowerCase('de')}`;

  return {
    async isCached(query) {
      const address = normaliseAddress(query.address);
      if (address === '' || address.length > MAX_ADDRESS_LENGTH) return true;
      return upstream.isCached(keyOf(address));
    },
    async geocode(query) {
      const address = normaliseAddress(query.address);
      if (address === '') throw invalid('Bitte eine Adresse eingeben', 'address');
      if (address.length > MAX_ADDRESS_LENGTH) {
        throw invalid(`Die Adresse darf höchstens ${MAX_ADDRESS_LENGTH} Zeichen lang sein`, 'address');
      }
      return upstream.get(keyOf(address), () => provider.geocode(address));
    },
  };
}

function normaliseAddress(address: string): string {
  return address.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function createProvider(deps: GeocodingServiceDeps): GeocodingProvider {
  const config = deps.geocoding;
  const fetch = deps.fetch ?? globalThis.fetch;
  if (config.provider === 'google') {
    // config.ts refuses this combination at start; the check keeps a hand-built config honest too.
    if (config.googleApiKey === undefined)
      throw new Error('GEOCODING_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
    return createGoogleGeocodingProvider({
      baseUrl: config.googleBaseUrl,
      apiKey: config.googleApiKey,
      timeoutMs: config.timeoutMs,
      fetch,
    });
  }
  const throttle = createRequestThrottle({
    intervalMs: NOMINATIM_INTERVAL_MS,
    // Waiting longer than an upstream call may take would make the visitor wait twice; refuse instead.
    maxWaitMs: config.timeoutMs,
    busy: () =>
      new AppError(429, [
        { message: 'Zu viele Adresssuchen gleichzeitig, bitte gleich noch einmal versuchen' },
      ]),
    clock: deps.clock,
    ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
  });
  return createNominatimProvider({
    baseUrl: config.nominatimBaseUrl,
    timeoutMs: config.timeoutMs,
    fetch,
    throttle,
  });
}
