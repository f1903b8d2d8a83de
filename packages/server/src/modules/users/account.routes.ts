/**
 * 'Mon compte': PUT /api/me for any logged-in user, on their own account only (GET /api/me is
 * in users.routes.ts), and POST /api/logout, which ends every token of the caller's account.
 * The current password is required for any change; a new password revokes the user's other tokens and
 * the answer carries a new one for this session.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountAnswer, AccountBody, ApiErrorList } from '@meteodeck/contract';
import { Type } from 'typebox';
import { clientKey } from '../../plugins/client-key.ts';
import type { LoginRateLimit } from '../auth/index.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import type { AccountService } from './account.service.ts';

const errors = {
  400: ApiErrorList,
  401: ApiErrorList,
  404: ApiErrorList,
  409: ApiErrorList,
  429: ApiErrorList,
};
const doc = (summary: string) => ({ tags: ['user'], summary, security: [{ bearerAuth: [] }] });

/** Rate-limited per address as POST /api/login is; wrong current passwords make the client wait alike. */
export function accountRoutes(deps: {
  account: AccountService;
  rateLimit: LoginRateLimit;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.put(
      '/api/me',
      {
        onRequest: requireUser,
        config: { rateLimit: { max: deps.rateLimit.max, timeWindow: deps.rateLimit.windowMs } },
        schema: {
          ...doc('Change your own name, e-mail and password (current password required)'),
          body: AccountBody,
          response: { 200: AccountAnswer, ...errors },
        },
      },
      async (request) => {
        return deps.account.update(currentUser(request).id, request.body, clientKey(request.ip));
      },
    );

    app.post(
      '/api/logout',
      {
        onRequest: requireUser,
        schema: {
          ...doc('Log out on the server: every token of your account stops working, on every device'),
          response: { 204: Type.Null(), 401: ApiErrorList },
        },
      },
      async (request, reply) => {
        await deps.account.logout(currentUser(request).id);
        return reply.code(204).send(null);
      },
    );
  };
}
