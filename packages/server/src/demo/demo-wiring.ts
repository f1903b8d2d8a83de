/**
 * The modules the demo's seeding goes through, wired by the same functions and in the same order as the
 * server's app (app.ts), from a context of their own: never started and without routes, since the app is
 * built after the seeding. Its logger is silent: the real Falkensee data holds real faults (lost sensors,
 * implausible values), which the importer counts.
 */
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { DialectName } from '../db/create-db.ts';
import type { Db } from '../db/database.ts';
import { wireAuth } from '../modules/auth/index.ts';
import { wireChangeFeed } from '../modules/change-feed/index.ts';
import { wireObservations } from '../modules/observations/index.ts';
import { wirePosts } from '../modules/posts/index.ts';
import { wireReadings } from '../modules/readings/index.ts';
import { createSettingsRepository } from '../modules/settings/index.ts';
import { wireStations } from '../modules/stations/index.ts';
import { createUsersRepository, wireUsers } from '../modules/users/index.ts';
import { STATION_DATA_DELETERS } from '../station-data-deleters.ts';
import { createWireContext } from '../wiring.ts';

export async function wireDemo(parts: {
  config: Readonly<Config>;
  db: Db;
  dialect: DialectName;
  clock: Clock;
}) {
  const ctx = createWireContext(parts);
  const { changes } = wireChangeFeed(ctx);
  const stations = wireStations({ ...ctx, deleters: STATION_DATA_DELETERS });
  // Auth logs in the users module's accounts, handed in as its port, as app.ts does.
  const accounts = createUsersRepository(ctx.db);
  const auth = await wireAuth({ ...ctx, accounts });
  const users = wireUsers({ ...ctx, auth });
  const readings = wireReadings({ ...ctx, stations, changes });
  const posts = wirePosts(ctx);
  const observations = wireObservations({ ...ctx, stations });
  return {
    ctx,
    stations,
    auth,
    accounts,
    users,
    readings,
    posts,
    observations,
    /** The server's own bookkeeping, where the demo notes what it did once. */
    settings: createSettingsRepository(ctx.db),
  };
}

export type DemoWiring = Awaited<ReturnType<typeof wireDemo>>;
