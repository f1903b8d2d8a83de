import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers and a Content-Security-Policy under which the web app works: OpenStreetMap tiles (img-src),
 * Leaflet's inlined marker icons (data:), the rain-radar iframe (Windy or RainViewer), API calls to ourselves.
 * Inline styles stay allowed because React and Leaflet set `style` attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  // The embeddable card (/embed/{reference}) is made to sit in an iframe on a club's or a town's website:
  // any site may frame it. Every other page keeps frame-ancestors 'self' and X-Frame-Options.
  app.addHook('onSend', async (request, reply) => {
    if (!isEmbedPage(request.url)) return;
    reply.removeHeader('x-frame-options');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace("frame-ancestors 'self'", 'frame-ancestors *'));
    }
  });
}

/** Whether `url` (path and query) is the embeddable card's page: `/embed/<reference>`. */
export function isEmbedPage(url: string): boolean {
  return /^\/embed\/[^/?#]+\/?(?:[?#]|$)/.test(url);
}
