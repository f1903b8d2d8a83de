/**
 * 'Mon compte' (issue 19): a logged-in user changes their own name, e-mail and password. The current
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
import { conflict, invalid, invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { TokenService } from '../auth/token.service.ts';
import type { UsersRepository } from './users.repository.ts';
import { toUserResponse } from './users.service.ts';

export function createAccountService(deps: {
  users: UsersRepository;
  tokens: Pick<TokenService, 'sign'>;
  clock: Clock;
}) {
  const me = async (id: number) => {
    const user = await deps.users.findById(id);
    if (user === undefined) throw notFound('Utilisateur introuvable');
    return user;
  };
  return {
    /** Applies `body` to user `userId`'s own account; 400, 409 or 404 in the spec's format. */
    async update(userId: number, body: AccountBody): Promise<AccountAnswer> {
      const user = await me(userId);
      const checked = checkUserBody({ ...body, roles: user.roles }, 'update');
      if (!checked.ok) throw invalidAll(checked.problems);
      if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
        throw invalid(ACCOUNT_MESSAGES.wrongPassword, 'currentPassword');
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
