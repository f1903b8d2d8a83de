/** The forecast wired: the configured provider behind a cache and a per-client limit. */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { forecastRoutes } from './forecast.routes.ts';
import { createForecastService } from './forecast.service.ts';

export function wireForecast(ctx: WireContext) {
  const { config } = ctx;
  const forecast = createForecastService({ forecast: config.forecast, clock: ctx.clock });
  return {
    async routes(app) {
      await app.register(forecastRoutes({ forecast, perMinute: config.limits.forecastPerMinute }));
    },
  } satisfies ModuleWiring;
}
