/**
 * What `npm start` and `npm run demo` share: read config → open database → migrate → seed → buildApp →
 * listen, and close cleanly on SIGTERM/SIGINT. The demo hooks in before the app is built (to import its data)
 * and before the process exits (to stop its simulators).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app.ts';
import { type Clock, systemClock } from './clock.ts';
import { type Config, type Env, loadConfig } from './config.ts';
import { createDb, type DialectName } from './db/create-db.ts';
import type { Database } from './db/database.ts';
import { faultReason } from './db/db-faults.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startNightlyBackups } from './db/nightly-backup.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { upgradeSummaries } from './modules/readings/summaries/summaries-upgrade.ts';
import { createStationsRepository } from './modules/stations/stations.repository.ts';
import { type SeedReport, seedDatabase } from './seed.ts';

/** The migrated and seeded database, before the app exists. */
export interface PreparedDatabase {
  config: Readonly<Config>;
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  seedReport: SeedReport;
}

export interface StartServerOptions {
  env: Env;
  clock?: Clock;
  /** Where one-time notices go (the generated admin password); default console.log. */
  print?: (message: string) => void;
  /** Runs after migration and seeding, before the app is built. */
  beforeStart?: (prepared: PreparedDatabase) => Promise<void>;
  /** Runs first when SIGTERM/SIGINT arrives, before the app and the database close. */
  beforeShutdown?: () => Promise<void> | void;
}

export interface StartedServer extends PreparedDatabase {
  app: FastifyInstance;
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
}

/**
 * Starts the server as `npm start` does and resolves once it listens; the process exits on SIGTERM/SIGINT,
 * at the latest SHUTDOWN_TIMEOUT_MS (10 s) after the signal.
 */
export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const clock = options.clock ?? systemClock;
  const print = options.print ?? ((message: string) => console.log(message));
  const config = loadConfig(options.env);
  // A pooled PostgreSQL connection that fails between queries (a restart, a failover) is dropped and
  // replaced by the pool; it is only logged, through the app's logger once there is one.
  let connectionError = (error: Error) => console.error(`database connection failed: ${faultReason(error)}`);
  const { db, dialect } = createDb(config.database, { onConnectionError: (error) => connectionError(error) });
  // Processes started together on one PostgreSQL prepare the database one after the other.
  const seedReport = await withStartupLock(db, dialect, async () => {
    await migrateToLatest(db, dialect);
    const report = await seedDatabase({ db, config, clock, print });
    // Once after an upgrade that changed what summaries hold: refold every station's readings.
    await upgradeSummaries(db, dialect, await createStationsRepository(db).listAll(), (station, days, s) =>
      print(
        `${station.reference}: ${days} daily summaries and their rollups rebuilt after the upgrade in ${s.toFixed(1)} s`,
      ),
    );
    return report;
  });
  const prepared: PreparedDatabase = { config, db, dialect, clock, seedReport };
  await options.beforeStart?.(prepared);
  const app = await buildApp({ config, db, clock });
  connectionError = (error) =>
    app.log.warn(
      { reason: faultReason(error) },
      'a database connection failed: the next query opens a new one',
    );
  const backupDir = config.backup.dir;
  const stopBackups =
    backupDir === undefined
      ? () => {}
      : startNightlyBackups({
          database: config.database,
          dir: backupDir,
          keep: config.backup.keep,
          log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
        });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever holds the close up (a client that never finishes its request, a stuck query), the process
    // ends this long after the signal: a supervisor's restart must not hang.
    const deadline = setTimeout(() => {
      app.log.error({ signal, afterMs: config.limits.shutdownTimeoutMs }, 'shutdown took too long: exiting');
      process.exit(1);
    }, config.limits.shutdownTimeoutMs);
    deadline.unref();
    stopBackups();
    try {
      await options.beforeShutdown?.();
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

  const url = await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  return { ...prepared, app, url };
}
