/**
 * The units module wired: the unit sets' service and back-office routes. An edited unit set drops the
 * stations' cached views, which carry it.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { StationsWiring } from '../stations/index.ts';
import { createUnitsRepository } from './units.repository.ts';
import { unitsRoutes } from './units.routes.ts';
import { createUnitsService } from './units.service.ts';

export function wireUnits(ctx: WireContext & { stations: StationsWiring }) {
  const { stations } = ctx;
  const service = createUnitsService({
    units: createUnitsRepository(ctx.db),
    stations: stations.stations,
    clock: ctx.clock,
    changed: () => stations.views.forgetAll(),
  });
  return {
    service,
    async routes(app) {
      await app.register(unitsRoutes({ units: service }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}
