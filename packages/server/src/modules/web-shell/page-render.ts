/**
 * Every public page's first screen, rendered on the server by the web app's own components (speed on a
 * phone: the page is on screen before its scripts arrive, and does not move when they do). The web build
 * writes a module for it (packages/web/src/entry-server.tsx, built to `dist-ssr/entry-server.js` beside the
 * site's `dist/`); it is loaded on the first page asked for, and its API calls are answered in-process by
 * this server's own routes (Fastify's inject: the same caches, checks and answers as a browser's calls).
 * Without that build (a site built before it, or only the API) pages are served as before, empty until
 * their scripts run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createCachedUpstream, createMemoryTtlCache } from '../upstream/index.ts';

/** What the rendering hands the browser (packages/web/src/app/server-page.ts). */
export interface ServerPageData {
  version: number;
  station: string;
  language: string;
  /** The visitor's units it was rendered in ('' for the station's own). */
  units: string;
  state: unknown;
}

export interface ServerPage {
  html: string;
  data: ServerPageData;
  status: number;
  passes: number;
  unanswered: string[];
}

export type RenderResult =
  | { kind: 'page'; page: ServerPage }
  | { kind: 'redirect'; location: string; status: number };

/** The web build's server module (packages/web/src/entry-server.tsx). */
interface EntryServer {
  setApiTransport(next: (url: string, init: RequestInit) => Promise<Response>): void;
  render(input: {
    url: string;
    station: string;
    now: number;
    language: string;
    units: string;
  }): Promise<RenderResult>;
}

/** The file the web build writes for the server, beside the site's folder. */
export function entryServerFile(webDistDir: string): string {
  return join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

/** Statuses whose answers have no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** A fetch answered by `app`'s own routes, without a socket. */
export async function injectFetch(app: FastifyInstance, url: string, init: RequestInit): Promise<Response> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers,
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  const answerHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(one));
  }
  const body = NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
  return new Response(body, { status: answer.statusCode, headers: answerHeaders });
}

export interface PageRenderer {
  /**
   * The page at `url` for `station` (its id, when known, makes its readings renew the page), in `language`
   * (`de`, `en` or `fr`) and in the visitor's `units` (the app's units key; '' for the station's own).
   */
  render(
    url: string,
    station: string,
    stationId: number | undefined,
    language: string,
    units: string,
  ): Promise<RenderResult | null>;
  /** Every page rendered from now on is new (the site's settings or a station changed). */
  forget(): void;
  close(): void;
}

/**
 * How long a rendered page is served again to the next visitors of its address: a front page linked from a
 * busy forum is rendered once every few seconds, not once per visitor (a page costs 15 to 50 ms). A new
 * reading of its station, a change of the site's settings or of a station renews it at once. The browser
 * does not fetch a kept page's answers again: on a throttled phone that cost the graph page 1,038 ms of
 * blocking time against 564 without (bench:web, one run each), for answers at most 5 s old.
 */
export const PAGE_TTL_MS = 5_000;
/** Addresses kept: the pages and windows a site's visitors ask for at once. */
const PAGES_KEPT = 200;

/** A station's readings as the readings module announces them (modules/readings ReadingEvents). */
interface StationReadings {
  subscribe(stationId: number, listener: () => void): () => void;
}

/**
 * Renders pages with the web build's server module in `file`; null for every page when there is none. The
 * module is loaded once, on the first page. A page is rendered once for concurrent visitors of its address
 * and kept {@link PAGE_TTL_MS}, until its station's next reading or a change of the settings.
 */
export function createPageRenderer(
  app: FastifyInstance,
  file: string,
  deps: { now: () => number; readings: StationReadings },
): PageRenderer {
  const pages = createCachedUpstream(
    createMemoryTtlCache<RenderResult | null>({ clock: { now: deps.now }, maxEntries: PAGES_KEPT }),
    PAGE_TTL_MS,
  );
  // A page's key holds the generations it was rendered in: a new one leaves the kept page unused.
  let settingsGeneration = 0;
  const stationGenerations = new Map<number, { generation: number; unsubscribe: () => void }>();
  function stationGeneration(stationId: number | undefined): number {
    if (stationId === undefined) return 0;
    let watched = stationGenerations.get(stationId);
    if (watched === undefined) {
      const entry = {
        generation: 0,
        unsubscribe: deps.readings.subscribe(stationId, () => {
          entry.generation += 1;
        }),
      };
      watched = entry;
      stationGenerations.set(stationId, watched);
    }
    return watched.generation;
  }
  let entry: Promise<EntryServer | null> | undefined;
  function load(): Promise<EntryServer | null> {
    entry ??= (async () => {
      if (!existsSync(file)) return null;
      const module = (await import(pathToFileURL(file).href)) as EntryServer;
      module.setApiTransport((url, init) => injectFetch(app, url, init));
      return module;
    })();
    return entry;
  }
  return {
    render(url, station, stationId, language, units) {
      const key = `${settingsGeneration}.${stationGeneration(stationId)}\n${language}\n${units}\n${station}\n${url}`;
      return pages.get(key, async () => {
        const module = await load();
        return module === null ? null : module.render({ url, station, now: deps.now(), language, units });
      });
    },
    forget() {
      settingsGeneration += 1;
    },
    close() {
      for (const { unsubscribe } of stationGenerations.values()) unsubscribe();
      stationGenerations.clear();
    },
  };
}
