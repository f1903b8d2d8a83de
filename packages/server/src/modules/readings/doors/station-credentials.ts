/**
 * Who may upload: a station reference and its apiToken, checked in constant time. Stations are looked up
 * through a cache because consoles upload every 16 to 60 s and the Weather Underground door must stay cheap.
 * An edited or deleted station is forgotten at once: `forgetStation` runs on every `stationChanged`, this
 * process's own and, through the change feed, every other process's (readings-wiring.ts). An entry also
 * lives `ttlMs` at most (5 minutes), for an edit made past the app (SQL by hand, a change feed that was
 * down): a changed token or a deleted station takes effect within that delay at the latest. A shorter life
 * than a console's interval would send every upload to the database for its station.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { QualitySettings, RainMainSource } from '@meteodeck/contract';
import { unauthorized } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Station } from '../../stations/index.ts';

/** What ingestion needs to know of a station. */
export interface UploadStation {
  id: number;
  reference: string;
  elevation: number;
  timezone: string;
  /** The local hour its day starts at (absent: midnight), weather's station-day.ts. */
  dayStartHour?: number;
  /** The station's spike filter (absent: the defaults). */
  quality?: QualitySettings;
  /** The gauge a reading's rain comes from when a console sends two (absent: the tipping bucket). */
  rainMainSource?: RainMainSource;
}

export interface StationCredentials {
  /** The station when `token` is its apiToken; otherwise throws 401 (unknown station or wrong token alike). */
  authenticate(reference: string | undefined, token: string | undefined): Promise<UploadStation>;
  /** Forgets the cached station `reference` (it turned out to be gone), so the next upload looks it up. */
  forget(reference: string): void;
  /** Forgets station `stationId` (edited or deleted), so its next upload checks the stored token. */
  forgetStation(stationId: number): void;
  /**
   * `station` as stored now: the cached entry, or a fresh lookup once the station was edited (a request
   * authenticated before a time-zone change must not fold its readings into the old zone's days). The
   * station itself when it is gone (its upload then fails as a deleted station's does).
   */
  current(station: UploadStation): Promise<UploadStation>;
}

/** The one answer to an unknown station and a wrong token alike (no hint which of the two it was). */
export const BAD_CREDENTIALS = 'Station ou jeton invalide';

// Comparing digests gives equal-length buffers whatever the token lengths, so timingSafeEqual applies and
// the comparison time says nothing about the token.
const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
const NO_STATION_DIGEST = digest('no station has this token');

/** Longest life of a cached station (see above). */
export const CREDENTIALS_TTL_MS = 5 * 60_000;

/** Station lookups by reference through a TTL cache; `findByReference` is the stations repository's. */
export function createStationCredentials(deps: {
  findByReference: (reference: string) => Promise<Station | undefined>;
  clock: Clock;
  ttlMs?: number;
}): StationCredentials {
  const ttlMs = deps.ttlMs ?? CREDENTIALS_TTL_MS;
  const cache = new Map<string, { station: UploadStation; tokenDigest: Buffer; expiresAt: number }>();

  async function lookup(reference: string) {
    const now = deps.clock.now();
    const cached = cache.get(reference);
    if (cached !== undefined && cached.expiresAt > now) return cached;
    cache.delete(reference);
    const station = await deps.findByReference(reference);
    if (station === undefined) return undefined;
    const entry = {
      station: {
        id: station.id,
        reference: station.reference,
        elevation: station.elevation,
        timezone: station.timezone,
        dayStartHour: station.dayStartHour,
        quality: station.quality,
        rainMainSource: station.rainMainSource,
      },
      tokenDigest: digest(station.apiToken),
      expiresAt: now + ttlMs,
    };
    cache.set(reference, entry);
    return entry;
  }

  return {
    async authenticate(reference, token) {
      if (reference === undefined || reference === '' || token === undefined)
        throw unauthorized(BAD_CREDENTIALS);
      const entry = await lookup(reference);
      const matches = timingSafeEqual(digest(token), entry?.tokenDigest ?? NO_STATION_DIGEST);
      if (entry === undefined || !matches) throw unauthorized(BAD_CREDENTIALS);
      return entry.station;
    },
    forget(reference) {
      cache.delete(reference);
    },
    async current(station) {
      const entry = await lookup(station.reference);
      return entry !== undefined && entry.station.id === station.id ? entry.station : station;
    },
    forgetStation(stationId) {
      for (const [reference, entry] of cache) if (entry.station.id === stationId) cache.delete(reference);
    },
  };
}
