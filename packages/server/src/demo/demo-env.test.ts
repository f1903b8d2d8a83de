import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_DATABASE_URL, demoEnv } from './demo-env.ts';

describe('demo configuration', () => {
  it('uses its own SQLite file and a known admin password when they are unset or blank', () => {
    const config = loadConfig(demoEnv({ DATABASE_URL: '  ', PORT: '4000' }));
    expect(DEMO_DATABASE_URL).toBe('sqlite:./data/demo.db');
    expect(config.database).toEqual({ dialect: 'sqlite', filename: './data/demo.db' });
    expect(config.adminPassword).toBe(DEMO_ADMIN_PASSWORD);
    expect(config.port).toBe(4000);
    expect(config.logLevel).toBe('warn');
  });

  it('keeps what the operator set', () => {
    const config = loadConfig(
      demoEnv({
        DATABASE_URL: 'postgres://demo@db/meteodeck',
        ADMIN_PASSWORD: 'a-much-longer-secret',
        LOG_LEVEL: 'debug',
      }),
    );
    expect(config.logLevel).toBe('debug');
    expect(config.database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://demo@db/meteodeck',
      poolSize: 20,
    });
    expect(config.adminPassword).toBe('a-much-longer-secret');
  });
});
