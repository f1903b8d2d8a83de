/** What the configuration is (config.ts reads it; config-read.ts reads its groups). */
export type DatabaseConfig =
  | { dialect: 'sqlite' /** File path, or `:memory:`. */; filename: string }
  | {
      dialect: 'postgres';
      connectionString: string;
      /** Most connections the process holds (DATABASE_POOL_SIZE); absent: DEFAULT_POOL_SIZE. */
      poolSize?: number;
    };

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
   * LISTEN_BACKLOG (default 4096, the kernel's usual ceiling): connections the kernel keeps waiting for the
   * process to accept. Node's own default is 511: a fleet of consoles, each opening a connection per
   * upload, fills that within a busy second, and every connection refused then costs its console a second
   * or more before its SYN is sent again.
   */
  listenBacklog: number;
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
