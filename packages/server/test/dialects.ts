/**
 * Databases the server suites run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set, as
 * `npm test` always sets it (scripts/test-parts.mjs; e.g. postgres://postgres@127.0.0.1:5432/test). A suite loops over them:
 *
 *   describe.each(dialects)('stations on %s', (dialect) => { ... buildTestApp(dialect) ... });
 *
 * The server project runs its files on several workers at once (vitest.config.ts sets
 * METEODECK_TEST_DB_PER_WORKER): each worker then has a database of its own beside TEST_DATABASE_URL's
 * (`test_w1`, `test_w2`, …, created by test/worker-database.ts), so one file's LISTEN/NOTIFY, terminated
 * sessions or created databases never meet another's.
 */
export type TestDialect = 'sqlite' | 'postgres';

const sharedUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
const worker =
  process.env.METEODECK_TEST_DB_PER_WORKER === '1' ? process.env.VITEST_POOL_ID || undefined : undefined;

/** The URL of the database `name` on the server of `url`. */
export function databaseUrlNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The database name of a PostgreSQL URL. */
export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** TEST_DATABASE_URL itself, the database per-worker databases are created from. */
export const sharedTestDatabaseUrl = sharedUrl;

export const testDatabaseUrl: string | undefined =
  sharedUrl === undefined || worker === undefined
    ? sharedUrl
    : databaseUrlNamed(sharedUrl, `${databaseNameOf(sharedUrl)}_w${worker}`);

export const dialects: TestDialect[] = testDatabaseUrl === undefined ? ['sqlite'] : ['sqlite', 'postgres'];
