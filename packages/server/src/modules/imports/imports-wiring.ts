/**
 * The imports module wired: history imports from the back office, run in this process through its
 * ingestion pipeline; the jobs under way are shut down with the app.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { ReadingsWiring } from '../readings/index.ts';
import type { SensorsWiring } from '../sensors/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import { createImportJobsRepository } from './import-jobs.repository.ts';
import { createImportJobsService } from './import-jobs.service.ts';
import { createImportMappingService } from './import-mapping.service.ts';
import { createImportPreviewService } from './import-preview.ts';
import { importsRoutes } from './imports.routes.ts';

export function wireImports(
  ctx: WireContext & { stations: StationsWiring; readings: ReadingsWiring; sensors: SensorsWiring },
) {
  const { config } = ctx;
  const jobs = createImportJobsRepository(ctx.db);
  const imports = createImportJobsService({
    jobs,
    stations: ctx.stations.stations,
    readings: ctx.readings.service,
    sensors: ctx.sensors.storeImported,
    sensorExtremes: ctx.sensors.storeImportedExtremes,
    clock: ctx.clock,
    dir: config.imports.dir,
    maxBytes: config.imports.maxBytes,
    diskMarginBytes: config.imports.diskMarginBytes,
    log: ctx.log,
  });
  const preview = createImportPreviewService({ jobs, stations: ctx.stations.stations });
  const mapping = createImportMappingService({
    db: ctx.db,
    stations: ctx.stations.stations,
    preview,
    clock: ctx.clock,
  });
  return {
    async routes(app) {
      await app.register(importsRoutes({ imports, preview, mapping }));
    },
    stop: () => imports.shutdown(),
  } satisfies ModuleWiring;
}
