/**
 * The home page's server-sent first screen (speed on a phone): the default station's weather now
 * as HTML for index.html, and the same answers as data for the web app to start from. Built from the same
 * services as the API (the current-data cache, today's history, the public station), kept until the
 * station's next reading or a minute at most, built once for concurrent visitors (the data's age filled in
 * for each); an upload only drops the cached entry. While it cannot be built (the database away), the last one built is served.
 */
import {
  type CurrentData,
  type DailyHistory,
  WeatherStation,
  type WeatherStation as WeatherStationType,
} from '@meteodeck/contract';
import { AppError } from '../../app-error.ts';
import type { ReadingEvents } from '../readings/index.ts';
import { createCachedUpstream, createMemoryTtlCache } from '../upstream/index.ts';
import { fillShellAge, renderHomeShell, type ShellBrand } from './home-shell.ts';

/** What the web app reads from the page to start with (packages/web/src/app/home-shell.ts). */
export interface HomeShellData {
  reference: string;
  station: WeatherStationType;
  /** null when the station has no reading yet (the API's 404). */
  current: CurrentData | null;
  daily: DailyHistory | null;
}

export interface HomeShell {
  html: string;
  data: HomeShellData;
}

export interface HomeShellDeps {
  /**
   * The reference of the station the web app shows first (the site setting `defaultStation`), asked on every
   * request so a rename or a new choice is followed; undefined when there is no station.
   */
  reference: () => Promise<string | undefined>;
  /** The station as the public API answers it (may carry admin fields: only the public ones are kept). */
  station: (reference: string) => Promise<WeatherStationType>;
  currentData: (reference: string) => Promise<CurrentData>;
  daily: (reference: string) => Promise<DailyHistory>;
  /** The header's brand (the site's name and logo, site settings); {@link HomeShellService.forget} on a change. */
  brand: () => Promise<ShellBrand>;
  events: ReadingEvents;
  now: () => number;
  /** How long a shell is kept without a reading of its station; 60 s by default. */
  ttlMs?: number;
}

const DEFAULT_TTL_MS = 60_000;
/** How long the last shell built is served when a new one cannot be built, and how often that is retried. */
const STALE_KEEP_MS = 24 * 60 * 60_000;
const STALE_RETRY_MS = 5_000;

function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 404;
}

/** Only the fields of the public station schema: never the upload token an admin's answer carries. */
function publicStation(station: WeatherStationType): WeatherStationType {
  const fields = Object.keys(WeatherStation.properties) as (keyof WeatherStationType)[];
  // An optional field the station lacks (dayStartHour of a midnight station) stays absent.
  const present = fields.filter((field) => station[field] !== undefined);
  return Object.fromEntries(present.map((field) => [field, station[field]])) as WeatherStationType;
}

export function createHomeShell(deps: HomeShellDeps) {
  const ttlMs = deps.ttlMs ?? DEFAULT_TTL_MS;
  // Built once for concurrent visitors, kept for the TTL; a reading of the station forgets it (and a build
  // under way when it came is served but not kept).
  const shells = createCachedUpstream(
    createMemoryTtlCache<HomeShell | null>({ clock: { now: deps.now }, maxEntries: 1 }),
    ttlMs,
    // The database away (a PostgreSQL restart): visitors get the last shell built, with its
    // reading's time, rather than a page without its first screen; it is tried again every few seconds.
    {
      cache: createMemoryTtlCache<HomeShell | null>({ clock: { now: deps.now }, maxEntries: 1 }),
      keepMs: STALE_KEEP_MS,
      revive: (shell) => shell,
      retryMs: STALE_RETRY_MS,
    },
  );
  let watched: { stationId: number; unsubscribe: () => void } | undefined;
  /** The default station's reference last resolved: the cache's key, and the one used while it cannot be asked. */
  let lastReference: string | undefined;

  function watch(stationId: number): void {
    if (watched?.stationId === stationId) return;
    watched?.unsubscribe();
    const unsubscribe = deps.events.subscribe(stationId, () => {
      // A reading of the station: the next visitor gets a fresh shell. Nothing else runs on the upload.
      if (lastReference !== undefined) void shells.invalidate(lastReference);
    });
    watched = { stationId, unsubscribe };
  }

  async function build(reference: string): Promise<HomeShell | null> {
    let station: WeatherStationType;
    try {
      station = publicStation(await deps.station(reference));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    watch(station.id);
    const [current, daily, brand] = await Promise.all([
      deps.currentData(reference).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
      deps.daily(reference).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
      deps.brand(),
    ]);
    return {
      html: renderHomeShell(station, current, daily, brand),
      data: { reference, station, current, daily },
    };
  }

  return {
    /** The shell of the default station, or null when it does not exist. */
    async get(): Promise<HomeShell | null> {
      let reference: string | undefined;
      try {
        reference = await deps.reference();
      } catch (error) {
        // The database away: the last station's shell, as kept (or served stale) by the cache.
        if (lastReference === undefined) throw error;
        reference = lastReference;
      }
      if (reference === undefined) return null;
      lastReference = reference;
      const key = reference;
      const shell = await shells.get(key, () => build(key));
      // The data's age is the visitor's, not the build's: told at the time of sending.
      return shell === null
        ? null
        : { ...shell, html: fillShellAge(shell.html, shell.data.current, deps.now()) };
    },
    /** Drops the shell kept (the site's settings changed: its name or logo may have). */
    forget(): void {
      if (lastReference !== undefined) void shells.invalidate(lastReference);
    },
    close(): void {
      watched?.unsubscribe();
      watched = undefined;
    },
  };
}

export type HomeShellService = ReturnType<typeof createHomeShell>;
