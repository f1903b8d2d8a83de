/**
 * Setup file of the server project: makes sure this worker's own PostgreSQL database (test/dialects.ts)
 * exists before a file's suites use it. Runs before every file; after the first it is one query.
 */

import { databaseNameOf, sharedTestDatabaseUrl, testDatabaseUrl } from './dialects.ts';
import { withPgClient } from './pg-client.ts';

if (
  testDatabaseUrl !== undefined &&
  sharedTestDatabaseUrl !== undefined &&
  testDatabaseUrl !== sharedTestDatabaseUrl
) {
  const name = databaseNameOf(testDatabaseUrl);
  await withPgClient(sharedTestDatabaseUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      } catch (error) {
        // Another run's worker of the same number may have created it meanwhile.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  });
}
