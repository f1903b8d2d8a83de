/**
 * Configuration: the only module that reads the environment. Every variable is parsed and checked once at
 * start; all problems are collected and reported together, each naming its variable, so an operator fixes a
 * broken deployment in one go rather than one restart per mistake. The result is deeply frozen.
 */
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { STATION_API_TOKEN_PATTERN } from '@meteodeck/contract';

export type DatabaseConfig =
  | { dialect: 'sqlite' /** File path, or `:memory:`. */; filename: string }
  | { dialect: 'postgres'; connectionString: string };

export type ForecastProvider = 'open-meteo' | 'openweathermap';
export type GeocodingProvider = 'nominatim' | 'google';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/**
 * Which proxies in front of the server are believed about the client's address (Fastify's `trustProxy`):
 * none (false), all (true), the given number of hops, or the listed addresses and ranges.
 */
export type TrustProxy = boolean | number | readonly string[];

export interface Config {
  port: number;
  host: string;
  /**
   * PUBLIC_URL: the address consoles and visitors reach this server at (`https://wetter.example.org`, or
   * `http://192.168.1.20:3000`), shown in the back office's connection settings; undefined: worked out there.
   */
  publicUrl: string | undefined;
  /**
   * TRUST_PROXY (default false): whom to believe in `X-Forwarded-For`, so rate limits and logs see the
   * visitor's address rather than the reverse proxy's.
   */
  trustProxy: TrustProxy;
  database: DatabaseConfig;
  /** HS256 secret; when undefined the app generates one and keeps it in the `settings` table. */
  jwtSecret: string | undefined;
  /** Token lifetime in seconds. */
  jwtTtlSeconds: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  defaultStationToken: string | undefined;
  logLevel: LogLevel;
  /** POST /api/login requests allowed per client IP per minute (LOGIN_RATE_LIMIT_PER_MINUTE, default 20). */
  loginRateLimitPerMinute: number;
  /** Directory of the built web app; undefined means packages/web/dist next to this package. */
  webDistDir: string | undefined;
  /** Limits against slow, idle or greedy clients; all durations in ms. */
  limits: {
    /** Longest time to receive a whole request, headers and body (REQUEST_TIMEOUT_MS, default 60 s). */
    requestTimeoutMs: number;
    /** Longest time to receive a request's headers (HEADERS_TIMEOUT_MS, default 15 s). */
    headersTimeoutMs: number;
    /** A socket with no traffic this long is closed (CONNECTION_TIMEOUT_MS, default 120 s). */
    connectionTimeoutMs: number;
    /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS, default 5 s). */
    keepAliveTimeoutMs: number;
    /** After SIGTERM/SIGINT, the process exits at the latest this much later (SHUTDOWN_TIMEOUT_MS, 10 s). */
    shutdownTimeoutMs: number;
    /**
     * SQLite: how long an upload waits for the write lock another program holds (an import from the command
     * line, a backup tool) before it is answered 503 with Retry-After (SQLITE_LOCK_WAIT_MS, default 10 s).
     */
    sqliteLockWaitMs: number;
    /** Open live streams (SSE) per client address (LIVE_STREAMS_PER_CLIENT, default 10). */
    liveStreamsPerClient: number;
    /** Open live streams in all (LIVE_STREAMS_TOTAL, default 500). */
    liveStreamsTotal: number;
    /** Forecast requests that reach the provider, per client per minute (FORECAST_RATE_LIMIT_PER_MINUTE, 30). */
    forecastPerMinute: number;
    /** Address searches that reach the provider, per client per minute (GEOCODING_RATE_LIMIT_PER_MINUTE, 10). */
    geocodingPerMinute: number;
  };
  /**
   * Where the first admin's generated password is written (mode 600) when ADMIN_PASSWORD is unset
   * (ADMIN_PASSWORD_FILE; default: `admin-password.txt` beside the SQLite file, or ./data/ on PostgreSQL).
   */
  adminPasswordFile: string;
  /** Bearer token of GET /metrics (METRICS_TOKEN, at least 16 characters); unset: no /metrics. */
  metricsToken: string | undefined;
  /** History imports from the back office. */
  /**
   * Nightly backups by the server itself (BACKUP_DIR: off when unset; BACKUP_KEEP, default 7): at 03:00
   * server time, as `npm run backup` takes them. With several processes, set it on one.
   */
  backup: { dir: string | undefined; keep: number };
  imports: {
    /**
     * Where uploaded files wait for their import (IMPORT_DIR; default: `imports/` beside the SQLite file, or
     * ./data/imports on PostgreSQL). Several processes behind one proxy must share it.
     */
    dir: string;
    /** Largest file accepted, bytes (IMPORT_MAX_MB, default 4096). */
    maxBytes: number;
    /** Free space an upload must leave on the import folder's disk, bytes (IMPORT_DISK_MARGIN_MB, 1024). */
    diskMarginBytes: number;
  };
  forecast: {
    provider: ForecastProvider;
    openWeatherApiKey: string | undefined;
    openMeteoBaseUrl: string;
    openWeatherBaseUrl: string;
    timeoutMs: number;
  };
  geocoding: {
    provider: GeocodingProvider;
    googleApiKey: string | undefined;
    nominatimBaseUrl: string;
    googleBaseUrl: string;
    timeoutMs: number;
  };
  /** Forwarding to the weather networks: each service's base address (a test or a mirror stands in). */
  forwarding: {
    /** FORWARDING_ENABLED (default true): false stops this process's delivery worker (readings are still queued). */
    enabled: boolean;
    wunderground: string;
    pwsweather: string;
    windy: string;
    awekas: string;
    wow: string;
    openweathermap: string;
    /** CWOP_SERVER: host:port of the APRS-IS server. */
    cwop: string;
    /** MQTT_URL, e.g. mqtt://127.0.0.1:1883; undefined: no MQTT. */
    mqttUrl: string | undefined;
  };
  /** Owner alerts. */
  alerts: {
    /** ALERTS_ENABLED (default true): false stops this process's alert worker (e.g. on a second process). */
    enabled: boolean;
    /** SMTP_URL, e.g. smtps://user:password@mail.example.org:465; undefined: no e-mail (webhooks only). */
    smtpUrl: string | undefined;
    /** ALERT_FROM: the sender of alert e-mails. */
    from: string;
    /**
     * ALERT_WEBHOOK_ALLOW_PRIVATE (default false): webhooks may reach loopback, private and link-local
     * addresses (a receiver on the owner's own network); off, such an address is refused.
     */
    webhookAllowPrivate: boolean;
  };
}

