/** The geocoding wired: the configured provider behind a cache and a per-client limit. */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { geocodingRoutes } from './geocoding.routes.ts';
import { createGeocodingService } from './geocoding.service.ts';

export function wireGeocoding(ctx: WireContext) {
  const { config } = ctx;
  const geocoding = createGeocodingService({ geocoding: config.geocoding, clock: ctx.clock });
  return {
    async routes(app) {
      await app.register(geocodingRoutes({ geocoding, perMinute: config.limits.geocodingPerMinute }));
    },
  } satisfies ModuleWiring;
}
