// What crosses a rule of check-boundaries.mjs today, each list shrink-only: add no entry (fix the code
// instead); the lint fails on an entry that no longer crosses its rule or names no file, so it is removed
// once its code is fixed. Paths of the server are from packages/server/src/ in DEEP_IMPORT_ALLOWANCES and
// from the repository's root elsewhere.

/**
 * Imports of one server module into another's inside, from before every module had a face
 * (`modules/<m>/index.ts`). Each entry is `importer -> imported`; export what the importer needs from the
 * imported module's face, import that, and remove the entry.
 */
export const DEEP_IMPORT_ALLOWANCES = [
  'modules/alerts/alert-units.ts -> modules/units/units.repository.ts',
  'modules/auth/login.service.ts -> modules/users/users.repository.ts',
  'modules/forecast/forecast.routes.ts -> modules/upstream/upstream-rate-limit.ts',
  'modules/forecast/forecast.service.ts -> modules/upstream/ttl-cache.ts',
  'modules/forecast/forecast.service.ts -> modules/upstream/upstream-http.ts',
  'modules/forecast/open-meteo.provider.ts -> modules/upstream/upstream-http.ts',
  'modules/forecast/openweathermap.provider.ts -> modules/upstream/upstream-http.ts',
  'modules/geocoding/geocoding.routes.ts -> modules/upstream/upstream-rate-limit.ts',
  'modules/geocoding/geocoding.service.ts -> modules/upstream/ttl-cache.ts',
  'modules/geocoding/geocoding.service.ts -> modules/upstream/upstream-http.ts',
  'modules/geocoding/google-geocoding.provider.ts -> modules/upstream/upstream-http.ts',
  'modules/geocoding/nominatim.provider.ts -> modules/upstream/upstream-http.ts',
  'modules/users/account.routes.ts -> modules/auth/login.routes.ts',
  'modules/users/account.service.ts -> modules/auth/login-attempts.ts',
  'modules/users/account.service.ts -> modules/auth/password.ts',
  'modules/users/account.service.ts -> modules/auth/token.service.ts',
  'modules/users/users.service.ts -> modules/auth/password.ts',
  'modules/web-shell/home-shell.service.ts -> modules/upstream/ttl-cache.ts',
];

const S = 'packages/server/src/';

/** Server files outside repositories and db/ that build queries, with what they do. */
export const QUERY_ALLOWANCES = {
  [`${S}modules/auth/login-attempts.ts`]: 'the failed-login store reads and writes login_failures',
  [`${S}modules/change-feed/change-feed.ts`]: "PostgreSQL's pg_notify after each change",
  [`${S}modules/health/health.routes.ts`]: "the health check's `select 1`",
  [`${S}modules/imports/weewx.worker.ts`]: "reads the owner's weeWX archive, a foreign SQLite file, not ours",
  [`${S}modules/readings/ingest/ingest-transaction.ts`]:
    "the ingestion's transaction, its station lock and pragmas",
  [`${S}modules/readings/store/precompiled-sql.ts`]: "runs the repositories' hand-written SQL, compiled once",
  [`${S}plugins/rate-limit-store.ts`]: 'the rate-limit counters in rate_limit_counters',
};

/** Routes files and app.ts that import kysely, with why. */
export const KYSELY_ALLOWANCES = {
  [`${S}modules/health/health.routes.ts`]: "the health check's `select 1`",
};

/** Tables named outside their owner's module (`file#table`), with why. */
export const TABLE_ALLOWANCES = {
  [`${S}modules/readings/ingest/ingest-transaction.ts#weather_stations`]:
    "PostgreSQL's lock on the station row that serialises one station's uploads",
};

/** Server files (`path`) and functions (`path#name`) over 400 and 150 lines. */
export const SERVER_SIZE_ALLOWANCES = {
  [`${S}config.ts`]: 'every environment variable',
  [`${S}config.ts#loadConfig`]: 'reads and checks every variable',
  [`${S}db/database.ts`]: 'the table types of the whole schema',
  [`${S}modules/imports/import-jobs.service.ts#createImportJobsService`]: 'the import jobs',
  [`${S}modules/readings/store/reading-flags.repository.ts#createReadingFlagsRepository`]: 'its queries',
  [`${S}modules/readings/store/readings-read.repository.ts#createReadingsReadRepository`]: 'its queries',
  [`${S}modules/readings/store/readings-write.repository.ts#createReadingsWriteRepository`]: 'its queries',
  [`${S}modules/readings/summaries/rollups-read.repository.ts#createRollupsReadRepository`]: 'its queries',
  [`${S}modules/weather-data/graph.service.ts#createGraphService`]: 'the graph queries of every period',
};
