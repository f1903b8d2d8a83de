/**
 * The quality module wired: the review of flagged values and the reading editor, writing through readings'
 * corrections (an ingestion transaction; what they change is announced on the live bus of this process and
 * the change log of the others), its edits of a station's settings as a station change.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { recordAudit } from '../audit/index.ts';
import type { ReadingsWiring } from '../readings/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import { qualityRoutes } from './quality.routes.ts';
import { createQualityService } from './quality.service.ts';

export function wireQuality(
  ctx: WireContext & { stations: StationsWiring; readings: Pick<ReadingsWiring, 'corrections'> },
) {
  const { db, clock, events } = ctx;
  const quality = createQualityService({
    db,
    clock,
    stations: ctx.stations.stations,
    corrections: ctx.readings.corrections,
    stationChanged: (stationId) => events.emit('stationChanged', { stationId, origin: 'local' }),
    audit: (trx, entry) => recordAudit(trx, entry, clock.now()),
  });
  return {
    async routes(app) {
      await app.register(qualityRoutes({ quality, db, stations: ctx.stations.stations }));
    },
  } satisfies ModuleWiring;
}
