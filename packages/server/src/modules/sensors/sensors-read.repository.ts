/**
 * The extra sensors as the back office and the public answers read them, and the owner's settings of them
 * (modules/sensors owns their tables). One mapper per row type.
 */
import type { Selectable } from 'kysely';
import type { Db, ExtraSensorDaysTable, ExtraSensorsTable } from '../../db/database.ts';

export type SensorRow = Selectable<ExtraSensorsTable>;
export type SensorDayRow = Selectable<ExtraSensorDaysTable>;

/** The owner's settings of one sensor, as stored. */
export interface SensorSettingsRow {
  key: string;
  name: string | null;
  visibility: 'public' | 'admin';
  homeTile: boolean;
  position: number;
}

export function createSensorsReadRepository(db: Db) {
  const sensorsOf = (stationId: number) =>
    db
      .selectFrom('extra_sensors')
      .selectAll()
      .where('weather_station_id', '=', stationId)
      .orderBy('position')
      .orderBy('kind')
      .orderBy('channel')
      .orderBy('sensor_key');
  return {
    /** The station's sensors by position (then kind and channel). */
    listSensors(stationId: number): Promise<SensorRow[]> {
      return sensorsOf(stationId).execute();
    },

    /** The station's public sensors by position. */
    listPublicSensors(stationId: number): Promise<SensorRow[]> {
      return sensorsOf(stationId).where('visibility', '=', 'public').execute();
    },

    /**
     * Saves the owner's settings of the sensors named (keys the station has no sensor of are left out)
     * and marks every sensor of the station as no longer new. Returns the keys it did not know.
     */
    async saveSettings(stationId: number, settings: readonly SensorSettingsRow[]): Promise<string[]> {
      const unknown: string[] = [];
      for (const setting of settings) {
        const result = await db
          .updateTable('extra_sensors')
          .set({
            name: setting.name,
            visibility: setting.visibility,
            home_tile: setting.homeTile ? 1 : 0,
            position: setting.position,
          })
          .where('weather_station_id', '=', stationId)
          .where('sensor_key', '=', setting.key)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) unknown.push(setting.key);
      }
      await db
        .updateTable('extra_sensors')
        .set({ is_new: 0 })
        .where('weather_station_id', '=', stationId)
        .where('is_new', '=', 1)
        .execute();
      return unknown;
    },

    /** The days of the station's sensors `keys` from `from` to `to` (local days, both included). */
    listDays(stationId: number, keys: readonly string[], from: string, to: string): Promise<SensorDayRow[]> {
      if (keys.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('extra_sensor_days')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('sensor_key', 'in', keys)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('sensor_key')
        .orderBy('day')
        .execute();
    },
  };
}

export type SensorsReadRepository = ReturnType<typeof createSensorsReadRepository>;
