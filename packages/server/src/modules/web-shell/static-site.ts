/**
 * Serves the built web app and answers unknown routes: GET/HEAD of a page path gets index.html (the React
 * router takes it from there); anything under /api, any other method, or a site that was not built gets
 * the spec's 404 list. GET / gets index.html with the home page's first screen filled in (the default
 * station's weather now, modules/web-shell) and the styles that first screen needs inlined (critical-css.ts),
 * so a phone paints the values before the stylesheet and the scripts are in.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../../plugins/error-handler.ts';
import { createCriticalCss } from './critical-css.ts';
import type { HomeShell } from './home-shell.service.ts';

const API_PREFIX = /^\/api(\/|\?|$)/;
// A missing file (`/assets/old-chunk.js`, `/favicon.ico`) must be a 404, not index.html served as script.
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

/** The element the web app renders into (packages/web/index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';
const ROOT_OPENING = '<div id="root"';

/**
 * index.html with the shell inside the root element, its data as a JSON data block (not a script the
 * browser runs: the CSP allows no inline script, and needs none here) and the shell's station named in the
 * head, where public/theme.js reads it before the first paint.
 */
export function fillShell(indexHtml: string, shell: HomeShell): string | null {
  if (!indexHtml.includes(ROOT_ELEMENT)) return null;
  // '<' escaped, so no value can close the data block.
  const json = JSON.stringify(shell.data).replaceAll('<', '\\u003c');
  const reference = shell.data.reference.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  // Its id too: a visitor who remembered the station under a reference renamed since is still its visitor.
  const meta = `<meta name="meteodeck-shell-station" content="${reference}" data-station-id="${shell.data.station.id}" />`;
  // Before theme.js, which reads it: the first script of the head. Replacer functions throughout: a `$&`,
  // `` $` `` or `$'` in a station's name is text, not one of String.replace's patterns (which would copy
  // the whole head, or the rest of the page, into the data block).
  const withMeta = indexHtml.includes('<script')
    ? indexHtml.replace('<script', () => `${meta}\n    <script`)
    : indexHtml;
  return withMeta.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root">${shell.html}</div>\n    <script type="application/json" id="home-shell-data">${json}</script>`,
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
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${PAGE_STATIONS_ID}">${json}</script>\n    `;
  return indexHtml.slice(0, at) + block + indexHtml.slice(at);
}

export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string,
  homeShell?: () => Promise<HomeShell | null>,
  pageStations?: () => Promise<PageStations>,
  /** The owner's settings in the page's head (modules/web-shell/site-head.ts), for the request's origin. */
  siteHead?: (request: FastifyRequest) => Promise<(html: string) => string>,
): Promise<void> {
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
    app.log.error({ err: error }, "the home page's critical styles could not be chosen"),
  );

  async function homePage(): Promise<string | null> {
    if (homeShell === undefined) return null;
    const [indexHtml, shell] = await Promise.all([
      readFile(join(distDir, 'index.html'), 'utf8'),
      homeShell(),
    ]);
    const page = shell === null ? null : fillShell(indexHtml, shell);
    return page === null || shell === null ? null : criticalCss(page, shell.html);
  }

  /** index.html, or `html` when given, with the page's stations; null when they cannot be read. */
  async function withStations(request: FastifyRequest, html: string | null): Promise<string | null> {
    if (pageStations === undefined) return html;
    try {
      const [indexHtml, data] = await Promise.all([
        html ?? readFile(join(distDir, 'index.html'), 'utf8'),
        pageStations(),
      ]);
      return fillPageStations(indexHtml, data);
    } catch (error) {
      // The app still starts without them: it asks the site settings and the station list itself.
      request.log.error({ err: error }, "the page's stations could not be read");
      return html;
    }
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    home: boolean,
  ): Promise<FastifyReply> {
    let html: string | null = null;
    if (home) {
      try {
        html = await homePage();
      } catch (error) {
        // The page still works without its first screen: the app loads the values itself.
        request.log.error({ err: error }, 'the home page shell could not be built');
      }
    }
    html = await withStations(request, html);
    if (siteHead !== undefined) {
      try {
        const [page, fill] = await Promise.all([
          html ?? readFile(join(distDir, 'index.html'), 'utf8'),
          siteHead(request),
        ]);
        html = fill(page);
      } catch (error) {
        // The page still works with the product's name: the app asks the settings itself.
        request.log.error({ err: error }, "the site's settings could not be read for the page's head");
      }
    }
    if (html !== null) return reply.header('cache-control', 'no-cache').type('text/html').send(html);
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasSite && homeShell !== undefined && request.method === 'GET' && path === '/') {
      return sendPage(request, reply, true);
    }
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIX.test(path) &&
      !FILE_PATH.test(path);
    if (hasSite && isPage) return sendPage(request, reply, false);
    return sendRouteNotFound(reply, request.method, request.url);
  });
}
