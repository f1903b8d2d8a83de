/** The sensors module's tables: a station's extra sensors, their values, days and imported day extremes, raw uploads, unmapped fields (migrations 202611271100, 202611271402). */
import type { Generated } from 'kysely';

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

/**
 * An extra sensor's local day extremes from a history source's own daily summaries (migration
 * 202611271402), read over extra_sensor_days; null: that side was not given.
 */
export interface ExtraSensorImportedExtremesTable {
  weather_station_id: number;
  sensor_key: string;
  day: string;
  /** The history source ('weewx'). */
  source: string;
  min: number | null;
  min_at: number | null;
  max: number | null;
  max_at: number | null;
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
  extra_sensor_imported_extremes: ExtraSensorImportedExtremesTable;
  extra_sensor_payloads: ExtraSensorPayloadsTable;
  extra_sensor_unmapped: ExtraSensorUnmappedTable;
}
