/**
 * 'Mon compte': a logged-in user changes their own name, e-mail and password. The current
 * password is required for any change; a new password revokes the user's other tokens and the answer
 * carries a new one for this session.
 */
import {
  ACCOUNT_MESSAGES,
  type AccountAnswer,
  type AccountBody,
  checkUserBody,
  USER_MESSAGES,
} from '@meteodeck/contract';
import { conflict, invalid, invalidAll, notFound, tooManyRequests } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { hashPassword, type LoginAttemptStore, type TokenService, verifyPassword } from '../auth/index.ts';
import type { UsersRepository } from './users.repository.ts';
import { toUserResponse } from './users.service.ts';

export function createAccountService(deps: {
  users: UsersRepository;
  tokens: Pick<TokenService, 'sign'>;
  clock: Clock;
  /** The failed-login waits: a wrong current password counts as a failed login of the account. */
  attempts: LoginAttemptStore;
}) {
  const me = async (id: number) => {
    const user = await deps.users.findById(id);
    if (user === undefined) throw notFound('Utilisateur introuvable');
    return user;
  };
  return {
    /**
     * Logs user `userId` out on the server: every token issued to the account so far stops working, on
     * every device (the token version moves on), so a copied or stolen token dies with the logout.
     */
    async logout(userId: number): Promise<void> {
      await deps.users.revokeTokens(userId);
    },
    /**
     * Applies `body` to user `userId`'s own account; 400, 409 or 404 in the spec's format. The current
     * password is checked as a login is: `client` waits after repeated failures (429), so a stolen session
     * cannot guess the password at argon2's pace.
     */
    async update(userId: number, body: AccountBody, client: string): Promise<AccountAnswer> {
      const user = await me(userId);
      const checked = checkUserBody({ ...body, roles: user.roles }, 'update');
      if (!checked.ok) throw invalidAll(checked.problems);
      const blockedUntil = await deps.attempts.blockedUntil(user.email, client);
      if (blockedUntil !== undefined) {
        const seconds = Math.max(1, Math.ceil((blockedUntil - deps.clock.now()) / 1000));
        throw tooManyRequests(`Trop de tentatives, réessayez dans ${seconds} s`, seconds);
      }
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        await deps.attempts.recordFailure(user.email, client);
        throw invalid(ACCOUNT_MESSAGES.wrongPassword, 'currentPassword');
      }
      await deps.attempts.reset(user.email, client);
      const input = checked.value;
      const holder = await deps.users.findByEmail(input.email);
      if (holder !== undefined && holder.id !== user.id) throw conflict(USER_MESSAGES.emailTaken, 'email');
      const updated = await deps.users.update(user.id, {
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        roles: user.roles,
        passwordHash: input.password === undefined ? undefined : await hashPassword(input.password),
        updatedAt: deps.clock.now(),
        revokeTokens: input.password !== undefined,
      });
      if (updated === undefined) throw notFound('Utilisateur introuvable');
      const token = await deps.tokens.sign({
        id: updated.id,
        email: updated.email,
        roles: updated.roles,
        tokenVersion: updated.tokenVersion,
      });
      return { user: toUserResponse(updated), token };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
