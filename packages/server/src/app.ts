/**
 * buildApp: the whole HTTP application without `listen`, so tests drive it with `app.inject()` on a real
 * database and main.ts only has to start it.
 *
 * The composition root, read as a table of contents (docs/ARCHITECTURE.md, "Wiring"): the context every
 * module is wired from (configuration, database, clock, logger, event hub), then each module's
 * `wire<Module>(ctx)` from its face, bottom-up (stations at the bottom; each takes the modules below it it
 * needs; where a module needs something of one above it, it names a port that is handed in here: auth's
 * accounts, units' stations), then their hooks and routes, then their start and stop. Adding a module: give
 * it a `<name>-wiring.ts` exported from its face, and add its `wired(wire<Name>(…))` line where its
 * dependencies are wired; its routes then come with it (a new route of an existing module goes in its
 * `routes`).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createStorageState } from './db/db-faults.ts';
import { createEventHub } from './event-hub.ts';
import { createHttpServer } from './http-server.ts';
import { wireAlerts } from './modules/alerts/index.ts';
import { wireAudit } from './modules/audit/index.ts';
import { type LoginAttemptStore, type LoginLimits, wireAuth } from './modules/auth/index.ts';
import { type ChangeFeed, wireChangeFeed } from './modules/change-feed/index.ts';
import { wireClimate } from './modules/climate/index.ts';
import { type ContactRateLimit, wireContacts } from './modules/contacts/index.ts';
import { wireForecast } from './modules/forecast/index.ts';
import { wireForwarding } from './modules/forwarding/index.ts';
import { wireGeocoding } from './modules/geocoding/index.ts';
import { wireHealth } from './modules/health/index.ts';
import { wireImports } from './modules/imports/index.ts';
import { wireObservations } from './modules/observations/index.ts';
import { wirePosts } from './modules/posts/index.ts';
import { wireQuality } from './modules/quality/index.ts';
import { type ReadingEvents, wireReadings } from './modules/readings/index.ts';
import { wireSensors } from './modules/sensors/index.ts';
import { wireSiteSettings } from './modules/site-settings/index.ts';
import { wireStations } from './modules/stations/index.ts';
import { wireUnits } from './modules/units/index.ts';
import { createUsersRepository, wireUsers } from './modules/users/index.ts';
import { type CurrentDataCache, wireWeatherData } from './modules/weather-data/index.ts';
import { wireWebShell } from './modules/web-shell/index.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { STATION_DATA_DELETERS } from './station-data-deleters.ts';
import type { ModuleWiring, WireContext } from './wiring.ts';

export interface BuildAppOptions {
  config: Readonly<Config>;
  db: Db;
  clock: Clock;
  /** A pino logger to use (tests pass a silent or capturing one); default: one built from config.logLevel. */
  logger?: FastifyBaseLogger;
  /**
   * Login limits; tests change them. Default: config.loginRateLimitPerMinute requests per IP, and per
   * (e-mail, client) growing waits after repeated failures (DEFAULT_LOGIN_DELAYS).
   */
  loginLimits?: LoginLimits;
  /** Replaces the failed-login store (the database's `login_failures` by default). */
  loginAttempts?: LoginAttemptStore;
  /** Public contact form limit per IP; default 5 messages per minute. */
  contactRateLimit?: ContactRateLimit;
  /** Replaces the in-process bus of "new reading" notifications (ingestion publishes, live views subscribe). */
  readingEvents?: ReadingEvents;
  /** Replaces the in-process cache of current-data answers (e.g. a shared one when several processes run). */
  currentDataCache?: CurrentDataCache;
  /** Replaces the feed of changes between processes (tests poll it by hand). */
  changeFeed?: ChangeFeed;
}