export type Env = Record<string, string | undefined>;

/** Thrown by {@link loadConfig}; `problems` lists one line per bad variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses the environment into a frozen {@link Config}; throws one {@link ConfigError} naming every bad variable. */
export function loadConfig(env: Env): Readonly<Config> {
  const problems: string[] = [];
  // An empty variable means "unset": a blank line in a .env file must not become an empty secret.
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const url = (name: string, fallback: string): string => {
    const raw = get(name) ?? fallback;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
    } catch {
      problems.push(`${name} must be an http:// or https:// URL, got "${raw}"`);
    }
    return raw.replace(/\/+$/, '');
  };

  const port = integer('PORT', 3000, 0, 65535);
  const host = get('HOST') ?? '127.0.0.1';
  const publicUrl = get('PUBLIC_URL') === undefined ? undefined : url('PUBLIC_URL', '');
  let trustProxy: TrustProxy = false;
  const rawTrustProxy = get('TRUST_PROXY');
  if (rawTrustProxy !== undefined) {
    const parsed = parseTrustProxy(rawTrustProxy);
    if (parsed === undefined) {
      problems.push(
        'TRUST_PROXY must be true, false, a number of proxies (e.g. 1) or a comma-separated list of ' +
          `addresses and CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8; also loopback, linklocal, uniquelocal), got "${rawTrustProxy}"`,
      );
    } else trustProxy = parsed;
  }

  let database: DatabaseConfig = { dialect: 'sqlite', filename: './data/meteodeck.db' };
  const databaseUrl = get('DATABASE_URL');
  if (databaseUrl !== undefined) {
    if (databaseUrl.startsWith('sqlite:')) {
      const filename = databaseUrl.slice('sqlite:'.length);
      if (filename === '')
        problems.push('DATABASE_URL must name a file after "sqlite:", e.g. sqlite:./data/meteodeck.db');
      else database = { dialect: 'sqlite', filename };
    } else if (/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
      database = { dialect: 'postgres', connectionString: databaseUrl };
    } else {
      problems.push('DATABASE_URL must start with sqlite: or postgres:// (or postgresql://)');
    }
  }

  const jwtSecret = get('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long (or unset, to generate one)');
  }

  let jwtTtlSeconds = 8 * 3600;
  const jwtTtl = get('JWT_TTL');
  if (jwtTtl !== undefined) {
    const match = /^(\d+)\s*([smhd])$/.exec(jwtTtl);
    const amount = Number(match?.[1]);
    const unit = TTL_UNITS[match?.[2] ?? ''];
    if (!match || unit === undefined || amount <= 0) {
      problems.push(`JWT_TTL must be a duration such as 30m, 8h or 1d, got "${jwtTtl}"`);
    } else {
      jwtTtlSeconds = amount * unit;
    }
  }

  const adminEmail = get('ADMIN_EMAIL');
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address, got "${adminEmail}"`);
  }
  // Never echo a password back, not even a bad one: the message ends up in logs.
  const adminPassword = get('ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 10) {
    problems.push('ADMIN_PASSWORD must be at least 10 characters long');
  }
  const defaultStationToken = get('DEFAULT_STATION_TOKEN');
  const metricsToken = get('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    problems.push('METRICS_TOKEN must be at least 16 characters long');
  }
  // Same rule as a token typed in the admin form: it travels in URLs (Ecowitt path, WU query string).
  if (defaultStationToken !== undefined && !STATION_API_TOKEN_PATTERN.test(defaultStationToken)) {
    problems.push(
      'DEFAULT_STATION_TOKEN must be 16 to 255 characters: letters, digits, ".", "_", "~" or "-"',
    );
  }

  let logLevel: LogLevel = 'info';
  const rawLogLevel = get('LOG_LEVEL');
  if (rawLogLevel !== undefined) {
    const found = LOG_LEVELS.find((level) => level === rawLogLevel.toLowerCase());
    if (found === undefined)
      problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLogLevel}"`);
    else logLevel = found;
  }

  const loginRateLimitPerMinute = integer('LOGIN_RATE_LIMIT_PER_MINUTE', 20, 1, 100_000);
  const backupKeep = integer('BACKUP_KEEP', 7, 1, 10_000);
  const limits = {
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 60_000, 1000, 3_600_000),
    headersTimeoutMs: integer('HEADERS_TIMEOUT_MS', 15_000, 500, 3_600_000),
    connectionTimeoutMs: integer('CONNECTION_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', 5000, 100, 3_600_000),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    sqliteLockWaitMs: integer('SQLITE_LOCK_WAIT_MS', 10_000, 10, 600_000),
    liveStreamsPerClient: integer('LIVE_STREAMS_PER_CLIENT', 10, 1, 100_000),
    liveStreamsTotal: integer('LIVE_STREAMS_TOTAL', 500, 1, 1_000_000),
    forecastPerMinute: integer('FORECAST_RATE_LIMIT_PER_MINUTE', 30, 1, 100_000),
    geocodingPerMinute: integer('GEOCODING_RATE_LIMIT_PER_MINUTE', 10, 1, 100_000),
  };
  // Node refuses a headers timeout longer than the whole request's.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    problems.push('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  }
  const timeoutMs = integer('UPSTREAM_TIMEOUT_MS', 5000, 1, 120_000);
  const importMaxMb = integer('IMPORT_MAX_MB', 4096, 1, 1_048_576);
  const importMarginMb = integer('IMPORT_DISK_MARGIN_MB', 1024, 0, 1_073_741_824);
  // Files of the data folder: generated passwords, imports waiting; beside the SQLite file when there is one.
  const dataDir =
    database.dialect === 'sqlite' && database.filename !== ':memory:' ? dirname(database.filename) : './data';

  const openWeatherApiKey = get('OPENWEATHER_API_KEY');
  let forecastProvider: ForecastProvider = openWeatherApiKey === undefined ? 'open-meteo' : 'openweathermap';
  const rawForecast = get('FORECAST_PROVIDER');
  if (rawForecast === 'open-meteo' || rawForecast === 'openweathermap') forecastProvider = rawForecast;
  else if (rawForecast !== undefined) {
    problems.push(`FORECAST_PROVIDER must be open-meteo or openweathermap, got "${rawForecast}"`);
  }
  if (forecastProvider === 'openweathermap' && openWeatherApiKey === undefined) {
    problems.push('FORECAST_PROVIDER=openweathermap needs OPENWEATHER_API_KEY');
  }

  const googleApiKey = get('GOOGLE_MAPS_API_KEY');
  let geocodingProvider: GeocodingProvider = googleApiKey === undefined ? 'nominatim' : 'google';
  const rawGeocoding = get('GEOCODING_PROVIDER');
  if (rawGeocoding === 'nominatim' || rawGeocoding === 'google') geocodingProvider = rawGeocoding;
  else if (rawGeocoding !== undefined) {
    problems.push(`GEOCODING_PROVIDER must be nominatim or google, got "${rawGeocoding}"`);
  }
  if (geocodingProvider === 'google' && googleApiKey === undefined) {
    problems.push('GEOCODING_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
  }

  const config: Config = {
    port,
    host,
    publicUrl,
    trustProxy,
    database,
    jwtSecret,
    jwtTtlSeconds,
    adminEmail,
    adminPassword,
    defaultStationToken,
    logLevel,
    loginRateLimitPerMinute,
    webDistDir: get('WEB_DIST_DIR'),
    limits,
    adminPasswordFile: get('ADMIN_PASSWORD_FILE') ?? join(dataDir, 'admin-password.txt'),
    backup: { dir: get('BACKUP_DIR'), keep: backupKeep },
    metricsToken,
    imports: {
      dir: get('IMPORT_DIR') ?? join(dataDir, 'imports'),
      maxBytes: importMaxMb * 1024 * 1024,
      diskMarginBytes: importMarginMb * 1024 * 1024,
    },
    forecast: {
      provider: forecastProvider,
      openWeatherApiKey,
      openMeteoBaseUrl: url('OPEN_METEO_BASE_URL', 'https://api.open-meteo.com'),
      openWeatherBaseUrl: url('OPENWEATHER_BASE_URL', 'https://api.openweathermap.org'),
      timeoutMs,
    },
    geocoding: {
      provider: geocodingProvider,
      googleApiKey,
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
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(config);
}

/** The names proxy-addr (Fastify's parser of trustProxy lists) knows for address ranges. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY as Fastify's `trustProxy` takes it: `true`/`false`, a hop count, or a comma-separated
 * list of addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the names loopback, linklocal,
 * uniquelocal. Undefined for anything else, so a typo never silently trusts every client's claim.
 */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const lower = raw.trim().toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    return hops <= 100 ? hops : undefined;
  }
  const entries = lower.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (TRUST_PROXY_NAMES.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return undefined;
    if (prefix === undefined) continue;
    const bits = Number(prefix);
    const maxBits = version === 4 ? 32 : 128;
    // An IPv4 range may also be written with a netmask (10.0.0.0/255.0.0.0), as proxy-addr allows.
    const netmask = version === 4 && isIP(prefix) === 4;
    if (!netmask && (!/^\d{1,3}$/.test(prefix) || bits > maxBits)) return undefined;
  }
  return entries;
}

function deepFreeze<T extends object>(value: T): Readonly<T> {
  for (const child of Object.values(value)) {
    if (child !== null && typeof child === 'object') deepFreeze(child);
  }
  return Object.freeze(value);
}
