import { tooManyRequests, unauthorized } from '../../app-error.ts';
import { normalizeEmail, type UsersRepository } from '../users/users.repository.ts';
import type { LoginAttemptStore } from './login-attempts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { TokenService } from './token.service.ts';

export interface LoginService {
  /**
   * Checks an e-mail/password pair and returns a signed token. A wrong password and an unknown e-mail give
   * the same 401 (same message, similar time), so the answer never tells which part was wrong. After too
   * many failures for one e-mail, answers 429 without checking the password.
   */
  login(email: string, password: string): Promise<{ token: string }>;
}

const BAD_CREDENTIALS = 'Identifiants invalides';

export function createLoginService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  attempts: LoginAttemptStore;
}): LoginService {
  // Verified against when the e-mail is unknown, so both failures cost one argon2 verification.
  const dummyHash = hashPassword('not-a-real-password-only-for-timing');
  return {
    async login(email, password) {
      const key = normalizeEmail(email);
      if (deps.attempts.isBlocked(key)) throw tooManyRequests();
      const user = await deps.users.findByEmail(key);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (user === undefined || !valid) {
        deps.attempts.recordFailure(key);
        throw unauthorized(BAD_CREDENTIALS);
      }
      deps.attempts.reset(key);
      return { token: await deps.tokens.sign({ id: user.id, email: user.email, roles: user.roles }) };
    },
  };
}
