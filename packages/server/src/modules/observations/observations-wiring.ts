/** The observations module wired: the back office's observations and the public last one. */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { StationsWiring } from '../stations/index.ts';
import { observationLastRoutes } from './observation-last.routes.ts';
import { createObservationsRepository } from './observations.repository.ts';
import { observationsRoutes } from './observations.routes.ts';
import { createObservationsService } from './observations.service.ts';

export function wireObservations(ctx: WireContext & { stations: StationsWiring }) {
  const service = createObservationsService({
    observations: createObservationsRepository(ctx.db),
    stations: ctx.stations.stations,
    clock: ctx.clock,
  });
  return {
    service,
    async routes(app) {
      await app.register(observationsRoutes({ observations: service }));
      await app.register(observationLastRoutes({ observations: service }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}
