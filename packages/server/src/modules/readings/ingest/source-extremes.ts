/**
 * A history source's own daily extremes (summaries/imported-extremes.ts), stored for the station's days
 * that hold readings and applied to those days' summaries at once (later recomputations apply them again),
 * a few days per ingestion transaction.
 */
import type { UploadStation } from '../doors/station-credentials.ts';
import { createImportedExtremesRepository } from '../summaries/imported-extremes.repository.ts';
import type { SourceDayExtremes } from '../summaries/imported-extremes.ts';
import { createSummariesWriteRepository } from '../summaries/summaries-write.repository.ts';
import { localDayRange } from '../summaries/summary-maintenance.ts';
import { chunkPause } from './chunked-store.ts';
import type { ReadingsServiceDeps } from './ingest-deps.ts';
import { runIngestTransaction } from './ingest-transaction.ts';

/** Days of a source's own extremes stored per transaction. */
const SOURCE_EXTREMES_DAYS_PER_TRANSACTION = 50;

/**
 * Keeps `source`'s own daily extremes `days` for the days of `station` that hold readings, and applies
 * them to those days' summaries now. Days without readings are left out. Returns how many days took them.
 */
export async function storeSourceExtremes(
  deps: ReadingsServiceDeps,
  station: UploadStation,
  source: string,
  days: readonly SourceDayExtremes[],
): Promise<number> {
  const pauseBetweenChunks = chunkPause(deps);
  let applied = 0;
  for (let i = 0; i < days.length; i += SOURCE_EXTREMES_DAYS_PER_TRANSACTION) {
    const chunk = days.slice(i, i + SOURCE_EXTREMES_DAYS_PER_TRANSACTION);
    const touched = await runIngestTransaction(
      deps.db,
      deps.dialect,
      station.id,
      async (trx) => {
        const summaries = createSummariesWriteRepository(trx, deps.dialect);
        const kept: SourceDayExtremes[] = [];
        const spans: Array<{ day: string; from: number; to: number }> = [];
        for (const extremes of chunk) {
          if (Object.keys(extremes.measures).length === 0) continue;
          if ((await summaries.find(station.id, extremes.day)) === undefined) continue;
          kept.push(extremes);
          spans.push({ day: extremes.day, ...localDayRange(extremes.day, station) });
        }
        await createImportedExtremesRepository(trx).upsert(station.id, source, kept);
        for (const span of spans) {
          const stored = await summaries.find(station.id, span.day);
          if (stored === undefined) continue;
          const { weather_station_id: _, day: __, ...values } = stored;
          await summaries.upsert(
            station.id,
            span.day,
            await summaries.withImportedExtremes(station.id, span, values),
          );
        }
        if (spans.length === 0) return undefined;
        const range = {
          earliestAt: Math.min(...spans.map((span) => span.from)),
          newestAt: Math.max(...spans.map((span) => span.to - 1)),
        };
        if (deps.changes !== undefined) {
          await deps.changes.record(trx, { topic: 'readings', stationId: station.id, ...range });
        }
        return { ...range, days: spans.length };
      },
      deps.lockWaitMs,
    );
    if (touched !== undefined) {
      applied += touched.days;
      // Past days changed: caches of folds over them (records, periods) are dropped.
      deps.events.publish(station.id, touched.newestAt, touched.earliestAt);
    }
    await pauseBetweenChunks();
  }
  return applied;
}
