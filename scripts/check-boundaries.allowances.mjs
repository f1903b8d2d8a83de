// What crosses a rule of check-boundaries.mjs today, each list shrink-only: add no entry (fix the code
// instead); the lint fails on an entry that no longer crosses its rule or names no file, so it is removed
// once its code is fixed. Paths of the server are from packages/server/src/ in DEEP_IMPORT_ALLOWANCES and
// from the repository's root elsewhere.

/**
 * Imports of one server module into another's inside (`importer -> imported`). Empty: every module imports
 * the others through their faces (`modules/<m>/index.ts`); export what an importer needs from the face.
 */
export const DEEP_IMPORT_ALLOWANCES = [];

const S = 'packages/server/src/';

/** Server files outside repositories and db/ that build queries, with what they do. */
export const QUERY_ALLOWANCES = {
  [`${S}modules/auth/login-attempts.ts`]: 'the failed-login store reads and writes login_failures',
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
  [`${S}modules/readings/store/reading-flags.repository.ts#createReadingFlagsRepository`]: 'its queries',
  [`${S}modules/readings/store/readings-read.repository.ts#createReadingsReadRepository`]: 'its queries',
  [`${S}modules/readings/store/readings-write.repository.ts#createReadingsWriteRepository`]: 'its queries',
  [`${S}modules/readings/summaries/rollups-read.repository.ts#createRollupsReadRepository`]: 'its queries',
};
