import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, SiteSettings, SiteSettingsBody } from '@meteodeck/contract';
import { currentUser, requireAdmin } from '../auth/index.ts';
import type { SiteSettingsService } from './site-settings.service.ts';

/**
 * The owner's site settings: GET /api/siteSettings public (the footer reads its social links),
 * PUT /api/siteSettings admin-only, answering every setting.
 */
export function siteSettingsRoutes(deps: { siteSettings: SiteSettingsService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/siteSettings',
      {
        schema: {
          tags: ['siteSettings'],
          summary: "The site's settings (name, brand, texts, social links, default station)",
          response: { 200: SiteSettings },
        },
      },
      async () => deps.siteSettings.get(),
    );
    app.put(
      '/api/siteSettings',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['siteSettings'],
          summary: "Change the site's settings (admin)",
          security: [{ bearerAuth: [] }],
          body: SiteSettingsBody,
          response: { 200: SiteSettings, 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList },
        },
      },
      async (request) => deps.siteSettings.update(request.body, currentUser(request).email),
    );
  };
}
