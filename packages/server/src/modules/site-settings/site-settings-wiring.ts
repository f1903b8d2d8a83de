/** The site settings wired: the owner's settings of the site, with its default station. */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { StationsWiring } from '../stations/index.ts';
import { siteBrandRoutes } from './site-brand.routes.ts';
import { createSiteSettingsRepository } from './site-settings.repository.ts';
import { siteSettingsRoutes } from './site-settings.routes.ts';
import { createSiteSettingsService } from './site-settings.service.ts';

export function wireSiteSettings(ctx: WireContext & { stations: StationsWiring }) {
  const { stations } = ctx.stations;
  const service = createSiteSettingsService({
    settings: createSiteSettingsRepository(ctx.db),
    stations: () => stations.listReferences(),
    clock: ctx.clock,
  });
  return {
    service,
    async routes(app) {
      await app.register(siteSettingsRoutes({ siteSettings: service }));
      await app.register(siteBrandRoutes({ siteSettings: service }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}

export type SiteSettingsWiring = ReturnType<typeof wireSiteSettings>;
