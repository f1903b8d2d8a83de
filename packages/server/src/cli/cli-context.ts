/**
 * What the command-line tools share: configuration from the environment (as the server reads it), the
 * migrated database, and the modules a command needs, wired by the same functions as the server's app from a
 * context of their own (createWireContext; never started: a command polls nothing, serves nothing).
 */
import { pino } from 'pino';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { createDb, type DbHandle } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type ChangeFeed, wireChangeFeed } from '../modules/change-feed/index.ts';
import { queueForwardingOnIngest } from '../modules/forwarding/index.ts';
import { type ReadingsService, wireReadings } from '../modules/readings/index.ts';
import { upgradeSummaries } from '../modules/readings/summaries/summaries-upgrade.ts';
import {
  createImportedSensorExtremesStore,
  createImportedSensorsStore,
  type ImportedSensorExtremesStore,
  type ImportedSensorsStore,
} from '../modules/sensors/index.ts';
import { type Station, wireStations } from '../modules/stations/index.ts';
import { STATION_DATA_DELETERS } from '../station-data-deleters.ts';
import { createWireContext, type WireContext } from '../wiring.ts';

/**
 * Pause between two chunks of an import on SQLite, ms: a server sharing the file retries for the write lock
 * every few milliseconds, so this lets its uploads in between (at about a fifth of the import's time).
 */
const CLI_CHUNK_PAUSE_MS = 10;

/** The configured database, migrated, and the context a command wires its modules from; `close` when done. */
export interface CliDatabase extends DbHandle {
  ctx: WireContext;
  close(): Promise<void>;
}

/** Opens and migrates the configured database; warnings (quality control, …) go to stderr. */
export async function openCliDatabase(): Promise<CliDatabase> {
  const config = loadConfig(process.env);
  const handle = createDb(config.database);
  await migrateToLatest(handle.db, handle.dialect);
  const ctx = createWireContext({
    config,
    db: handle.db,
    dialect: handle.dialect,
    clock: systemClock,
    log: pino({ level: config.logLevel === 'silent' ? 'silent' : 'warn' }, pino.destination(2)),
  });
  return { ...handle, ctx, close: () => handle.db.destroy() };
}

/** An open database with the ingestion service, for one command; `close` when done. */
export interface CliContext extends DbHandle {
  readings: ReadingsService;
  /** Stores an import's extra sensors. */
  sensors: ImportedSensorsStore;
  /** Stores an import's extra sensors' day extremes (the source's daily summaries). */
  sensorExtremes: ImportedSensorExtremesStore;
  /** Tells running servers of what this command changed (see change-feed.ts). */
  changes: ChangeFeed;
  findStation(reference: string): Promise<Station | undefined>;
  listStations(): Promise<Station[]>;
  close(): Promise<void>;
}

/**
 * The database with the ingestion pipeline wired as the app wires it (the change feed, the stations, the
 * readings), after the summaries' one-time upgrade the server also runs.
 */
export async function openCliContext(): Promise<CliContext> {
  const { ctx, close, ...handle } = await openCliDatabase();
  const { changes } = wireChangeFeed(ctx);
  const stationsWiring = wireStations({ ...ctx, deleters: STATION_DATA_DELETERS });
  const { stations } = stationsWiring;
  await upgradeSummaries(handle.db, handle.dialect, await stations.listAll(), (s, days) =>
    console.error(`${s.reference}: ${days} daily summaries rebuilt after the upgrade`),
  );
  // A running server gets the write lock between two chunks (a longer pause than in-process on SQLite).
  const readings = wireReadings({
    ...ctx,
    stations: stationsWiring,
    changes,
    chunkPauseMs: handle.dialect === 'sqlite' ? CLI_CHUNK_PAUSE_MS : 0,
  });
  // Readings this process stores are queued for forwarding as the server's would be (its worker delivers).
  queueForwardingOnIngest(readings, ctx.events);
  return {
    ...handle,
    readings: readings.service,
    sensors: createImportedSensorsStore(handle.db, handle.dialect),
    sensorExtremes: createImportedSensorExtremesStore(handle.db, handle.dialect),
    changes,
    findStation: (reference) => stations.findByReference(reference),
    listStations: () => stations.listAll(),
    close,
  };
}

/**
 * `--help` or `-h` anywhere in argv: the command prints its usage (to stdout) and exits 0 without touching
 * the database.
 */
export function printedHelp(argv: readonly string[], usage: string): boolean {
  if (!argv.includes('--help') && !argv.includes('-h')) return false;
  console.log(usage);
  return true;
}

/** Reads `--name value` from argv; the remaining arguments come back as `rest`. */
export function parseArgs(argv: readonly string[], names: readonly string[]) {
  const options = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (name !== undefined && names.includes(name)) {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      options.set(name, value);
      i += 1;
    } else rest.push(arg);
  }
  return { options, rest };
}

/**
 * Runs a command's `main` and exits with its code; an error (a ConfigError, a refused file…) is shown as its
 * message, not a stack trace, and exits 1.
 */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
