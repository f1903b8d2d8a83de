/**
 * 'Mon compte' (issue 19): PUT /api/me for any logged-in user, on their own account only (GET /api/me is
 * in users.routes.ts).
 * The current password is required for any change; a new password revokes the user's other tokens and
 * the answer carries a new one for this session.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCOUNT_MESSAGES,
  AccountAnswer,
  AccountBody,
  ApiErrorList,
  checkUserBody,
  USER_MESSAGES,
} from '@meteodeck/contract';
import { conflict, invalid, invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { TokenService } from '../auth/token.service.ts';
import type { UsersRepository } from './users.repository.ts';
import { toUserResponse } from './users.service.ts';

const errors = { 400: ApiErrorList, 401: ApiErrorList, 404: ApiErrorList, 409: ApiErrorList };
const doc = (summary: string) => ({ tags: ['user'], summary, security: [{ bearerAuth: [] }] });

export function accountRoutes(deps: {
  users: UsersRepository;
  tokens: Pick<TokenService, 'sign'>;
  clock: Clock;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    const me = async (id: number) => {
      const user = await deps.users.findById(id);
      if (user === undefined) throw notFound('Utilisateur introuvable');
      return user;
    };
    app.put(
      '/api/me',
      {
        onRequest: requireUser,
        schema: {
          ...doc('Change your own name, e-mail and password (current password required)'),
          body: AccountBody,
          response: { 200: AccountAnswer, ...errors },
        },
      },
      async (request) => {
        const user = await me(currentUser(request).id);
        const body = request.body;
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
    );
  };
}
