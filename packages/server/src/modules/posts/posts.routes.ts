import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, IdParams, ListQuery, Post, PostBody, PostList } from '@meteodeck/contract';
import { Type } from 'typebox';
import { requireUser } from '../auth/index.ts';
import type { PostsService } from './posts.service.ts';

const errors = { 400: ApiErrorList, 401: ApiErrorList, 404: ApiErrorList };

/** News: GET /api/post[/{id}] public; POST, PUT and DELETE for any logged-in user (spec §6). */
export function postsRoutes(deps: { posts: PostsService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/post',
      {
        schema: {
          tags: ['post'],
          summary: 'List news',
          querystring: ListQuery,
          response: { 200: PostList, 400: ApiErrorList },
        },
      },
      async (request) => deps.posts.list(request.query),
    );
    app.get(
      '/api/post/:id',
      {
        schema: {
          tags: ['post'],
          summary: 'One news post',
          params: IdParams,
          response: { 200: Post, 400: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request) => deps.posts.get(request.params.id),
    );
    app.post(
      '/api/post',
      {
        onRequest: requireUser,
        schema: {
          tags: ['post'],
          summary: 'Create a news post',
          security: [{ bearerAuth: [] }],
          body: PostBody,
          response: { 201: Post, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await deps.posts.create(request.body)),
    );
    app.put(
      '/api/post/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['post'],
          summary: 'Update a news post',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          body: PostBody,
          response: { 200: Post, ...errors },
        },
      },
      async (request) => deps.posts.update(request.params.id, request.body),
    );
    app.delete(
      '/api/post/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['post'],
          summary: 'Delete a news post',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.posts.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
