/** One short-lived PostgreSQL connection for the tests' own set-up (schemas, databases, templates). */
import pg from 'pg';

/** Runs `run` on a connection to `url`, closed afterwards whatever `run` did. */
export async function withPgClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
