import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, IdParams, ListQuery, User, UserBody, UserList } from '@meteodeck/contract';
import {
  adminCreateOptions,
  adminDeleteOptions,
  adminUpdateOptions,
  adminWriteErrors,
} from '../admin-write-options.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import type { UsersService } from './users.service.ts';

/**
 * GET /api/me: the caller's own account (any logged-in user).
 * GET /api/user: every account; admin-only, because it lists other people's e-mail addresses.
 * GET, POST, PUT, DELETE /api/user[/{id}]: admin-only (spec §6), so an editor can never change a role.
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
        // Any logged-in user reads the team (DESIGN §7); only admins change it.
        onRequest: requireUser,
        schema: {
          tags: ['user'],
          summary: 'List users',
          security: [{ bearerAuth: [] }],
          querystring: ListQuery,
          response: { 200: UserList, 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList },
        },
      },
      async (request) => deps.users.list(request.query),
    );

    app.get(
      '/api/user/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['user'],
          summary: 'One user',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 200: User, ...adminWriteErrors },
        },
      },
      async (request) => deps.users.get(request.params.id),
    );

    app.post(
      '/api/user',
      adminCreateOptions({ tag: 'user', summary: 'Create a user (admin)', body: UserBody, answer: User }),
      async (request, reply) => reply.status(201).send(await deps.users.create(request.body)),
    );

    app.put(
      '/api/user/:id',
      adminUpdateOptions({
        tag: 'user',
        summary: 'Update a user; an empty password keeps the current one (admin)',
        body: UserBody,
        answer: User,
      }),
      async (request) => deps.users.update(request.params.id, request.body),
    );

    app.delete(
      '/api/user/:id',
      adminDeleteOptions({
        tag: 'user',
        summary: 'Delete a user, never yourself nor the last admin (admin)',
      }),
      async (request, reply) => {
        await deps.users.remove(request.params.id, currentUser(request).id);
        return reply.status(204).send(null);
      },
    );
  };
}
