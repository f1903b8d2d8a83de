/**
 * The schema as Kysely sees it: the `Database` interface names every table, whose row types are in tables/,
 * one file per area (accounts, stations, content, readings, summaries, operations, imports, climate, sensors), all re-exported here so
 * an importer names only this file. Instants are integer epoch milliseconds (UTC); columns are snake_case
 * and repositories map them to the API's camelCase in one function per entity.
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { LoginFailuresTable, RateLimitCountersTable, UsersTable } from './tables/accounts.ts';
import type { ClimateNormalsTable, ClimateRecordPostsTable, ClimateSettingsTable } from './tables/climate.ts';
import type {
  ContactsTable,
  ObservationsTable,
  PostsTable,
  SettingsTable,
  SiteSettingsTable,
} from './tables/content.ts';
import type { ImportColumnMappingsTable } from './tables/imports.ts';
import type {
  AlertEpisodesTable,
  AlertSensorRulesTable,
  AlertSettingsTable,
  AuditLogTable,
  ChangeLogTable,
  ForwardingOutboxTable,
  ForwardingTargetsTable,
  ImportJobsTable,
} from './tables/operations.ts';
import type { ImportedExtremesTable, ReadingFlagsTable, ReadingsTable } from './tables/readings.ts';
import type { ExtraSensorTables } from './tables/sensors.ts';
import type {
  StationSensorsTable,
  StationUploadsTable,
  UnitsTable,
  WeatherStationsTable,
} from './tables/stations.ts';
import type { DailySummariesTable, ReadingRollupsTable } from './tables/summaries.ts';

export * from './tables/accounts.ts';
export * from './tables/climate.ts';
export * from './tables/content.ts';
export * from './tables/imports.ts';
export * from './tables/operations.ts';
export * from './tables/readings.ts';
export * from './tables/sensors.ts';
export * from './tables/stations.ts';
export * from './tables/summaries.ts';

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
  import_column_mappings: ImportColumnMappingsTable;
  forwarding_targets: ForwardingTargetsTable;
  forwarding_outbox: ForwardingOutboxTable;
  reading_flags: ReadingFlagsTable;
  audit_log: AuditLogTable;
  station_uploads: StationUploadsTable;
  station_sensors: StationSensorsTable;
  alert_settings: AlertSettingsTable;
  alert_episodes: AlertEpisodesTable;
  alert_sensor_rules: AlertSensorRulesTable;
  climate_normals: ClimateNormalsTable;
  climate_settings: ClimateSettingsTable;
  climate_record_posts: ClimateRecordPostsTable;
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
export type NewImportJobRow = Insertable<ImportJobsTable>;
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
