/**
 * The reading editor's imported extremes: a source's own extremes (WeeWX's daily summaries, CumulusMX's
 * dayfile and records, an export's highs and lows) that the station's local day holds. A corrected or deleted
 * reading does not change them unless the readings get more extreme.
 */
import type { ImportedExtremeList, ImportedExtremeSource } from '@meteodeck/contract';
import type { Db } from '../../db/database.ts';
import { createImportedExtremesRepository, type InForceExtreme } from '../readings/index.ts';
import type { StationsRepository } from '../stations/index.ts';

function sourceOf(row: InForceExtreme): ImportedExtremeSource {
  if (row.source === 'weewx') return 'weewxDaySummaries';
  if (row.source === 'cumulus') return row.authoritative ? 'cumulusRecords' : 'cumulusDayfile';
  return 'exportHighLow';
}

/** The imported extremes in force for local day `day` of the station `reference` (404 for no station). */
export async function listImportedExtremes(
  deps: { db: Db; stations: StationsRepository },
  reference: string,
  day: string,
): Promise<ImportedExtremeList> {
  const station = await deps.stations.getByReference(reference);
  const rows = await createImportedExtremesRepository(deps.db).inForce(station.id, day);
  return {
    day,
    extremes: rows.map((row) => ({
      measure: row.measure,
      side: row.side,
      value: row.value,
      at: new Date(row.at).toISOString(),
      source: sourceOf(row),
    })),
  };
}
