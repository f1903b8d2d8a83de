/**
 * buildApp: the whole HTTP application without `listen`, so tests drive it with `app.inject()` on a real
 * database and main.ts only has to start it.
 *
 * Adding a module: write `<name>.repository.ts` / `<name>.service.ts` (plain factories taking their
 * dependencies) and `<name>.routes.ts` (a factory returning a FastifyPluginAsyncTypebox), then wire them in
 * the two marked sections below: build the repository and service, and register the routes.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AlertSettings, GraphDay } from '@meteodeck/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createStorageState } from './db/db-faults.ts';
import { randomSecret } from './db/seed.ts';
import { createHttpServer } from './http-server.ts';
import { createAlertRounds, startAlertWorker } from './modules/alerts/alert-worker.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { createAlertsService } from './modules/alerts/alerts.service.ts';
import { createStorageAlert } from './modules/alerts/storage-alert.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { recordAudit } from './modules/audit/audit.ts';
import { registerAuditHooks } from './modules/audit/audit-hooks.ts';
import { backOfficeAuditedRoutes } from './modules/audit/audited-routes.ts';
import { type LoginRateLimit, loginRoutes } from './modules/auth/login.routes.ts';
import { createLoginService } from './modules/auth/login.service.ts';
import {
  createDatabaseLoginAttemptStore,
  DEFAULT_LOGIN_DELAYS,
  type LoginAttemptStore,
  type LoginDelayPolicy,
} from './modules/auth/login-attempts.ts';
import { createTokenService } from './modules/auth/token.service.ts';
import { type ChangeFeed, createChangeFeed } from './modules/change-feed/change-feed.ts';
import {
  climateRecordsRoutes,
  createClimateDaysService,
  createClimateRecordsService,
  createOnThisDayService,
  dayCountsRoutes,
  heatMapRoutes,
  onThisDayRoutes,
  type RecordsFold,
} from './modules/climate/index.ts';
import { createContactsRepository } from './modules/contacts/contacts.repository.ts';
import { type ContactRateLimit, contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { createContactsService } from './modules/contacts/contacts.service.ts';
import { forecastRoutes } from './modules/forecast/forecast.routes.ts';
import { createForecastService } from './modules/forecast/forecast.service.ts';
import { forwardingRoutes } from './modules/forwarding/forwarding.routes.ts';
import { createForwardingService } from './modules/forwarding/forwarding.service.ts';
import { wireForwarding } from './modules/forwarding/forwarding-wiring.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.ts';
import { createGeocodingService } from './modules/geocoding/geocoding.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { serverAddressRoutes } from './modules/health/server-address.routes.ts';
import { stationUploadsRoutes } from './modules/health/station-uploads.routes.ts';
import { statusRoutes } from './modules/health/status.routes.ts';
import { createStatusService } from './modules/health/status.service.ts';
import { createImportJobsRepository } from './modules/imports/import-jobs.repository.ts';
import { createImportJobsService } from './modules/imports/import-jobs.service.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { observationLastRoutes } from './modules/observations/observation-last.routes.ts';
import { createObservationsRepository } from './modules/observations/observations.repository.ts';
import { observationsRoutes } from './modules/observations/observations.routes.ts';
import { createObservationsService } from './modules/observations/observations.service.ts';
import { createPostsRepository } from './modules/posts/posts.repository.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { createPostsService } from './modules/posts/posts.service.ts';
import { qualityRoutes } from './modules/quality/quality.routes.ts';
import { createQualityService } from './modules/quality/quality.service.ts';
import { createSummariesReadRepository, createSummaryRecordsRepository } from './modules/readings/index.ts';
import {
  createMemoryReadingEvents,
  createMemoryUploadEvents,
  type ReadingEvents,
} from './modules/readings/reading-events.ts';
import { createReadingFlagsRepository } from './modules/readings/reading-flags.repository.ts';
import { readingsRoutes } from './modules/readings/readings.routes.ts';
import { createReadingsService } from './modules/readings/readings.service.ts';
import { createReadingsReadRepository } from './modules/readings/readings-read.repository.ts';
import { createStationCredentials } from './modules/readings/station-credentials.ts';
import { rebuildStationSummaries } from './modules/readings/summary-rebuild.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import {
  createSiteSettingsRepository,
  createSiteSettingsService,
  siteSettingsRoutes,
} from './modules/site-settings/index.ts';
import { createStationStateRepository } from './modules/stations/station-state.repository.ts';
import { createStationViewCache } from './modules/stations/station-view.cache.ts';
import { createStationViewRepository } from './modules/stations/station-view.repository.ts';
import { createStationsRepository } from './modules/stations/stations.repository.ts';
import { stationsRoutes } from './modules/stations/stations.routes.ts';
import { createStationsService, toWeatherStationResponse } from './modules/stations/stations.service.ts';
import { createUnitsRepository } from './modules/units/units.repository.ts';
import { unitsRoutes } from './modules/units/units.routes.ts';
import { createUnitsService } from './modules/units/units.service.ts';
import { accountRoutes } from './modules/users/account.routes.ts';
import { createAccountService } from './modules/users/account.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createMemoryAnswerCache } from './modules/weather-data/answer.cache.ts';
import type { CurrentDataCache } from './modules/weather-data/current-data.cache.ts';
import type { PastGraphPoints } from './modules/weather-data/graph.service.ts';
import { createMemoryPastCache, createMemoryPastFoldCache } from './modules/weather-data/past-fold.cache.ts';
import { createStreamLimits } from './modules/weather-data/stream-limits.ts';
import { wireWeatherData } from './modules/weather-data/weather-data-wiring.ts';
import { createHomeShell } from './modules/web-shell/home-shell.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { STATION_DATA_DELETERS } from './station-data-deleters.ts';

export interface BuildAppOptions {
  config: Readonly<Config>;
  db: Kysely<Database>;
  clock: Clock;
  /** A pino logger to use (tests pass a silent or capturing one); default: one built from config.logLevel. */
  logger?: FastifyBaseLogger;
  /**
   * Login limits; tests change them. Default: config.loginRateLimitPerMinute requests per IP, and per
   * (e-mail, client) growing waits after repeated failures (DEFAULT_LOGIN_DELAYS).
   */
  loginLimits?: { perIp?: LoginRateLimit; perClient?: Partial<LoginDelayPolicy> };
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
  const startedAt = clock.now();
  // Database faults seen by requests (db/db-faults.ts): a full disk is shown by health and the status
  // page and told to the owners once (alerts, built below).
  let tellStorageFull: (reason: string) => void = () => {};
  const storage = createStorageState({
    now: () => clock.now(),
    onFull: (reason) => tellStorageFull(reason),
  });
  const app = await createHttpServer(config, db, clock, options.logger, storage);

  // --- Repositories and services (plain factories; no service hangs on the Fastify instance) ---
  const settings = createSettingsRepository(db);
  const jwtSecret = config.jwtSecret ?? (await settings.getOrCreate('jwt_secret', randomSecret(48)));
  const tokens = createTokenService({ secret: jwtSecret, ttlSeconds: config.jwtTtlSeconds, clock });
  const users = createUsersRepository(db);
  const stations = createStationsRepository(db);
  // Failed password checks, of a login or of 'Mon compte' (PUT /api/me), make a client wait alike.
  const loginAttempts =
    options.loginAttempts ??
    createDatabaseLoginAttemptStore({
      db,
      clock,
      policy: { ...DEFAULT_LOGIN_DELAYS, ...options.loginLimits?.perClient },
    });
  const login = createLoginService({ users, tokens, clock, attempts: loginAttempts });
  const units = createUnitsRepository(db);
  // Ingestion publishes each committed reading here; the weather-data caches and live view (SSE) subscribe.
  const readingEvents = options.readingEvents ?? createMemoryReadingEvents();
  // The doors announce each recorded upload here; the live stream tells the back office's connection view.
  const uploadEvents = createMemoryUploadEvents();
  // What other processes on the same database commit (an import command, a second server) reaches this
  // one's bus and caches through the change log.
  const changes =
    options.changeFeed ??
    createChangeFeed({
      db,
      dialect: config.database.dialect,
      clock,
      ...(config.database.dialect === 'postgres' ? { listenUrl: config.database.connectionString } : {}),
      onError: (error) => app.log.error({ err: error }, 'reading the change log failed'),
    });
  const pastFolds = createMemoryPastFoldCache({ events: readingEvents, clock });
  const pastPoints = createMemoryPastCache<PastGraphPoints>({ events: readingEvents, clock });
  const pastDays = createMemoryPastCache<GraphDay[]>({ events: readingEvents, clock });
  const answers = createMemoryAnswerCache({ events: readingEvents, clock });
  const pastRecords = createMemoryPastCache<RecordsFold>({ events: readingEvents, clock });
  const credentials = createStationCredentials({
    findByReference: (ref) => stations.findByReference(ref),
    clock,
  });
  const stationViews = createStationViewCache(createStationViewRepository(db), { clock });
  const stationChanged = (stationId: number) => {
    stationViews.forget(stationId);
    pastFolds.invalidate(stationId);
    pastPoints.invalidate(stationId);
    pastDays.invalidate(stationId);
    pastRecords.invalidate(stationId);
    answers.invalidate(stationId);
    credentials.forgetStation(stationId);
  };
  /** A station edited here: this process forgets it now, the others when they read the change log. */
  const stationEdited = (stationId: number) => {
    stationChanged(stationId);
    changes
      .record(db, { topic: 'station', stationId })
      .catch((error: unknown) => app.log.error({ err: error }, 'recording a station change failed'));
  };
  const stationsService = createStationsService({
    stations,
    units,
    clock,
    db,
    deleters: STATION_DATA_DELETERS,
    changed: stationEdited,
    rekeySummaries: async (station) => {
      await readings.settle(station.id);
      await rebuildStationSummaries(db, config.database.dialect, station);
    },
  });
  changes.onRemote((change) => {
    if (change.topic === 'readings') {
      readingEvents.publish(change.stationId, change.newestAt, change.earliestAt ?? undefined);
    } else if (change.topic === 'upload') {
      uploadEvents.publish(change.stationId, { protocol: change.protocol, receivedAt: change.receivedAt });
    } else stationChanged(change.stationId);
  });
  app.addHook('onReady', async () => changes.start());
  app.addHook('onClose', async () => changes.stop());
  const usersService = createUsersService({ users, clock });
  const unitsService = createUnitsService({
    units,
    stations,
    clock,
    changed: () => stationViews.forgetAll(),
  });
  const postsService = createPostsService({ posts: createPostsRepository(db), clock });
  const siteSettings = createSiteSettingsService({
    settings: createSiteSettingsRepository(db),
    stations: () => stations.listReferences(),
    clock,
  });
  const contactsService = createContactsService({ contacts: createContactsRepository(db), clock });
  const observationsService = createObservationsService({
    observations: createObservationsRepository(db),
    stations,
    clock,
  });
  const forecast = createForecastService({ forecast: config.forecast, clock });
  const geocoding = createGeocodingService({ geocoding: config.geocoding, clock });
  const forwardingService = createForwardingService({ db, clock });
  const forwarding = wireForwarding(app, {
    config,
    db,
    clock,
    readingEvents,
    currentData: (reference) => currentData.getDetail(reference),
  });
  /** Set once metrics are registered (METRICS_TOKEN); ingestion counts rejected values through it. */
  let countRejectedValues:
    | ((reference: string, reason: 'impossible' | 'spike', count: number) => void)
    | undefined;
  const readings = createReadingsService({
    onValuesRejected: (reference, reason, count) => countRejectedValues?.(reference, reason, count),
    db,
    dialect: config.database.dialect,
    clock,
    events: forwarding.ingestEvents,
    uploads: uploadEvents,
    credentials,
    log: app.log,
    changes,
    onForwardingQueued: forwarding.onForwardingQueued,
    lockWaitMs: config.limits.sqliteLockWaitMs,
  });
  // History imports from the back office run here, through this process's ingestion service.
  const imports = createImportJobsService({
    jobs: createImportJobsRepository(db),
    stations,
    readings,
    clock,
    dir: config.imports.dir,
    maxBytes: config.imports.maxBytes,
    diskMarginBytes: config.imports.diskMarginBytes,
    log: app.log,
  });
  app.addHook('onClose', async () => imports.shutdown());
  // Weather data: reads of readings and daily summaries, cached current data, live stream.
  const weatherData = wireWeatherData(app, {
    db,
    clock,
    readingEvents,
    uploadEvents,
    pastFolds,
    pastPoints,
    pastDays,
    answers,
    stationViews,
    ...(options.currentDataCache === undefined ? {} : { currentDataCache: options.currentDataCache }),
  });
  const { currentData } = weatherData;

  registerAuth(app, { tokens, users });

  // --- Routes ---
  await app.register(
    loginRoutes({
      login,
      rateLimit: options.loginLimits?.perIp ?? { max: config.loginRateLimitPerMinute, windowMs: 60_000 },
    }),
  );
  const streamLimits = createStreamLimits({
    perClient: config.limits.liveStreamsPerClient,
    total: config.limits.liveStreamsTotal,
  });
  if (config.metricsToken !== undefined) {
    const metrics = registerMetrics(app, {
      token: config.metricsToken,
      liveStreams: () => streamLimits.open(),
    });
    countRejectedValues = metrics.valuesRejected;
  }
  const alertsDeps = {
    db,
    clock,
    smtp: { url: config.alerts.smtpUrl, from: config.alerts.from },
    webhooks: { allowPrivate: config.alerts.webhookAllowPrivate },
  };
  const alerts = createAlertsService(alertsDeps);
  const storageAlert = createStorageAlert({
    db,
    clock,
    smtp: { url: config.alerts.smtpUrl, from: config.alerts.from },
    webhooks: { allowPrivate: config.alerts.webhookAllowPrivate },
  });
  tellStorageFull = (reason) => {
    app.log.error({ reason }, 'storage full: uploads are refused until space is freed');
    if (!config.alerts.enabled) return;
    storageAlert
      .tell(reason)
      .catch((error: unknown) => app.log.warn({ err: error }, 'telling the owners of the full disk failed'));
  };
  if (config.alerts.enabled) {
    let worker: ReturnType<typeof startAlertWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startAlertWorker(createAlertRounds({ ...alertsDeps, log: app.log }), app.log);
    });
    app.addHook('onClose', async () => worker?.stop());
  }
  registerAuditHooks(app, {
    db,
    clock,
    routes: backOfficeAuditedRoutes({
      user: (id) => usersService.get(id),
      unit: (id) => unitsService.get(id),
      post: (id) => postsService.get(id),
      observation: (id) => observationsService.get(id),
      contact: (id) => contactsService.get(id),
      station: async (id) => {
        const station = await stations.findById(id);
        return station === undefined ? undefined : toWeatherStationResponse(station);
      },
      alerts: (id) => alerts.auditView(id),
      alertsView: (id, settings) => alerts.auditView(id, settings as AlertSettings),
      siteSettings: () => siteSettings.get(),
      forwarding: (id) => forwardingService.auditView(id),
    }),
  });
  await app.register(auditRoutes({ audit: createAuditService({ audit: createAuditRepository(db) }) }));
  await app.register(alertsRoutes({ alerts }));
  const status = createStatusService({
    stations,
    readings: createReadingsReadRepository(db),
    flags: createReadingFlagsRepository(db),
    state: createStationStateRepository(db),
    now: () => clock.now(),
  });
  await app.register(stationUploadsRoutes({ status }));
  await app.register(
    serverAddressRoutes({ host: config.host, port: config.port, publicUrl: config.publicUrl }),
  );
  await app.register(usersRoutes({ users: usersService }));
  await app.register(
    accountRoutes({
      account: createAccountService({ users, tokens, clock, attempts: loginAttempts }),
      rateLimit: options.loginLimits?.perIp ?? { max: config.loginRateLimitPerMinute, windowMs: 60_000 },
    }),
  );
  await app.register(stationsRoutes({ stations: stationsService }));
  await app.register(unitsRoutes({ units: unitsService }));
  await app.register(postsRoutes({ posts: postsService }));
  await app.register(siteSettingsRoutes({ siteSettings }));
  await app.register(
    contactsRoutes({
      contacts: contactsService,
      rateLimit: options.contactRateLimit ?? { max: 5, windowMs: 60_000 },
    }),
  );
  await app.register(observationsRoutes({ observations: observationsService }));
  await app.register(forwardingRoutes({ forwarding: forwardingService }));
  await app.register(forecastRoutes({ forecast, perMinute: config.limits.forecastPerMinute }));
  await app.register(geocodingRoutes({ geocoding, perMinute: config.limits.geocodingPerMinute }));
  await app.register(readingsRoutes({ readings, stored: () => storage.stored() }));
  const quality = createQualityService({
    db,
    dialect: config.database.dialect,
    clock,
    stations,
    events: readingEvents,
    changes,
    stationChanged: stationEdited,
    audit: (trx, entry) => recordAudit(trx, entry, clock.now()),
  });
  await app.register(qualityRoutes({ quality }));
  await app.register(importsRoutes({ imports }));
  await weatherData.registerRoutes(streamLimits);
  // The station's climate by day (day counts, heat map), from the daily summaries.
  const climateDays = createClimateDaysService({
    stationViews,
    summaries: createSummariesReadRepository(db),
    clock,
  });
  await app.register(dayCountsRoutes({ climateDays }));
  await app.register(heatMapRoutes({ climateDays }));
  // That calendar day in every year of the station, from the daily summaries.
  const onThisDay = createOnThisDayService({
    stationViews,
    summaries: createSummariesReadRepository(db),
    clock,
  });
  await app.register(onThisDayRoutes({ onThisDay }));
  await app.register(healthRoutes({ db, storage, startedAt, now: () => clock.now() }));
  await app.register(statusRoutes({ status, storage }));
  await app.register(observationLastRoutes({ observations: observationsService }));
  // The station's climate records, from the daily summaries (the days before today kept as the record's).
  await app.register(
    climateRecordsRoutes({
      records: createClimateRecordsService({
        stationViews,
        summaries: createSummaryRecordsRepository(db),
        pastRecords,
        clock,
      }),
    }),
  );

  // The home page's first screen in the HTML of GET / (the default station's weather now), the default
  // station resolved on every request (a site setting kept by station id: a rename or a new choice follows).
  const homeShell = createHomeShell({
    reference: async () => (await siteSettings.defaultStation()).station?.reference,
    station: (reference) => stationsService.get(reference),
    currentData: (reference) => currentData.getDetail(reference),
    daily: (reference) => weatherData.history.getDaily(reference),
    events: readingEvents,
    now: () => clock.now(),
  });
  app.addHook('onClose', async () => homeShell.close());
  await registerStaticSite(
    app,
    config.webDistDir ?? DEFAULT_WEB_DIST,
    () => homeShell.get(),
    async () => {
      const { station, stations: all } = await siteSettings.defaultStation();
      return { defaultStation: station?.reference ?? null, stations: all.map((s) => [s.id, s.reference]) };
    },
  );
  return app;
}
