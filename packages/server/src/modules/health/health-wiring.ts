/**
 * The health module wired: /api/health, the status page and the back office's uploads view (each station's
 * newest reading, freshness, doors, batteries), and the address a console can reach this server at.
 */
import type { StorageState } from '../../db/db-faults.ts';
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createReadingFlagsRepository, createReadingsReadRepository } from '../readings/index.ts';
import { createStationStateRepository, type StationsWiring } from '../stations/index.ts';
import { healthRoutes } from './health.routes.ts';
import { serverAddressRoutes } from './server-address.routes.ts';
import { stationUploadsRoutes } from './station-uploads.routes.ts';
import { statusRoutes } from './status.routes.ts';
import { createStatusService } from './status.service.ts';

export function wireHealth(
  ctx: WireContext & {
    stations: StationsWiring;
    /** The disk's state (a full disk is shown). */
    storage: StorageState;
    /** When the app was built (Unix ms), for the uptime. */
    startedAt: number;
  },
) {
  const { config, db, clock, storage } = ctx;
  const status = createStatusService({
    stations: ctx.stations.stations,
    readings: createReadingsReadRepository(db),
    flags: createReadingFlagsRepository(db),
    state: createStationStateRepository(db),
    now: () => clock.now(),
  });
  return {
    async routes(app) {
      await app.register(stationUploadsRoutes({ status }));
      await app.register(
        serverAddressRoutes({ host: config.host, port: config.port, publicUrl: config.publicUrl }),
      );
      await app.register(healthRoutes({ db, storage, startedAt: ctx.startedAt, now: () => clock.now() }));
      await app.register(statusRoutes({ status, storage }));
    },
  } satisfies ModuleWiring;
}
