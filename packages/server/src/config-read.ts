/**
 * The readers of config.ts's variable groups: each reads its variables from the environment, falls back to
 * their defaults, and adds one line per bad variable to the reader's `problems`, which loadConfig throws
 * together. Called in loadConfig's order, so the problems come in the order of the variables' groups.
 */
import { isIP } from 'node:net';
import { STATION_API_TOKEN_PATTERN } from '@meteodeck/contract';
import type {
  Config,
  DatabaseConfig,
  Env,
  ForecastProvider,
  GeocodingProvider,
  LogLevel,
  TrustProxy,
} from './config-types.ts';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** The environment as the readers see it, and the problems they found. */
export interface EnvReader {
  readonly problems: string[];
  /** The trimmed value; an empty variable means "unset": a blank line in a .env file must not become an empty secret. */
  get(name: string): string | undefined;
  /** A whole number within [min, max]; `fallback` when unset or bad. */
  integer(name: string, fallback: number, min: number, max: number): number;
  /** An http(s) URL without its trailing slashes; `fallback` when unset. */
  url(name: string, fallback: string): string;
}

export function createEnvReader(env: Env): EnvReader {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    problems,
    get,
    integer(name, fallback, min, max) {
      const raw = get(name);
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < min || value > max) {
        problems.push(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
        return fallback;
      }
      return value;
    },
    url(name, fallback) {
      const raw = get(name) ?? fallback;
      try {
        const parsed = new URL(raw);
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
      } catch {
        problems.push(`${name} must be an http:// or https:// URL, got "${raw}"`);
      }
      return raw.replace(/\/+$/, '');
    },
  };
}

/** Connections waiting to be accepted, by default (Config.listenBacklog). */
export const DEFAULT_LISTEN_BACKLOG = 4096;

/** PORT, HOST, LISTEN_BACKLOG, PUBLIC_URL and TRUST_PROXY. */
export function readListening(
  read: EnvReader,
): Pick<Config, 'port' | 'host' | 'listenBacklog' | 'publicUrl' | 'trustProxy'> {
  const port = read.integer('PORT', 3000, 0, 65535);
  const host = read.get('HOST') ?? '127.0.0.1';
  const listenBacklog = read.integer('LISTEN_BACKLOG', DEFAULT_LISTEN_BACKLOG, 1, 65535);
  const publicUrl = read.get('PUBLIC_URL') === undefined ? undefined : read.url('PUBLIC_URL', '');
  let trustProxy: TrustProxy = false;
  const rawTrustProxy = read.get('TRUST_PROXY');
  if (rawTrustProxy !== undefined) {
    const parsed = parseTrustProxy(rawTrustProxy);
    if (parsed === undefined) {
      read.problems.push(
        'TRUST_PROXY must be true, false, a number of proxies (e.g. 1) or a comma-separated list of ' +
          `addresses and CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8; also loopback, linklocal, uniquelocal), got "${rawTrustProxy}"`,
      );
    } else trustProxy = parsed;
  }
  return { port, host, listenBacklog, publicUrl, trustProxy };
}

/**
 * PostgreSQL connections per process by default. Each console upload holds one for three round trips and
 * its commit; 20 let one process answer 10,000 consoles (625 uploads/s) on a 2-core machine sharing its
 * cores with the database, where 10 queued them for seconds (docs/SCALE.md).
 */
export const DEFAULT_POOL_SIZE = 20;

/**
 * DATABASE_URL: a SQLite file (./data/meteodeck.db by default) or a PostgreSQL database; DATABASE_POOL_SIZE:
 * PostgreSQL's connections per process.
 */
