/**
 * Serves the built web app and answers unknown routes: GET/HEAD of a page path gets index.html (the React
 * router takes it from there); anything under /api, any other method, or a site that was not built gets
 * the spec's 404 list. A GET of a public page gets its first screen rendered on the server by the web app's
 * own components (page-render.ts), with the answers it shows as data for the app's first render, and the
 * styles that first screen needs inlined (critical-css.ts), so a phone paints it before the stylesheet and
 * the scripts are in.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DISPLAY_UNIT_FIELDS } from '@meteodeck/contract';
import { PRESSURE_UNITS, RAIN_UNITS, SPEED_UNITS, TEMPERATURE_UNITS } from '@meteodeck/weather';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../../plugins/error-handler.ts';
import { createCriticalCss } from './critical-css.ts';
import { escapeHtml } from './html-escape.ts';
import type { PageRenderer, ServerPage } from './page-render.ts';

const API_PREFIX = /^\/api(\/|\?|$)/;
// A missing file (`/assets/old-chunk.js`, `/favicon.ico`) must be a 404, not index.html served as script.
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

/** The element the web app renders into (packages/web/index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';
const ROOT_OPENING = '<div id="root"';

/** JSON for a data block: '<' escaped, so no value can close it. */
function dataBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The element id of the rendered page's data block (packages/web/src/app/server-page.ts). */
export const SERVER_PAGE_DATA_ID = 'meteodeck-page';

/**
 * index.html with the rendered page inside the root element, its data as a JSON data block (not a script
 * the browser runs: the CSP allows no inline script, and needs none here) and, first in the head, for whom
 * it was rendered, where public/theme.js reads it before the first paint. Null when index.html has no root.
 */
