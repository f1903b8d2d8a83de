/** The climate module wired: a station's climate by day (day counts, heat map), from the daily summaries. */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createSummariesReadRepository } from '../readings/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import { dayCountsRoutes } from './day-counts.routes.ts';
import { createClimateDaysService } from './day-counts.service.ts';
import { heatMapRoutes } from './heat-map.routes.ts';

export function wireClimate(ctx: WireContext & { stations: StationsWiring }) {
  const climateDays = createClimateDaysService({
    stationViews: ctx.stations.views,
    summaries: createSummariesReadRepository(ctx.db),
    clock: ctx.clock,
  });
  return {
    async routes(app) {
      await app.register(dayCountsRoutes({ climateDays }));
      await app.register(heatMapRoutes({ climateDays }));
    },
  } satisfies ModuleWiring;
}
