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
        'connect-src': ["'self'"],
        'frame-src': ['https://embed.windy.com', 'https://www.rainviewer.com'],
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
}
