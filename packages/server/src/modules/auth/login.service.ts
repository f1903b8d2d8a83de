import { normalizeEmail } from '@meteodeck/contract';
import { tooManyRequests, unauthorized } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { LoginAttemptStore } from './login-attempts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { TokenService, TokenUser } from './token.service.ts';

/** An account as a login reads it: who, with what rights and token version, and its password's hash. */
export interface LoginAccount extends TokenUser {
  passwordHash: string;
}

/**
 * The accounts auth logs in (by e-mail) and recognises on each request with a token (by id: the account must
 * still exist, with the token's version). The users module's store, handed in by the composition root, so
 * that auth, below users, imports nothing of it.
 */
export interface AuthAccounts {
  findByEmail(email: string): Promise<LoginAccount | undefined>;
  findById(id: number): Promise<TokenUser | undefined>;
}

export interface LoginService {
  /**
   * Checks an e-mail/password pair sent from `client` (its address) and returns a signed token. A wrong
   * password and an unknown e-mail give the same 401 (same message, similar time), so the answer never
   * tells which part was wrong. While `client` waits after repeated failures on that e-mail (growing waits,
   * login-attempts.ts), answers 429 with the seconds left, without checking the password; other clients are
   * not concerned.
   */
  login(email: string, password: string, client: string): Promise<{ token: string }>;
}

const BAD_CREDENTIALS = 'Identifiants invalides';

export function createLoginService(deps: {
  users: Pick<AuthAccounts, 'findByEmail'>;
  tokens: TokenService;
  attempts: LoginAttemptStore;
  clock: Clock;
}): LoginService {
  // Verified against when the e-mail is unknown, so both failures cost one argon2 verification.
  const dummyHash = hashPassword('not-a-real-password-only-for-timing');
  return {
    async login(email, password, client) {
      const key = normalizeEmail(email);
      const blockedUntil = await deps.attempts.blockedUntil(key, client);
      if (blockedUntil !== undefined) {
        const seconds = Math.max(1, Math.ceil((blockedUntil - deps.clock.now()) / 1000));
        throw tooManyRequests(`Trop de tentatives, réessayez dans ${seconds} s`, seconds);
      }
      const user = await deps.users.findByEmail(key);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (user === undefined || !valid) {
        await deps.attempts.recordFailure(key, client);
        throw unauthorized(BAD_CREDENTIALS);
      }
      await deps.attempts.reset(key, client);
      return {
        token: await deps.tokens.sign({
          id: user.id,
          email: user.email,
          roles: user.roles,
          tokenVersion: user.tokenVersion,
        }),
      };
    },
  };
}