/** packages/web/dist, found from this file in src/ (tsx) as well as in dist/ (build). */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, clock } = options;
  // What tests replace (each wiring takes an absent one as its default).
  const { loginLimits, loginAttempts, contactRateLimit, readingEvents, currentDataCache, changeFeed } =
    options;
  const startedAt = clock.now();
  // --- The context: what every module is wired from ---
  // Listener errors are logged once the HTTP frame's logger exists (events are only emitted after).
  let log: FastifyBaseLogger | undefined;
  const events = createEventHub((error, name) =>
    log?.error({ err: error, event: name }, 'an event listener failed'),
  );
  // Database faults seen by requests (db/db-faults.ts): a full disk is shown by health and the status
  // page, and told to the owners once (alerts).
  const storage = createStorageState({
    now: () => clock.now(),
    onFull: (reason) => events.emit('storageFull', { reason }),
  });
  const app = await createHttpServer(config, db, clock, options.logger, storage);
  log = app.log;
  const ctx: WireContext = { config, db, dialect: config.database.dialect, clock, log: app.log, events };

  // --- The modules, bottom-up: each wired from the context and the modules below it it names ---
  const modules: ModuleWiring[] = [];
  /** Keeps a wired module in the list, in wiring order: hooks, routes, start and stop follow it. */
  const wired = <M extends ModuleWiring>(module: M): M => {
    modules.push(module);
    return module;
  };
  const { changes } = wired(wireChangeFeed({ ...ctx, changeFeed }));
  const stations = wired(wireStations({ ...ctx, deleters: STATION_DATA_DELETERS }));
  // Units stands below stations (a station names its unit set): what it needs of them is handed in.
  const units = wired(
    wireUnits({ ...ctx, stations: stations.stations, changed: () => stations.views.forgetAll() }),
  );
  // Auth logs in the users module's accounts, handed in as its port: auth stands below users.
  const accounts = createUsersRepository(db);
  const auth = wired(await wireAuth({ ...ctx, accounts, loginLimits, loginAttempts }));
  const users = wired(wireUsers({ ...ctx, auth }));
  const readings = wired(wireReadings({ ...ctx, stations, changes, storage, readingEvents }));
  const sensors = wired(wireSensors({ ...ctx, stations, readings }));
  wired(wireImports({ ...ctx, stations, readings, sensors }));
  wired(wireQuality({ ...ctx, stations, readings }));
  const weatherData = wired(wireWeatherData({ ...ctx, stations, readings, currentDataCache }));
  const posts = wired(wirePosts(ctx));
  const climate = wired(wireClimate({ ...ctx, stations, readings, posts }));
  const forwarding = wired(wireForwarding({ ...ctx, stations, readings, weatherData }));
  wired(wireHealth({ ...ctx, stations, storage, startedAt }));
  const contacts = wired(wireContacts({ ...ctx, contactRateLimit }));
  const observations = wired(wireObservations({ ...ctx, stations }));
  const siteSettings = wired(wireSiteSettings({ ...ctx, stations }));
  wired(wireForecast(ctx));
  wired(wireGeocoding(ctx));
  const alerts = wired(wireAlerts(ctx));
  const audited = {
    users,
    units,
    posts,
    observations,
    contacts,
    stations,
    forwarding,
    alerts,
    siteSettings,
    sensors,
    climate,
  };
  wired(wireAudit({ ...ctx, ...audited }));
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST;
  // Last: its not-found handler serves the web app.
  wired(wireWebShell({ ...ctx, siteSettings, readings, webDistDir }));

  // --- Every module's hooks (before the routes they watch), the metrics, every module's routes ---
  for (const module of modules) await module.hooks?.(app);
  if (config.metricsToken !== undefined) {
    const metrics = registerMetrics(app, {
      token: config.metricsToken,
      liveStreams: weatherData.liveStreams,
    });
    events.on('valuesRejected', ({ reference, reason, count }) =>
      metrics.valuesRejected(reference, reason, count),
    );
  }
  for (const module of modules) await module.routes?.(app);

  // --- Started when the app is ready, stopped when it closes, in wiring order ---
  app.addHook('onReady', async () => {
    for (const module of modules) await module.start?.();
  });
  app.addHook('onClose', async () => {
    for (const module of modules) await module.stop?.();
  });
  return app;
}
