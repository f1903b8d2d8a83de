import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route sends no browser security headers (the consoles' doors: nothing renders there). */
    securityHeaders?: false;
  }
}

/**
 * The headers helmet sets for `options`, computed once: they depend on nothing in the request, so setting a
 * ready object on each reply replaces building helmet's middleware per request (which the Fastify plugin
 * did: 7 % of a cached answer's CPU).
 */
export function securityHeadersFor(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  return headers;
}

/**
 * Security headers and a Content-Security-Policy under which the web app works: OpenStreetMap tiles (img-src),
 * Leaflet's inlined marker icons (data:), the rain-radar iframe (Windy or RainViewer), API calls to ourselves.
 * Inline styles stay allowed because React and Leaflet set `style` attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeadersFor({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        'font-src': ["'self'", 'data:'],
        // Ourselves, and the radar's host: the home page asks it (no-cors) whether it answers at all, since a
        // frame fires its load event on the browser's error page too.
        'connect-src': ["'self'", 'https://embed.windy.com'],
        // The radar, and the embeddable card's preview on /about.
        'frame-src': ['https://embed.windy.com', 'https://www.rainviewer.com', "'self'"],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        // Self-hosted sites are often reached over plain http on a LAN address, where upgrading every
        // asset request to https would break the page.
        'upgrade-insecure-requests': null,
      },
    },
    // The radar iframe and OSM tiles are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
    done();
  });
  // The embeddable card (/embed/{reference}) is made to sit in an iframe on a club's or a town's website:
  // any site may frame it. Every other page keeps frame-ancestors 'self' and X-Frame-Options.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isEmbedPage(request.url)) {
      reply.removeHeader('x-frame-options');
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header('content-security-policy', csp.replace("frame-ancestors 'self'", 'frame-ancestors *'));
      }
    }
    done(null, payload);
  });
}

/** Whether `url` (path and query) is the embeddable card's page: `/embed/<reference>`. */
export function isEmbedPage(url: string): boolean {
  return /^\/embed\/[^/?#]+\/?(?:[?#]|$)/.test(url);
}
