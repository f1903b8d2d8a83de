/**
 * The ordered list of migrations. Imported statically (not read from disk) so they run the same under tsx,
 * the tsc build and any bundle. Add a new one at the end; never edit one that has shipped.
 */
import { createUsers } from './202611210600_create_users.ts';
import { createUnits } from './202611210601_create_units.ts';
import { createWeatherStations } from './202611210602_create_weather_stations.ts';
import { createContent } from './202611210603_create_content.ts';
import { createReadings } from './202611210604_create_readings.ts';
import { createDailySummaries } from './202611210605_create_daily_summaries.ts';
import { addRainEventAndAqi } from './202611210606_add_rain_event_and_aqi.ts';
import { addRollupsAndChangeLog } from './202611230600_add_rollups_and_change_log.ts';
import { addTokenVersionAndLoginFailures } from './202611230800_add_token_version_and_login_failures.ts';
import { createRateLimitCounters } from './202611240900_create_rate_limit_counters.ts';
import { createImportJobs } from './202611241000_create_import_jobs.ts';
import { createForwarding } from './202611242200_create_forwarding.ts';
import { addDataQuality } from './202611250600_add_data_quality.ts';
import { createAuditLog } from './202611250700_create_audit_log.ts';
import { addStationStateAndAlerts } from './202611250800_add_station_state_and_alerts.ts';
import { addOtherStations } from './202611251000_add_other_stations.ts';
import { addRainEventMin } from './202611261000_add_rain_event_min.ts';
import { createSiteSettings } from './202611261100_create_site_settings.ts';
import { addImportFlaggedValues } from './202611262300_add_import_flagged_values.ts';
import { addImportedExtremes } from './202611270100_add_imported_extremes.ts';
import { addRainDailyCounter } from './202611270200_add_rain_daily_counter.ts';
import { addImportSkips } from './202611270900_add_import_skips.ts';
import { addRainSources } from './202611270930_add_rain_sources.ts';
import { addImportedRecords } from './202611271000_add_imported_records.ts';
import { addStationSensors } from './202611271100_add_station_sensors.ts';
import { addClimateNormals } from './202611271200_add_climate_normals.ts';
import { addImportTally } from './202611271200_add_import_tally.ts';
import { createImportColumnMappings } from './202611271401_create_import_column_mappings.ts';
import { addExtraSensorImportedExtremes } from './202611271402_add_extra_sensor_imported_extremes.ts';
import { addStationDay } from './202611271403_add_station_day.ts';
import { addSensorAlertRules } from './202611271405_add_sensor_alert_rules.ts';
import { addRecordPostSensorKey } from './202611281201_add_record_post_sensor_key.ts';
import { setSummariesFillfactor } from './202611281500_summaries_fillfactor.ts';
import type { MigrationFactory } from './migration-kit.ts';

export const migrations: ReadonlyArray<readonly [name: string, factory: MigrationFactory]> = [
  ['202611210600_create_users', createUsers],
  ['202611210601_create_units', createUnits],
  ['202611210602_create_weather_stations', createWeatherStations],
  ['202611210603_create_content', createContent],
  ['202611210604_create_readings', createReadings],
  ['202611210605_create_daily_summaries', createDailySummaries],
  ['202611210606_add_rain_event_and_aqi', addRainEventAndAqi],
  ['202611230600_add_rollups_and_change_log', addRollupsAndChangeLog],
  ['202611230800_add_token_version_and_login_failures', addTokenVersionAndLoginFailures],
  ['202611240900_create_rate_limit_counters', createRateLimitCounters],
  ['202611241000_create_import_jobs', createImportJobs],
  ['202611242200_create_forwarding', createForwarding],
  ['202611250600_add_data_quality', addDataQuality],
  ['202611250700_create_audit_log', createAuditLog],
  ['202611250800_add_station_state_and_alerts', addStationStateAndAlerts],
  ['202611251000_add_other_stations', addOtherStations],
  ['202611261000_add_rain_event_min', addRainEventMin],
  ['202611261100_create_site_settings', createSiteSettings],
  ['202611262300_add_import_flagged_values', addImportFlaggedValues],
  ['202611270100_add_imported_extremes', addImportedExtremes],
  ['202611270200_add_rain_daily_counter', addRainDailyCounter],
  ['202611270900_add_import_skips', addImportSkips],
  ['202611270930_add_rain_sources', addRainSources],
  ['202611271000_add_imported_records', addImportedRecords],
  ['202611271100_add_station_sensors', addStationSensors],
  ['202611271200_add_climate_normals', addClimateNormals],
  ['202611271200_add_import_tally', addImportTally],
  ['202611271401_create_import_column_mappings', createImportColumnMappings],
  ['202611271402_add_extra_sensor_imported_extremes', addExtraSensorImportedExtremes],
  ['202611271403_add_station_day', addStationDay],
  ['202611271405_add_sensor_alert_rules', addSensorAlertRules],
  ['202611281201_add_record_post_sensor_key', addRecordPostSensorKey],
  ['202611281500_summaries_fillfactor', setSummariesFillfactor],
];
