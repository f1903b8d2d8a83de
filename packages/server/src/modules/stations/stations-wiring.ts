/**
 * The stations module wired: the stations (repository, service, back-office routes) and the public side's
 * view of a station with its unit set, kept in memory and dropped when the station changes (here or, through
 * the change feed, in another process). The bottom of the app: the modules above hand it their parts of a
 * station's deletion and of its new time zone, each a hook it awaits.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createUnitsRepository } from '../units/index.ts';
import { createStationAnswers } from './station-answers.ts';
import { createStationViewCache } from './station-view.cache.ts';
import { createStationViewRepository } from './station-view.repository.ts';
import { createStationsRepository } from './stations.repository.ts';
import { stationsRoutes } from './stations.routes.ts';
import {
  createStationsService,
  type StationDataDeleter,
  type StationDayKey,
  toWeatherStationResponse,
} from './stations.service.ts';

/** Recomputes a station's summaries in its new time zone or day (the readings module's, the sensors' days). */
type SummaryRekeyer = (station: StationDayKey) => Promise<void>;

export function wireStations(
  ctx: WireContext & {
    /** The other modules' parts of a station's deletion, run in this order in its transaction. */
    deleters: readonly StationDataDeleter[];
  },
) {
  const { db, clock, events } = ctx;
  const stations = createStationsRepository(db);
  const views = createStationViewCache(createStationViewRepository(db), { clock });
  const answers = createStationAnswers({ clock });
  events.on('stationChanged', ({ stationId }) => {
    views.forget(stationId);
    answers.forget(stationId);
  });
  const rekeyers: SummaryRekeyer[] = [];
  const service = createStationsService({
    stations,
    units: createUnitsRepository(db),
    clock,
    db,
    deleters: ctx.deleters,
    changed: (stationId) => events.emit('stationChanged', { stationId, origin: 'local' }),
    rekeySummaries: async (station) => {
      for (const rekey of rekeyers) await rekey(station);
    },
  });
  return {
    /** The stations' rows. */
    stations,
    /** The stations with their unit sets, as the public answers show them (cached). */
    views,
    service,
    /**
     * Adds what recomputes a station's summaries after its time zone or day changed; run in the order added
     * (readings' first: it lets the uploads in flight settle, then the sensors' days).
     */
    onRekeySummaries(rekey: SummaryRekeyer): void {
      rekeyers.push(rekey);
    },
    /** A station as the audit trail shows it. */
    async auditView(id: number) {
      const station = await stations.findById(id);
      return station === undefined ? undefined : toWeatherStationResponse(station);
    },
    async routes(app) {
      await app.register(stationsRoutes({ stations: service, answers }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}

export type StationsWiring = ReturnType<typeof wireStations>;
