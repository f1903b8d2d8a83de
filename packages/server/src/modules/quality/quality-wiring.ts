/**
 * The quality module wired: the review of flagged values and the reading editor, writing through readings'
 * repositories in an ingestion transaction; what it changes is announced on the live bus (this process)
 * and the change log (the others), its edits of a station's settings as a station change.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { recordAudit } from '../audit/index.ts';
import type { ChangeFeed } from '../change-feed/index.ts';
import type { ReadingsWiring } from '../readings/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import { qualityRoutes } from './quality.routes.ts';
import { createQualityService } from './quality.service.ts';

export function wireQuality(
  ctx: WireContext & { stations: StationsWiring; readings: ReadingsWiring; changes: ChangeFeed },
) {
  const { db, dialect, clock, events } = ctx;
  const quality = createQualityService({
    db,
    dialect,
    clock,
    stations: ctx.stations.stations,
    events: ctx.readings.readingEvents,
    changes: ctx.changes,
    stationChanged: (stationId) => events.emit('stationChanged', { stationId, origin: 'local' }),
    audit: (trx, entry) => recordAudit(trx, entry, clock.now()),
  });
  return {
    async routes(app) {
      await app.register(qualityRoutes({ quality }));
    },
  } satisfies ModuleWiring;
}
