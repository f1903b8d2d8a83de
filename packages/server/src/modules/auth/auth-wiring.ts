/**
 * The auth module wired: the tokens (signed with JWT_SECRET, or a secret generated once and kept in the
 * settings), the failed-login store, the login route, and the hook that reads every later request's user.
 * The accounts themselves are the users module's, handed in as `accounts` (auth stands below users).
 */
import { randomSecret } from '../../random-secret.ts';
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createSettingsRepository } from '../settings/index.ts';
import { registerAuth } from './auth-hooks.ts';
import { type LoginRateLimit, loginRoutes } from './login.routes.ts';
import { type AuthAccounts, createLoginService } from './login.service.ts';
import {
  createDatabaseLoginAttemptStore,
  DEFAULT_LOGIN_DELAYS,
  type LoginAttemptStore,
  type LoginDelayPolicy,
} from './login-attempts.ts';
import { createTokenService } from './token.service.ts';

export interface LoginLimits {
  perIp?: LoginRateLimit;
  perClient?: Partial<LoginDelayPolicy>;
}

export async function wireAuth(
  ctx: WireContext & {
    /** The accounts to log in and recognise (the users module's store). */
    accounts: AuthAccounts;
    /**
     * Default: config.loginRateLimitPerMinute requests per IP, and per (e-mail, client) growing waits after
     * repeated failures (DEFAULT_LOGIN_DELAYS).
     */
    loginLimits?: LoginLimits | undefined;
    /** Replaces the failed-login store (the database's `login_failures` by default). */
    loginAttempts?: LoginAttemptStore | undefined;
  },
) {
  const { config, db, clock, accounts } = ctx;
  const jwtSecret =
    config.jwtSecret ?? (await createSettingsRepository(db).getOrCreate('jwt_secret', randomSecret(48)));
  const tokens = createTokenService({ secret: jwtSecret, ttlSeconds: config.jwtTtlSeconds, clock });
  // Failed password checks, of a login or of 'Mon compte' (PUT /api/me), make a client wait alike.
  const attempts =
    ctx.loginAttempts ??
    createDatabaseLoginAttemptStore({
      db,
      clock,
      policy: { ...DEFAULT_LOGIN_DELAYS, ...ctx.loginLimits?.perClient },
    });
  const rateLimit = ctx.loginLimits?.perIp ?? { max: config.loginRateLimitPerMinute, windowMs: 60_000 };
  const login = createLoginService({ users: accounts, tokens, clock, attempts });
  return {
    tokens,
    attempts,
    /** Password checks per IP (the login's and 'Mon compte''s). */
    rateLimit,
    hooks(app) {
      registerAuth(app, { tokens, users: accounts });
    },
    async routes(app) {
      await app.register(loginRoutes({ login, rateLimit }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}

export type AuthWiring = Awaited<ReturnType<typeof wireAuth>>;