export function readDatabase(read: EnvReader): DatabaseConfig {
  const databaseUrl = read.get('DATABASE_URL');
  if (databaseUrl === undefined) return { dialect: 'sqlite', filename: './data/meteodeck.db' };
  if (databaseUrl.startsWith('sqlite:')) {
    const filename = databaseUrl.slice('sqlite:'.length);
    if (filename !== '') return { dialect: 'sqlite', filename };
    read.problems.push('DATABASE_URL must name a file after "sqlite:", e.g. sqlite:./data/meteodeck.db');
  } else if (/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    const poolSize = read.integer('DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 2, 500);
    return { dialect: 'postgres', connectionString: databaseUrl, poolSize };
  } else {
    read.problems.push('DATABASE_URL must start with sqlite: or postgres:// (or postgresql://)');
  }
  return { dialect: 'sqlite', filename: './data/meteodeck.db' };
}

/** The secrets and first accounts: JWT_SECRET, JWT_TTL, ADMIN_EMAIL, ADMIN_PASSWORD, METRICS_TOKEN, DEFAULT_STATION_TOKEN. */
export function readSecrets(
  read: EnvReader,
): Pick<
  Config,
  'jwtSecret' | 'jwtTtlSeconds' | 'adminEmail' | 'adminPassword' | 'defaultStationToken' | 'metricsToken'
> {
  const { problems, get } = read;
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
  return { jwtSecret, jwtTtlSeconds, adminEmail, adminPassword, defaultStationToken, metricsToken };
}

/** LOG_LEVEL, info by default. */
export function readLogLevel(read: EnvReader): LogLevel {
  const rawLogLevel = read.get('LOG_LEVEL');
  if (rawLogLevel === undefined) return 'info';
  const found = LOG_LEVELS.find((level) => level === rawLogLevel.toLowerCase());
  if (found !== undefined) return found;
  read.problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLogLevel}"`);
  return 'info';
}

/** The deadlines and limits of the HTTP server, the database and the live streams. */
export function readLimits(read: EnvReader): Config['limits'] {
  const { integer } = read;
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
    read.problems.push('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  }
  return limits;
}

/** FORECAST_PROVIDER and its key: OpenWeatherMap when OPENWEATHER_API_KEY is set, Open-Meteo otherwise. */
export function readForecastProvider(read: EnvReader): {
  provider: ForecastProvider;
  openWeatherApiKey: string | undefined;
} {
  const openWeatherApiKey = read.get('OPENWEATHER_API_KEY');
  let provider: ForecastProvider = openWeatherApiKey === undefined ? 'open-meteo' : 'openweathermap';
  const rawForecast = read.get('FORECAST_PROVIDER');
  if (rawForecast === 'open-meteo' || rawForecast === 'openweathermap') provider = rawForecast;
  else if (rawForecast !== undefined) {
    read.problems.push(`FORECAST_PROVIDER must be open-meteo or openweathermap, got "${rawForecast}"`);
  }
  if (provider === 'openweathermap' && openWeatherApiKey === undefined) {
    read.problems.push('FORECAST_PROVIDER=openweathermap needs OPENWEATHER_API_KEY');
  }
  return { provider, openWeatherApiKey };
}

/** GEOCODING_PROVIDER and its key: Google when GOOGLE_MAPS_API_KEY is set, Nominatim otherwise. */
export function readGeocodingProvider(read: EnvReader): {
  provider: GeocodingProvider;
  googleApiKey: string | undefined;
} {
  const googleApiKey = read.get('GOOGLE_MAPS_API_KEY');
  let provider: GeocodingProvider = googleApiKey === undefined ? 'nominatim' : 'google';
  const rawGeocoding = read.get('GEOCODING_PROVIDER');
  if (rawGeocoding === 'nominatim' || rawGeocoding === 'google') provider = rawGeocoding;
  else if (rawGeocoding !== undefined) {
    read.problems.push(`GEOCODING_PROVIDER must be nominatim or google, got "${rawGeocoding}"`);
  }
  if (provider === 'google' && googleApiKey === undefined) {
    read.problems.push('GEOCODING_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
  }
  return { provider, googleApiKey };
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
