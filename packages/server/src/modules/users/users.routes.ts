import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, ListQuery, User, UserList } from '@meteodeck/contract';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

/**
 * GET /api/me: the caller's own account (any logged-in user).
 * GET /api/user: every account; admin-only, because it lists other people's e-mail addresses.
 */
export function usersRoutes(deps: { users: UsersService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/me',
      {
        onRequest: requireUser,
        schema: {
          tags: ['user'],
          summary: 'The logged-in user',
          security: [{ bearerAuth: [] }],
          response: { 200: User, 401: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request) => deps.users.get(currentUser(request).id),
    );

    app.get(
      '/api/user',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['user'],
          summary: 'List users (admin)',
          security: [{ bearerAuth: [] }],
          querystring: ListQuery,
          response: { 200: UserList, 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList },
        },
      },
      async (request) => deps.users.list(request.query),
    );
  };
}
