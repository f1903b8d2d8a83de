/**
 * The readings' tables (modules/readings): the stored readings, their quality flags and the extremes an
 * import brought.
 */
import type { Generated, Selectable } from 'kysely';
import type { SummaryMeasure } from './summaries.ts';

/** One received reading, every measure in canonical units (°C, %, hPa, m/s, °, mm, mm/h, W/m², µg/m³, km). */
export interface ReadingsTable {
  id: Generated<number>;
  weather_station_id: number;
  received_at: number;
  temperature_c: number | null;
  humidity_pct: number | null;
  dew_point_c: number | null;
  pressure_rel_hpa: number | null;
  pressure_abs_hpa: number | null;
  wind_speed_ms: number | null;
  wind_gust_ms: number | null;
  wind_dir_deg: number | null;
  wind_max_daily_gust_ms: number | null;
  /** Rain fallen in the interval ending at this reading. */
  rain_mm: number | null;
  /** The station's raw cumulative counter, as sent. */
  rain_counter_mm: number | null;
  rain_rate_mmh: number | null;
  solar_radiation_wm2: number | null;
  uv_index: number | null;
  soil_temperature_c: number | null;
  leaf_wetness_pct: number | null;
  pm25_ugm3: number | null;
  pm25_avg24h_ugm3: number | null;
  /** Strikes in the interval ending at this reading. */
  lightning_count: number | null;
  lightning_distance_km: number | null;
  /** Epoch ms of the last strike. */
  lightning_time: number | null;
  indoor_temperature_c: number | null;
  indoor_humidity_pct: number | null;
  /** Rain event at this reading, mm: rain of the current wet spell (ends after 24 h without rain). */
  rain_event_mm: number | null;
  /** Epoch ms of the last rainy reading of the current spell; null when no spell is running. */
  rain_last_at: number | null;
  /** The station's raw cumulative lightning counter (e.g. Ecowitt `lightning_num`), as sent. */
  lightning_counter: number | null;
  /** 1: the station sent rain_rate_mmh; 0: ingestion derived it (or found none); null: stored before this was kept. */
  rain_rate_sent: number | null;
  /** The console's daily rain counter (`dailyrainin`, mm), as sent; null when none was sent. */
  rain_daily_mm: number | null;
  /** Which counter rain_counter_mm is: gauge and span (reading-derivation RAIN_SOURCE); null: not known. */
  rain_source: number | null;
  /** The other rain gauge's longest counter, daily counter (mm) and counter code, as sent; null: none. */
  rain_alt_counter_mm: number | null;
  rain_alt_daily_mm: number | null;
  rain_alt_source: number | null;
  /** The rain event as the console counts it (`eventrainin`, `erain_piezo`), mm; null when not sent. */
  rain_console_event_mm: number | null;
}

/** A value the spike filter left out of a reading, or the reading editor changed. */
export interface ReadingFlagsTable {
  weather_station_id: number;
  received_at: number;
  /** A reading measure under its contract name. */
  measure: string;
  /** The value as received (a correction: the value before it, null when there was none), canonical units. */
  value: number | null;
  rule: 'rate' | 'min' | 'max' | 'derived' | null;
  limit_value: number | null;
  status: 'flagged' | 'accepted' | 'rejected' | 'corrected';
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

/**
 * A day's extremes of one measure as a history source's own daily summaries gave them (WeeWX's, from its
 * LOOP packets): kept in the day's summary by every recomputation (the more extreme of these and the
 * readings'). Values in canonical units, instants epoch ms.
 */
export interface ImportedExtremesTable {
  weather_station_id: number;
  /** Local day in the station's time zone, YYYY-MM-DD. */
  day: string;
  measure: SummaryMeasure;
  /** The source they came from ('weewx'). */
  source: string;
  min: number | null;
  min_at: number | null;
  max: number | null;
  max_at: number | null;
  /** 1: the min (max) is a record the owner kept (CumulusMX's alltime.ini): the day's, whatever its readings. */
  min_authoritative: Generated<number>;
  max_authoritative: Generated<number>;
}

export type ImportedExtremesRow = Selectable<ImportedExtremesTable>;
