/**
 * The `import_column_mappings` table: the CSV column mapping each station's admin last gave for a header,
 * offered again for the station's next file with that header (csv-mapping.ts headerKey).
 */
import type { ImportColumnMapping } from '@meteodeck/contract';
import type { Db } from '../../db/database.ts';

export function createColumnMappingsRepository(db: Db) {
  return {
    /** The mapping station `stationId` last gave for the header of key `key`, if any. */
    async find(stationId: number, key: string): Promise<ImportColumnMapping | undefined> {
      const row = await db
        .selectFrom('import_column_mappings')
        .select('mapping')
        .where('weather_station_id', '=', stationId)
        .where('header_key', '=', key)
        .executeTakeFirst();
      return row === undefined ? undefined : (JSON.parse(row.mapping) as ImportColumnMapping);
    },

    /** Keeps `mapping` for the station and header (replacing the one it had). */
    async save(
      stationId: number,
      key: string,
      header: readonly string[],
      mapping: ImportColumnMapping,
      now: number,
    ): Promise<void> {
      await db
        .insertInto('import_column_mappings')
        .values({
          weather_station_id: stationId,
          header_key: key,
          header: JSON.stringify(header),
          mapping: JSON.stringify(mapping),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['weather_station_id', 'header_key']).doUpdateSet({
            header: JSON.stringify(header),
            mapping: JSON.stringify(mapping),
            updated_at: now,
          }),
        )
        .execute();
    },
  };
}

export type ColumnMappingsRepository = ReturnType<typeof createColumnMappingsRepository>;

/** Deletes a station's remembered mappings (run inside the transaction that deletes the station). */
export async function deleteColumnMappingsOf(db: Db, stationId: number): Promise<void> {
  await db.deleteFrom('import_column_mappings').where('weather_station_id', '=', stationId).execute();
}
