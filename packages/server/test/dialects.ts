/**
 * Databases the server suites run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set, as
 * `npm test` always sets it (scripts/test-parts.mjs; e.g. postgres://postgres@127.0.0.1:5432/test). A suite loops over them:
 *
 *   describe.each(dialects)('stations on %s', (dialect) => { ... buildTestApp(dialect) ... });
 */
export type TestDialect = 'sqlite' | 'postgres';

export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

export const dialects: TestDialect[] = testDatabaseUrl === undefined ? ['sqlite'] : ['sqlite', 'postgres'];
