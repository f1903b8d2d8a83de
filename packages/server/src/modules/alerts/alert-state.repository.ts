import type { Db } from '../../db/database.ts';

/** Removes a station's alert settings and episodes (inside the transaction that deletes the station). */
export async function deleteAlertStateOf(db: Db, stationId: number): Promise<void> {
  await db.deleteFrom('alert_settings').where('weather_station_id', '=', stationId).execute();
  await db.deleteFrom('alert_episodes').where('weather_station_id', '=', stationId).execute();
}
