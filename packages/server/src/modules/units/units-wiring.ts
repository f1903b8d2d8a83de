/**
 * The units module wired: the unit sets' service and back-office routes. The stations, which name a unit
 * set, stand above: what units needs of them is handed in by the composition root (how many stations use a
 * set, and what drops their cached views, which carry it, after a set was edited).
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createUnitsRepository } from './units.repository.ts';
import { unitsRoutes } from './units.routes.ts';
import { createUnitsService } from './units.service.ts';

export function wireUnits(
  ctx: WireContext & {
    /** The stations' count of the stations that name a unit set (a set in use is not deleted). */
    stations: { countUsingUnit(unitId: number): Promise<number> };
    /** Told after a unit set was edited. */
    changed: (unitId: number) => void;
  },
) {
  const service = createUnitsService({
    units: createUnitsRepository(ctx.db),
    stations: ctx.stations,
    clock: ctx.clock,
    changed: ctx.changed,
  });
  return {
    service,
    async routes(app) {
      await app.register(unitsRoutes({ units: service }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}
