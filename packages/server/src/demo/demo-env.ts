/**
 * The demo's configuration defaults: its own database file, a known admin password, and warnings-only logs
 * (two consoles upload every 16 s; request logs would push the banner with the logins off the screen).
 */
import type { Env } from '../config.ts';

export const DEMO_DATABASE_URL = 'sqlite:./data/demo.db';
export const DEMO_ADMIN_PASSWORD = 'demo-admin-password';

/** The environment with the demo's defaults for what is unset (blank counts as unset, as in loadConfig). */
export function demoEnv(env: Env): Env {
  const blank = (name: string) => (env[name]?.trim() ?? '') === '';
  return {
    ...env,
    ...(blank('DATABASE_URL') ? { DATABASE_URL: DEMO_DATABASE_URL } : {}),
    ...(blank('ADMIN_PASSWORD') ? { ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD } : {}),
    ...(blank('LOG_LEVEL') ? { LOG_LEVEL: 'warn' } : {}),
  };
}
