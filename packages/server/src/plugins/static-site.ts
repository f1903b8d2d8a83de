/**
 * Serves the built web app and answers unknown routes: GET/HEAD of a page path gets index.html (the React
 * router takes it from there); anything under /api, any other method, or a site that was not built gets
 * the spec's 404 list.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendRouteNotFound } from './error-handler.ts';

const API_PREFIX = /^\/api(\/|\?|$)/;
// A missing file (`/assets/old-chunk.js`, `/favicon.ico`) must be a 404, not index.html served as script.
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSite = existsSync(join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      // A single wildcard route: no per-file routes that could collide with API routes at boot.
      wildcard: true,
      index: false,
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIX.test(path) &&
      !FILE_PATH.test(path);
    if (hasSite && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return sendRouteNotFound(reply, request.method, request.url);
  });
}
