/**
 * Row types of every table, as Kysely sees them. Instants are integer epoch milliseconds (UTC); columns
 * are snake_case and repositories map them to the API's camelCase in one function per entity.
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  /** JSON text of a string array, e.g. `["ROLE_ADMIN"]`. */
  roles: string;
  password_hash: string;
  /** Moved by a password or role change; a token signed with another version is refused. */
  token_version: Generated<number>;
  created_at: number;
  updated_at: number;
}

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
  created_at: number;
  updated_at: number;
}

export interface ObservationsTable {
  id: Generated<number>;
  message: string;
  weather_station_id: number;
  user_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface PostsTable {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: number;
  updated_at: number;
}

export interface ContactsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: number;
  updated_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** The owner's settings of the site (contract SiteSettings), one row per setting, its value as JSON. */
export interface SiteSettingsTable {
  name: string;
  value: string;
  updated_at: number;
  /** E-mail of the admin who last set it. */
  updated_by: string | null;
}

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

/** Measures summarised per day; each has `<m>_min`, `_min_at`, `_max`, `_max_at`, `_sum`, `_count` columns. */
export const SUMMARY_MEASURES = [
  'temperature',
  'dew_point',
  'humidity',
  'pressure_rel',
  'wind_speed',
  'wind_gust',
  'rain_rate',
  'solar_radiation',
  'uv',
  'soil_temperature',
  'leaf_wetness',
  'pm25',
  'heat_index',
  'humidex',
  'wind_chill',
  'lightning_distance',
  // Added by migration 202611210606: PM2.5 AQI (US EPA) of each reading.
  'aqi',
] as const;
export type SummaryMeasure = (typeof SUMMARY_MEASURES)[number];

type SummaryColumns = {
  [M in SummaryMeasure as `${M}_min` | `${M}_min_at` | `${M}_max` | `${M}_max_at` | `${M}_sum`]:
    | number
    | null;
} & {
  [M in SummaryMeasure as `${M}_count`]: ColumnType<number, number | undefined, number>;
};

/** The fold of a span of readings (a local day, or a rollup bucket): every column but the key. */
export type SummaryFoldColumns = SummaryColumns & {
  rain_total_mm: number | null;
  /** Largest rain event (mm) reached during the span, and when. */
  rain_event_max: number | null;
  rain_event_max_at: number | null;
  /** Smallest rain event (mm) during the span, and when (migration 202611261000). */
  rain_event_min: number | null;
  rain_event_min_at: number | null;
  lightning_count: number | null;
  reading_count: ColumnType<number, number | undefined, number>;
  first_at: number | null;
  last_at: number | null;
  /** Σ sin θ and Σ cos θ of the wind directions of readings with wind (calm excluded), and their count. */
  wind_dir_east: number | null;
  wind_dir_north: number | null;
  wind_dir_count: ColumnType<number, number | undefined, number>;
  /** Sum and count of the PM2.5 24-hour averages the station sent. */
  pm25_avg24h_sum: number | null;
  pm25_avg24h_count: ColumnType<number, number | undefined, number>;
};

/** Per station and local calendar day (`YYYY-MM-DD` in the station's time zone). */
export type DailySummariesTable = SummaryFoldColumns & {
  weather_station_id: number;
  day: string;
};

/** Widths of the rollup buckets, minutes: graphs of a week and a month read 10 min, of a year 1 h. */
export const ROLLUP_WIDTHS_MIN = [10, 60] as const;
export type RollupWidthMin = (typeof ROLLUP_WIDTHS_MIN)[number];

/** Per station, width and bucket: the fold of the readings of [start_at, start_at + width). */
export type ReadingRollupsTable = SummaryFoldColumns & {
  weather_station_id: number;
  width_min: number;
  /** Bucket start, epoch ms: the station's local midnight plus a whole number of widths. */
  start_at: number;
};

/** A change other processes on the same database must hear of (see modules/change-feed). */
export interface ChangeLogTable {
  id: Generated<number>;
  topic: string;
  station_id: number | null;
  /** JSON text. */
  payload: string;
  /** The writing process's id; a process skips its own rows. */
  origin: string;
  created_at: number;
}

/** Failed logins of one (e-mail, client address): how many in a row, and until when the client waits. */
export interface LoginFailuresTable {
  email: string;
  client: string;
  failures: number;
  last_failure_at: number;
  blocked_until: number;
}

/** A history import started from the back office (modules/imports). */
export interface ImportJobsTable {
  id: Generated<number>;
  weather_station_id: number;
  user_id: number | null;
  kind: string;
  file_name: string;
  /** JSON text: the options of its kind (CumulusMX units). */
  options: string;
  /** Where the received file is kept until the import ends. */
  upload_path: string;
  size: number;
  received: number;
  status: string;
  progress: number;
  rows_read: number;
  imported: number;
  skipped: number;
  rejected: number;
  /** Values quality control held for review (spikes) in the imported readings. */
  values_flagged: Generated<number>;
  /** Impossible values quality control took out of the imported readings. */
  values_dropped: Generated<number>;
  /** Imported days whose extremes came from the source's own daily summaries (WeeWX). */
  days_with_source_extremes: Generated<number>;
  /** JSON text: the first rejections, `[{ at, reason }]`. */
  rejections: string;
  /** JSON text: the first rows the source left out (given twice), `[{ at, reason }]`. */
  skips: Generated<string>;
  /** JSON text: source columns with data that meteodeck stores nowhere. */
  unmapped_columns: string;
  /** Records of the source (CumulusMX's alltime.ini, monthlyalltime.ini) kept as their days' extremes. */
  records_applied: Generated<number>;
  /** JSON text: the source's records not kept, `[{ at, reason }]`. */
  records_skipped: Generated<string>;
  /** JSON text: the first days the source's daily file and its logs disagree on (ImportDisagreement). */
  disagreements: Generated<string>;
  disagreement_count: Generated<number>;
  error: string | null;
  heartbeat_at: number | null;
  finished_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Hits of one client on one rate-limited route in the current window (see plugins/rate-limit-store.ts). */
export interface RateLimitCountersTable {
  /** "<METHOD> <route>|<client key>". */
  counter_key: string;
  hits: number;
  /** End of the window, epoch ms. */
  resets_at: number;
}

/** A station's forwarding target; `secret` is the key or password, never in public answers. */
export interface ForwardingTargetsTable {
  id: Generated<number>;
  weather_station_id: number;
  service: string;
  station_id: string;
  secret: string;
  /** 1 or 0. */
  enabled: number;
  /** 1 when the service refused the credentials: nothing is sent until an admin edits the target. */
  paused: number;
  /** Instant of the newest reading queued for this target, epoch ms (the target's own rate counts from it). */
  last_enqueued_at: number | null;
  last_success_at: number | null;
  last_error_at: number | null;
  last_error: string | null;
  /** Since when every attempt failed, epoch ms; null after a success. */
  failing_since: number | null;
  /** Failed attempts in a row (the retry delay grows with it). */
  attempts: number;
  /** No attempt before this instant, epoch ms. */
  next_attempt_at: number;
  created_at: number;
  updated_at: number;
}

/** One reading waiting to be sent to one target, in canonical units (JSON of the reading's measures). */
export interface ForwardingOutboxTable {
  id: Generated<number>;
  target_id: number;
  reading_at: number;
  payload: string;
  created_at: number;
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

/** One write of the back office or the reading editor; JSON text before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: number;
  user_id: number | null;
  user_email: string;
  kind: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
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

/** Who is told of what about a station; canonical units. */
export interface AlertSettingsTable {
  weather_station_id: number;
  enabled: number;
  /** Comma-separated e-mail addresses. */
  emails: string;
  webhook_url: string | null;
  silence_minutes: number | null;
  battery: number;
  frost_c: number | null;
  gust_ms: number | null;
  rain_rate_mmh: number | null;
  updated_at: number;
}

/** One alert from its start to its end. */
export interface AlertEpisodesTable {
  id: Generated<number>;
  weather_station_id: number;
  kind: string;
  started_at: number;
  ended_at: number | null;
  value: number | null;
  details: string | null;
  start_sent: number;
  end_sent: number;
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

// --- Extra sensors (modules/sensors; migration 202611271100): one block, to move as a whole ---

/** A station's extra sensor: one measure of one channel (`extraTemperature:3`), and what the owner made of it. */
export interface ExtraSensorsTable {
  weather_station_id: number;
  sensor_key: string;
  kind: string;
  channel: number | null;
  /** The owner's name; null: the kind's label. */
  name: string | null;
  /** 'public' or 'admin' (the back office only). */
  visibility: string;
  home_tile: number;
  position: number;
  /** 1 until the owner saves the station's sensors. */
  is_new: number;
  first_seen_at: number;
  last_seen_at: number;
  last_value: number | null;
  last_value_at: number | null;
  battery: number | null;
  signal: number | null;
}

/** One value of an extra sensor, canonical units. */
export interface ExtraSensorValuesTable {
  weather_station_id: number;
  sensor_key: string;
  received_at: number;
  value: number;
}

/** An extra sensor's local day (station's time zone): extremes with instants, sum and count, last value. */
export interface ExtraSensorDaysTable {
  weather_station_id: number;
  sensor_key: string;
  day: string;
  /** 1: a counter, whose rises `sum` adds up; 0: a level, whose values `sum` adds up for the mean. */
  counter: number;
  min: number;
  min_at: number;
  max: number;
  max_at: number;
  sum: number;
  count: number;
  last: number;
  last_at: number;
}

/** The raw fields of one of a station's last uploads (credentials left out), JSON text. */
export interface ExtraSensorPayloadsTable {
  id: Generated<number>;
  weather_station_id: number;
  protocol: string;
  received_at: number;
  fields: string;
}

/** A field an upload carried that nothing reads, with its last value as sent. */
export interface ExtraSensorUnmappedTable {
  weather_station_id: number;
  field: string;
  protocol: string;
  last_value: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** The extra sensors' tables, part of {@link Database}. */
export interface ExtraSensorTables {
  extra_sensors: ExtraSensorsTable;
  extra_sensor_values: ExtraSensorValuesTable;
  extra_sensor_days: ExtraSensorDaysTable;
  extra_sensor_payloads: ExtraSensorPayloadsTable;
  extra_sensor_unmapped: ExtraSensorUnmappedTable;
}

// --- End of the extra sensors' block ---

export interface Database extends ExtraSensorTables {
  users: UsersTable;
  login_failures: LoginFailuresTable;
  rate_limit_counters: RateLimitCountersTable;
  units: UnitsTable;
  weather_stations: WeatherStationsTable;
  observations: ObservationsTable;
  posts: PostsTable;
  contacts: ContactsTable;
  settings: SettingsTable;
  site_settings: SiteSettingsTable;
  readings: ReadingsTable;
  daily_summaries: DailySummariesTable;
  imported_extremes: ImportedExtremesTable;
  reading_rollups: ReadingRollupsTable;
  change_log: ChangeLogTable;
  import_jobs: ImportJobsTable;
  forwarding_targets: ForwardingTargetsTable;
  forwarding_outbox: ForwardingOutboxTable;
  reading_flags: ReadingFlagsTable;
  audit_log: AuditLogTable;
  station_uploads: StationUploadsTable;
  station_sensors: StationSensorsTable;
  alert_settings: AlertSettingsTable;
  alert_episodes: AlertEpisodesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UnitRow = Selectable<UnitsTable>;
export type NewUnitRow = Insertable<UnitsTable>;
export type NewStationRow = Insertable<WeatherStationsTable>;
export type StationUpdate = Updateable<WeatherStationsTable>;
export type ReadingRow = Selectable<ReadingsTable>;
export type NewReadingRow = Insertable<ReadingsTable>;
export type DailySummaryRow = Selectable<DailySummariesTable>;
export type ImportJobRow = Selectable<ImportJobsTable>;
export type ImportJobUpdate = Updateable<ImportJobsTable>;
export type ForwardingTargetRow = Selectable<ForwardingTargetsTable>;
export type ReadingFlagRow = Selectable<ReadingFlagsTable>;

/**
 * A database handle: the root instance or a transaction. Services pass it along to repositories and to
 * {@link inTransaction} without importing the query builder (docs/ARCHITECTURE.md, "Boundaries").
 */
export type Db = Kysely<Database>;

/** Runs `work` in one transaction of `db` (the root instance): committed when it resolves. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
