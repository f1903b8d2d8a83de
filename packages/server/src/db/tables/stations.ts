/**
 * The stations' tables: the unit sets, the stations (modules/stations, modules/units) and what their
 * consoles' uploads said of them.
 */
import type { ColumnType, Generated } from 'kysely';

export interface UnitsTable {
  id: Generated<number>;
  type: string;
  temperature_unit: string;
  speed_unit: string;
  rain_unit: string;
  solar_radiation_unit: string;
  pm_unit: string;
  humidity_unit: string;
  cloud_base_unit: string;
  wind_dir_unit: string;
  pressure_unit: string;
  created_at: number;
  updated_at: number;
}

export interface WeatherStationsTable {
  id: Generated<number>;
  reference: string;
  name: string;
  description: string;
  short_description: string;
  country: string;
  address: string;
  city: string;
  postal_code: string;
  lat: number;
  lng: number;
  elevation: number;
  model: string;
  api_token: string;
  prefered_unit_id: number;
  timezone: string;
  /** Main rain gauge: 'bucket' (tipping bucket) or 'piezo' (migration 202611270900). */
  rain_main_source: ColumnType<string, string | undefined, string>;
  /** JSON text of the station's spike filter (contract QualitySettings), null for the defaults. */
  quality_settings: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON text of contract OtherStation[] ('Andere Stationen'); null: none. */
  other_stations: ColumnType<string | null, string | null | undefined, string | null>;
  /** Local hour the station's day starts at: 0 (midnight), 7 or 9 (migration 202611271403). */
  day_start_hour: ColumnType<number, number | undefined, number>;
  /** Month (1–12) the station's rain season starts in; 1 is the calendar year (migration 202611271403). */
  rain_season_start_month: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

/** The newest upload of a station through one door. */
export interface StationUploadsTable {
  weather_station_id: number;
  protocol: string;
  reading_at: number;
  received_at: number;
  /** JSON arrays: field names carried, field names without a place; rejected values. */
  fields_seen: string | null;
  fields_ignored: string | null;
  rejected: string | null;
}

/** The latest battery or signal value a station's console sent. */
export interface StationSensorsTable {
  weather_station_id: number;
  name: string;
  value: number;
  updated_at: number;
}
