/**
 * Configuration: the only module that reads the environment. Every variable is parsed and checked once at
 * start; all problems are collected and reported together, each naming its variable, so an operator fixes a
 * broken deployment in one go rather than one restart per mistake. The result is deeply frozen. The
 * variables are read by group (config-read.ts), in one order, so the problems come in that order.
 */
import { dirname, join } from 'node:path';
import {
  createEnvReader,
  readDatabase,
  readForecastProvider,
  readGeocodingProvider,
  readLimits,
  readListening,
  readLogLevel,
  readSecrets,
} from './config-read.ts';
import type { Config, Env } from './config-types.ts';

export { parseTrustProxy } from './config-read.ts';

export type {
  Config,
  DatabaseConfig,
  Env,
  ForecastProvider,
  GeocodingProvider,
  LogLevel,
  TrustProxy,
} from './config-types.ts';

/** Thrown by {@link loadConfig}; `problems` lists one line per bad variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses the environment into a frozen {@link Config}; throws one {@link ConfigError} naming every bad variable. */
export function loadConfig(env: Env): Readonly<Config> {
  const read = createEnvReader(env);
  const { get, integer, url } = read;
  const listening = readListening(read);
  const database = readDatabase(read);
  const secrets = readSecrets(read);
  const logLevel = readLogLevel(read);
  const loginRateLimitPerMinute = integer('LOGIN_RATE_LIMIT_PER_MINUTE', 20, 1, 100_000);
  const backupKeep = integer('BACKUP_KEEP', 7, 1, 10_000);
  const limits = readLimits(read);
  const timeoutMs = integer('UPSTREAM_TIMEOUT_MS', 5000, 1, 120_000);
  const importMaxMb = integer('IMPORT_MAX_MB', 4096, 1, 1_048_576);
  const importMarginMb = integer('IMPORT_DISK_MARGIN_MB', 1024, 0, 1_073_741_824);
  // Files of the data folder: generated passwords, imports waiting; beside the SQLite file when there is one.
  const dataDir =
    database.dialect === 'sqlite' && database.filename !== ':memory:' ? dirname(database.filename) : './data';
  const forecast = readForecastProvider(read);
  const geocoding = readGeocodingProvider(read);

  const config: Config = {
    ...listening,
    database,
    ...secrets,
    logLevel,
    loginRateLimitPerMinute,
    webDistDir: get('WEB_DIST_DIR'),
    limits,
    adminPasswordFile: get('ADMIN_PASSWORD_FILE') ?? join(dataDir, 'admin-password.txt'),
    backup: { dir: get('BACKUP_DIR'), keep: backupKeep },
    imports: {
      dir: get('IMPORT_DIR') ?? join(dataDir, 'imports'),
      maxBytes: importMaxMb * 1024 * 1024,
      diskMarginBytes: importMarginMb * 1024 * 1024,
    },
    forecast: {
      ...forecast,
      openMeteoBaseUrl: url('OPEN_METEO_BASE_URL', 'https://api.open-meteo.com'),
      openWeatherBaseUrl: url('OPENWEATHER_BASE_URL', 'https://api.openweathermap.org'),
      timeoutMs,
    },
    geocoding: {
      ...geocoding,
      nominatimBaseUrl: url('NOMINATIM_BASE_URL', 'https://nominatim.openstreetmap.org'),
      googleBaseUrl: url('GOOGLE_GEOCODING_BASE_URL', 'https://maps.googleapis.com'),
      timeoutMs,
    },
    forwarding: {
      enabled: get('FORWARDING_ENABLED') !== 'false',
      wunderground: url('WUNDERGROUND_BASE_URL', 'https://rtupdate.wunderground.com'),
      pwsweather: url('PWSWEATHER_BASE_URL', 'https://pwsupdate.pwsweather.com'),
      windy: url('WINDY_BASE_URL', 'https://stations.windy.com'),
      awekas: url('AWEKAS_BASE_URL', 'https://data.awekas.at'),
      wow: url('WOW_BASE_URL', 'https://wow.metoffice.gov.uk'),
      openweathermap: url('OPENWEATHERMAP_STATIONS_BASE_URL', 'https://api.openweathermap.org'),
      cwop: get('CWOP_SERVER') ?? 'cwop.aprs.net:14580',
      mqttUrl: get('MQTT_URL'),
    },
    alerts: {
      enabled: get('ALERTS_ENABLED') !== 'false',
      smtpUrl: get('SMTP_URL'),
      from: get('ALERT_FROM') ?? 'meteodeck <meteodeck@localhost>',
      webhookAllowPrivate: get('ALERT_WEBHOOK_ALLOW_PRIVATE') === 'true',
    },
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return deepFreeze(config);
}

function deepFreeze<T extends object>(value: T): Readonly<T> {
  for (const child of Object.values(value)) {
    if (child !== null && typeof child === 'object') deepFreeze(child);
  }
  return Object.freeze(value);
}
