/** The climate module's tables: the owner's monthly normals, its climate settings, the records posted as news. */
import type { Generated } from 'kysely';

/** A station's monthly normals as the owner entered them (°C, mm; null: not given). */
export interface ClimateNormalsTable {
  weather_station_id: number;
  /** 1–12. */
  month: number;
  temperature_mean_c: number | null;
  temperature_high_c: number | null;
  temperature_low_c: number | null;
  rain_total_mm: number | null;
  updated_at: number;
}

/** A station's climate settings: the growing degree days' base (°C), the anemometer's height (m), news. */
export interface ClimateSettingsTable {
  weather_station_id: number;
  growing_degree_base_c: number;
  anemometer_height_m: number;
  /** 1: a news post announces the all-time records the station sets. */
  post_new_records: Generated<number>;
  updated_at: number;
}

/** A record announced by a news post: per station, local day, kind, scope and sensor (the claim's key). */
export interface ClimateRecordPostsTable {
  weather_station_id: number;
  day: string;
  kind: string;
  scope: string;
  /** The extra sensor's key (`extraTemperature:2`) of a sensor's record; '' for the main measures'. */
  sensor_key: string;
  post_id: number | null;
  /** The value the post last gave (the station's units when it was written). */
  value: number | null;
  created_at: number;
}
