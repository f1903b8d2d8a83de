import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@meteodeck/contract';
import { Type } from 'typebox';
import { notFound } from '../../app-error.ts';
import type { SiteImageName, SiteSettingsService } from './site-settings.service.ts';

/**
 * An uploaded image is served as an image and nothing else: an SVG may carry script, and opened on its own
 * (not through <img>, where a browser never runs it) it would run on the site's origin. So: no script, no
 * plugin, no form, no frame (a sandbox without allow-scripts), no sniffing of another type; an SVG is a
 * download when opened directly.
 */
export const SITE_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** The product's own mark (the web app's public/favicon.svg): the icon of a site without a logo. */
const PRODUCT_ICON = { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' } as const;
/** The theme colour of a site without an accent (the web app's index.html). */
export const DEFAULT_THEME_COLOR = '#12355b';

/** The web manifest of the site (installing it on a phone's home screen), from the owner's settings. */
export function webManifest(settings: SiteSettings) {
  const icon = settings.logo || settings.favicon;
  const shortName =
    [...settings.siteName].length <= 12
      ? settings.siteName
      : [...settings.siteName].slice(0, 12).join('').trim();
  return {
    name: settings.siteName,
    short_name: shortName,
    ...(settings.tagline === '' ? {} : { description: settings.tagline }),
    lang: 'de',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: settings.accentColor === '' ? DEFAULT_THEME_COLOR : settings.accentColor,
    background_color: '#ffffff',
    icons: [icon === '' ? PRODUCT_ICON : { src: icon, sizes: 'any' }],
  };
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

/**
 * GET /api/siteSettings/logo and /favicon (public): the uploaded images, cached a year under their
 * content's address (`?v=`), with an ETag; GET /manifest.webmanifest: the manifest from the settings.
 */
export function siteBrandRoutes(deps: { siteSettings: SiteSettingsService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const name of ['logo', 'favicon'] as const satisfies readonly SiteImageName[]) {
      app.get(
        `/api/siteSettings/${name}`,
        {
          schema: {
            tags: ['siteSettings'],
            summary: `The site's ${name} as uploaded (PNG, SVG or WebP)`,
            querystring: Type.Object({ v: Type.Optional(Type.String()) }),
          },
        },
        async (request, reply) => {
          const image = await deps.siteSettings.image(name);
          if (image === null) throw notFound(`No ${name} is set.`);
          const etag = `"${image.hash}"`;
          const current = request.query.v !== undefined && image.hash.startsWith(request.query.v);
          reply
            .header('etag', etag)
            .header(
              'cache-control',
              current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
            )
            .header('content-security-policy', SITE_IMAGE_CSP)
            .header('x-content-type-options', 'nosniff')
            .header('cross-origin-resource-policy', 'same-origin')
            .header(
              'content-disposition',
              `${image.type === 'image/svg+xml' ? 'attachment' : 'inline'}; filename="${name}.${EXTENSIONS[image.type] ?? 'img'}"`,
            )
            .type(image.type);
          const asked = request.headers['if-none-match'];
          if (asked?.split(',').some((tag) => tag.trim() === etag)) {
            return reply.code(304).send();
          }
          return reply.send(image.bytes);
        },
      );
    }

    app.get(
      '/manifest.webmanifest',
      { schema: { tags: ['siteSettings'], summary: "The site's web manifest (name, icons, theme colour)" } },
      async (_request, reply) => {
        let settings: SiteSettings;
        try {
          settings = await deps.siteSettings.get();
        } catch {
          settings = DEFAULT_SITE_SETTINGS;
        }
        return reply
          .header('cache-control', 'no-cache')
          .type('application/manifest+json')
          .send(JSON.stringify(webManifest(settings)));
      },
    );
  };
}
