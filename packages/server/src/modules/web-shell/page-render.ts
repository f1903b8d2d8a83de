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

/** What the rendering hands the browser (packages/web/src/app/server-page.ts). */
export interface ServerPageData {
  version: number;
  station: string;
  language: string;
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
  render(input: { url: string; station: string; now: number }): Promise<RenderResult>;
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

export type PageRenderer = (url: string, station: string) => Promise<RenderResult | null>;

/**
 * Renders pages with the web build's server module in `file`; null for every page when there is none. The
 * module is loaded once, on the first page.
 */
export function createPageRenderer(app: FastifyInstance, file: string, now: () => number): PageRenderer {
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
  return async (url, station) => {
    const module = await load();
    return module === null ? null : module.render({ url, station, now: now() });
  };
}
