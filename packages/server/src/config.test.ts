import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.ts';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.listenBacklog).toBe(4096);
    expect(config.database).toEqual({ dialect: 'sqlite', filename: './data/meteodeck.db' });
    expect(config.jwtSecret).toBeUndefined();
    expect(config.jwtTtlSeconds).toBe(8 * 3600);
    expect(config.logLevel).toBe('info');
    expect(config.loginRateLimitPerMinute).toBe(20);
    expect(config.trustProxy).toBe(false);
    expect(config.forecast).toEqual({
      provider: 'open-meteo',
      openWeatherApiKey: undefined,
      openMeteoBaseUrl: 'https://api.open-meteo.com',
      openWeatherBaseUrl: 'https://api.openweathermap.org',
      timeoutMs: 5000,
    });
    expect(config.geocoding).toEqual({
      provider: 'nominatim',
      googleApiKey: undefined,
      nominatimBaseUrl: 'https://nominatim.openstreetmap.org',
      googleBaseUrl: 'https://maps.googleapis.com',
      timeoutMs: 5000,
    });
  });

  it('parses every variable it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      LISTEN_BACKLOG: '1024',
      DATABASE_URL: 'postgresql://meteo@db:5432/meteo',
      DATABASE_POOL_SIZE: '40',
      JWT_SECRET: 'x'.repeat(32),
      JWT_TTL: '30m',
      ADMIN_EMAIL: 'root@example.org',
      ADMIN_PASSWORD: 'long enough password',
      DEFAULT_STATION_TOKEN: 'station-secret-0123456789',
      LOG_LEVEL: 'DEBUG',
      OPENWEATHER_API_KEY: 'owm-key',
      GOOGLE_MAPS_API_KEY: 'g-key',
      OPEN_METEO_BASE_URL: 'http://127.0.0.1:9999/',
      UPSTREAM_TIMEOUT_MS: '1500',
      WEB_DIST_DIR: '/srv/site',
    });
    expect(config.port).toBe(8080);
    expect(config.listenBacklog).toBe(1024);
    expect(config.database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgresql://meteo@db:5432/meteo',
      poolSize: 40,
    });
    expect(config.jwtTtlSeconds).toBe(1800);
    expect(config.logLevel).toBe('debug');
    // A key switches the default provider; the trailing slash of a base URL is dropped.
    expect(config.forecast.provider).toBe('openweathermap');
    expect(config.forecast.openMeteoBaseUrl).toBe('http://127.0.0.1:9999');
    expect(config.geocoding.provider).toBe('google');
    expect(config.geocoding.timeoutMs).toBe(1500);
    expect(config.webDistDir).toBe('/srv/site');
  });

  it.each([
    ['1d', 86400],
    ['8h', 28800],
    ['45s', 45],
  ])('reads JWT_TTL=%s as %i seconds', (ttl, seconds) => {
    expect(loadConfig({ JWT_TTL: ttl }).jwtTtlSeconds).toBe(seconds);
  });

  it('reads sqlite: URLs as a file path and treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db', PORT: '  ', JWT_SECRET: '' });
    expect(config.database).toEqual({ dialect: 'sqlite', filename: '/tmp/x.db' });
    expect(config.port).toBe(3000);
    expect(config.jwtSecret).toBeUndefined();
  });

  it('holds 20 PostgreSQL connections unless told, and refuses a pool of one', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://meteo@db/meteo' }).database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://meteo@db/meteo',
      poolSize: 20,
    });
    const problems = problemsOf({ DATABASE_URL: 'postgres://meteo@db/meteo', DATABASE_POOL_SIZE: '1' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DATABASE_POOL_SIZE/);
  });

  it('names every bad variable in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      JWT_SECRET: 'short',
      JWT_TTL: 'forever',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'short',
      DEFAULT_STATION_TOKEN: 'has spaces in it, not url-safe',
      LOG_LEVEL: 'loud',
      FORECAST_PROVIDER: 'met-office',
      GEOCODING_PROVIDER: 'bing',
      NOMINATIM_BASE_URL: 'ftp://example.org',
      UPSTREAM_TIMEOUT_MS: '-1',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
      TRUST_PROXY: 'yes',
    });
    const named = [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'JWT_TTL',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'DEFAULT_STATION_TOKEN',
      'LOG_LEVEL',
      'FORECAST_PROVIDER',
      'GEOCODING_PROVIDER',
      'NOMINATIM_BASE_URL',
      'UPSTREAM_TIMEOUT_MS',
      'LOGIN_RATE_LIMIT_PER_MINUTE',
      'TRUST_PROXY',
    ];
    expect(problems).toHaveLength(named.length);
    for (const name of named) expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,fd00::/8', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']],
    ['::1', ['::1']],
    ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s as Fastify takes it', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each([
    'yes',
    '101',
    '-1',
    '127.0.0.1,',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8/8',
    'nginx.internal',
    '300.1.1.1',
  ])('refuses TRUST_PROXY=%s with a message naming the variable and the accepted forms', (raw) => {
    expect(parseTrustProxy(raw)).toBeUndefined();
    const problems = problemsOf({ TRUST_PROXY: raw });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY must be true, false, a number of proxies/);
    expect(problems[0]).toContain(`got "${raw}"`);
  });

  it('never echoes a bad admin password', () => {
    const problems = problemsOf({ ADMIN_PASSWORD: 'hunter2' });
    expect(problems).toEqual(['ADMIN_PASSWORD must be at least 10 characters long']);
  });

  it('requires an API key for a provider that needs one', () => {
    expect(problemsOf({ FORECAST_PROVIDER: 'openweathermap', GEOCODING_PROVIDER: 'google' })).toEqual([
      'FORECAST_PROVIDER=openweathermap needs OPENWEATHER_API_KEY',
      'GEOCODING_PROVIDER=google needs GOOGLE_MAPS_API_KEY',
    ]);
  });

  it('lets an explicit provider win over the key-based default', () => {
    const config = loadConfig({ OPENWEATHER_API_KEY: 'k', FORECAST_PROVIDER: 'open-meteo' });
    expect(config.forecast.provider).toBe('open-meteo');
  });

  it('returns a frozen configuration', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.forecast)).toBe(true);
    expect(Object.isFrozen(config.database)).toBe(true);
  });
});
