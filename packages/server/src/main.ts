/**
 * Entry point: read config → open database → migrate → seed → buildApp → listen, and close cleanly on
 * SIGTERM/SIGINT. No logic lives here, so a CLI can import the same steps.
 */
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const { db, dialect } = createDb(config.database);
  await migrateToLatest(db, dialect);
  await seedDatabase({ db, config, clock: systemClock, print: (message) => console.log(message) });
  const app = await buildApp({ config, db, clock: systemClock });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A configuration error is the operator's to fix: show the list, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
