/**
 * climate_normals and climate_settings: a station's monthly normals as the owner entered them and its
 * climate settings (growing degree days' base, anemometer height, news of records), canonical °C, mm and m.
 */
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import type { MonthValues } from './normals.ts';

/** A station's stored climate settings; `normals` holds twelve months, January first (all null: none). */
export interface StoredClimateSettings {
  normals: MonthValues[];
  growingDegreeBaseC: number | null;
  anemometerHeightM: number | null;
  postNewRecords: boolean;
}

const toNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export function createClimateSettingsRepository(db: Kysely<Database>) {
  return {
    /** The station's settings; months without a row are all null, settings never stored null. */
    async get(stationId: number): Promise<StoredClimateSettings> {
      const rows = await db
        .selectFrom('climate_normals')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .execute();
      const settings = await db
        .selectFrom('climate_settings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .executeTakeFirst();
      const normals: MonthValues[] = Array.from({ length: 12 }, () => ({
        temperatureMean: null,
        temperatureHigh: null,
        temperatureLow: null,
        rainTotal: null,
      }));
      for (const row of rows) {
        normals[row.month - 1] = {
          temperatureMean: toNumber(row.temperature_mean_c),
          temperatureHigh: toNumber(row.temperature_high_c),
          temperatureLow: toNumber(row.temperature_low_c),
          rainTotal: toNumber(row.rain_total_mm),
        };
      }
      return {
        normals,
        growingDegreeBaseC: toNumber(settings?.growing_degree_base_c),
        anemometerHeightM: toNumber(settings?.anemometer_height_m),
        postNewRecords: Number(settings?.post_new_records ?? 0) === 1,
      };
    },

    /** Replaces the station's settings and its twelve months in one transaction. */
    async put(
      stationId: number,
      value: StoredClimateSettings & { growingDegreeBaseC: number; anemometerHeightM: number },
      at: number,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('climate_normals').where('weather_station_id', '=', stationId).execute();
        await trx
          .insertInto('climate_normals')
          .values(
            value.normals.map((month, index) => ({
              weather_station_id: stationId,
              month: index + 1,
              temperature_mean_c: month.temperatureMean,
              temperature_high_c: month.temperatureHigh,
              temperature_low_c: month.temperatureLow,
              rain_total_mm: month.rainTotal,
              updated_at: at,
            })),
          )
          .execute();
        const settings = {
          growing_degree_base_c: value.growingDegreeBaseC,
          anemometer_height_m: value.anemometerHeightM,
          post_new_records: value.postNewRecords ? 1 : 0,
          updated_at: at,
        };
        await trx
          .insertInto('climate_settings')
          .values({ weather_station_id: stationId, ...settings })
          .onConflict((oc) => oc.column('weather_station_id').doUpdateSet(settings))
          .execute();
      });
    },
  };
}
export type ClimateSettingsRepository = ReturnType<typeof createClimateSettingsRepository>;

/** Deletes a station's climate settings and announced records (a station's deletion, in its transaction). */
export async function deleteClimateSettingsOf(db: Db, stationId: number): Promise<void> {
  await db.deleteFrom('climate_record_posts').where('weather_station_id', '=', stationId).execute();
  await db.deleteFrom('climate_normals').where('weather_station_id', '=', stationId).execute();
  await db.deleteFrom('climate_settings').where('weather_station_id', '=', stationId).execute();
}