export function fillServerPage(
  indexHtml: string,
  page: ServerPage,
  stationId: number | undefined,
): string | null {
  if (!indexHtml.includes(ROOT_ELEMENT)) return null;
  const station = escapeHtml(page.data.station);
  // Its id too: a visitor who remembered the station under a reference renamed since is still its visitor.
  const id = stationId === undefined ? '' : ` data-station-id="${stationId}"`;
  const units = page.data.units === '' ? '' : ` data-units="${escapeHtml(page.data.units)}"`;
  const meta = `<meta name="meteodeck-page" content="${station}"${id} data-language="${page.data.language}"${units} />`;
  // Replacer functions throughout: a `$&`, `` $` `` or `$'` in a station's name is text, not one of
  // String.replace's patterns (which would copy the whole head, or the rest of the page, into the data).
  const withMeta = indexHtml.includes('<script')
    ? indexHtml.replace('<script', () => `${meta}\n    <script`)
    : indexHtml;
  return withMeta
    .replace(/<html lang="[a-z-]*"/, () => `<html lang="${page.data.language}"`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="root">${page.html}</div>\n    ${dataBlock(SERVER_PAGE_DATA_ID, page.data)}`,
    );
}

/**
 * What every page of the web app is served with, so that a rename breaks nothing: the default station's
 * current reference and every station's id and reference, so the app starts on the default station and maps
 * a remembered station that was renamed (by its id) or removed without a request.
 */
export interface PageStations {
  defaultStation: string | null;
  stations: [number, string][];
}

/** The element id of the {@link PageStations} data block (packages/web/src/entities/station/page-stations.ts). */
export const PAGE_STATIONS_ID = 'meteodeck-stations';

/** index.html (filled with the home shell or not) with the page's stations as a JSON data block before the root element. */
export function fillPageStations(indexHtml: string, data: PageStations): string {
  const at = indexHtml.indexOf(ROOT_OPENING);
  if (at < 0) return indexHtml;
  const block = `${dataBlock(PAGE_STATIONS_ID, data)}\n    `;
  return indexHtml.slice(0, at) + block + indexHtml.slice(at);
}

const STATION_COOKIE = /(?:^|;\s*)station=(\d{1,10})(?:;|$)/;

/**
 * The station a page is rendered for, as the web app will choose it: the link's (`?station=`) when it
 * exists, else the visitor's remembered one (the cookie the app keeps beside its stored choice: the
 * station's id, which a rename keeps) when it still exists, else the default station.
 */
export function pageStation(stations: PageStations, linked: unknown, cookie?: string): string | null {
  const wanted = typeof linked === 'string' ? linked.trim() : '';
  if (wanted !== '' && stations.stations.some(([, reference]) => reference === wanted)) return wanted;
  const rememberedId = Number(STATION_COOKIE.exec(cookie ?? '')?.[1] ?? Number.NaN);
  const remembered = stations.stations.find(([id]) => id === rememberedId)?.[1];
  return remembered ?? stations.defaultStation;
}

const UNITS_COOKIE = /(?:^|;\s*)units=([^;]*)/;
/** Each quantity's units a visitor may choose (the weather-data calls' DisplayUnitsQuery). */
const CHOOSABLE_UNITS: Record<(typeof DISPLAY_UNIT_FIELDS)[number], readonly string[]> = {
  temperatureUnit: TEMPERATURE_UNITS,
  speedUnit: SPEED_UNITS,
  pressureUnit: PRESSURE_UNITS,
  rainUnit: RAIN_UNITS,
};

/**
 * The units to render a page in, as the web app will show them: the visitor's choice (the `units` cookie
 * the app keeps beside its stored choice: the weather-data calls' query, URI-encoded), as the app's
 * `unitsKey` writes it (the quantities in DISPLAY_UNIT_FIELDS' order; '' for the station's own). A unit
 * that is not one of the choices is left out (the app then draws the page over the server's).
 */
export function pageUnits(cookie: string | undefined): string {
  const raw = UNITS_COOKIE.exec(cookie ?? '')?.[1];
  if (raw === undefined || raw === '') return '';
  let chosen: URLSearchParams;
  try {
    chosen = new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return '';
  }
  const kept = DISPLAY_UNIT_FIELDS.flatMap((field): [string, string][] => {
    const unit = chosen.get(field);
    return unit !== null && CHOOSABLE_UNITS[field].includes(unit) ? [[field, unit]] : [];
  });
  return new URLSearchParams(kept).toString();
}

/** The languages the public site speaks (packages/web/src/lib/language.ts), German first. */
const LANGUAGES = ['de', 'en', 'fr'];
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([a-z]{2})(?:;|$)/;

/**
 * The language to render a page in, as the web app will choose it: the visitor's choice (the cookie the
 * app keeps beside its stored choice), else the first of the browser's languages the site speaks, else
 * German.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): string {
  const chosen = LANGUAGE_COOKIE.exec(cookie ?? '')?.[1];
  if (chosen !== undefined && LANGUAGES.includes(chosen)) return chosen;
  // In the header's order, as the browser lists `navigator.languages` (quality values are not weighed).
  for (const range of (acceptLanguage ?? '').split(',')) {
    const primary = range.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    if (LANGUAGES.includes(primary)) return primary;
  }
  return 'de';
}

/**
 * The back office and the login are rendered in the browser only: the back office needs the session, which
 * the server's page has not, and a login form must never be sent before its script can handle it (a
 * browser would submit it as a GET, the password in the address).
 */
const BROWSER_ONLY_PATH = /^\/(admin|login)(\/|$)/;

export interface StaticSiteOptions {
  /** Renders a public page on the server (page-render.ts). */
  renderPage?: PageRenderer;
  /** The stations every page carries (the default one, and all by id), read on every page. */
  pageStations?: () => Promise<PageStations>;
  /** The owner's settings in the page's head (modules/web-shell/site-head.ts), for the request's origin. */
  siteHead?: (request: FastifyRequest) => Promise<(html: string) => string>;
}

export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string,
  options: StaticSiteOptions = {},
): Promise<void> {
  const { renderPage, pageStations, siteHead } = options;
  const hasSite = existsSync(join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      // A single wildcard route: no per-file routes that could collide with API routes at boot.
      wildcard: true,
      index: false,
      // The build writes a Brotli and a gzip copy of every text asset (web build/precompress.ts): sent as
      // they are, compressed once at the best quality rather than on every request.
      preCompressed: true,
      // A directory (`/`) is no file to send: let the fallback below answer it with index.html. A source
      // map is never served, should one be left in the build: it hands out the whole source.
      allowedPath: (pathName) => !pathName.endsWith('/') && !pathName.endsWith('.map'),
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those files never change.
        if (/[/\\]assets[/\\]/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  const criticalCss = createCriticalCss(distDir, (error) =>
    app.log.error({ err: error }, "the first screen's critical styles could not be chosen"),
  );

  async function readStations(request: FastifyRequest): Promise<PageStations | null> {
    if (pageStations === undefined) return null;
    try {
      return await pageStations();
    } catch (error) {
      // The app still starts without them: it asks the site settings and the station list itself.
      request.log.error({ err: error }, "the page's stations could not be read");
      return null;
    }
  }

  type Rendered = { html: string } | { redirect: string; status: number } | null;

  /** The page rendered on the server inside `indexHtml`; null when it cannot be (the page then starts empty). */
  async function rendered(
    request: FastifyRequest,
    indexHtml: string,
    stations: PageStations,
  ): Promise<Rendered> {
    if (renderPage === undefined) return null;
    const query = request.query as Record<string, unknown> | undefined;
    const station = pageStation(stations, query?.station, request.headers.cookie);
    if (station === null) return null;
    try {
      const id = stations.stations.find(([, reference]) => reference === station)?.[0];
      const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
      const units = pageUnits(request.headers.cookie);
      const result = await renderPage.render(request.url, station, id, language, units);
      if (result === null) return null;
      if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
      const { page } = result;
      if (page.unanswered.length > 0) {
        request.log.debug({ unanswered: page.unanswered }, 'page rendered without some of its answers');
      }
      const filled = fillServerPage(indexHtml, page, id);
      return filled === null ? null : { html: await criticalCss(filled, page.html) };
    } catch (error) {
      // The page still works without its first screen: the app renders it in the browser.
      request.log.error({ err: error }, 'the page could not be rendered on the server');
      return null;
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    let html = await readFile(join(distDir, 'index.html'), 'utf8');
    const path = request.url.split('?')[0] ?? '';
    const stations = await readStations(request);
    if (stations !== null) {
      if (request.method === 'GET' && !BROWSER_ONLY_PATH.test(path)) {
        const page = await rendered(request, html, stations);
        if (page !== null && 'redirect' in page) return reply.redirect(page.redirect, page.status);
        if (page !== null) html = page.html;
      }
      html = fillPageStations(html, stations);
    }
    if (siteHead !== undefined) {
      try {
        html = (await siteHead(request))(html);
      } catch (error) {
        // The page still works with the product's name: the app asks the settings itself.
        request.log.error({ err: error }, "the site's settings could not be read for the page's head");
      }
    }
    // A page is rendered in the visitor's language (the cookie of their choice, else their browser's), for
    // their remembered station and in their units (cookies).
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html')
      .send(html);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIX.test(path) &&
      !FILE_PATH.test(path);
    if (hasSite && isPage) return sendPage(request, reply);
    return sendRouteNotFound(reply, request.method, request.url);
  });
}
