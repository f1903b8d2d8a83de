import { ApiErrorList, IdParams } from '@meteodeck/contract';
import { type TSchema, Type } from 'typebox';
import { requireAdmin } from './auth/index.ts';

/**
 * Route options of the back-office writes (POST `/api/x`, PUT and DELETE `/api/x/{id}`, admin-only, spec §6).
 * They return plain options rather than registering the routes so that each route file still declares its
 * handler next to `app.post(...)`: the schemas are concrete there, and the TypeBox type provider infers
 * `request.body`, `request.params` and the reply from them (a generic route helper would lose that).
 */

/** Every error an admin write can answer, each as the spec's `[{ message, propertyPath? }]` list. */
export const adminWriteErrors = {
  400: ApiErrorList,
  401: ApiErrorList,
  403: ApiErrorList,
  404: ApiErrorList,
  409: ApiErrorList,
};

interface WriteDoc {
  /** OpenAPI tag of the resource. */
  tag: string;
  /** OpenAPI summary of the route. */
  summary: string;
}

function adminOnly(doc: WriteDoc) {
  return { tags: [doc.tag], summary: doc.summary, security: [{ bearerAuth: [] }] };
}

/** POST: `body` in, 201 with `answer`. */
export function adminCreateOptions<Body extends TSchema, Answer extends TSchema>(
  doc: WriteDoc & { body: Body; answer: Answer },
) {
  return {
    onRequest: requireAdmin,
    schema: { ...adminOnly(doc), body: doc.body, response: { 201: doc.answer, ...adminWriteErrors } },
  };
}

/** PUT `/{id}`: `body` in, 200 with `answer`. */
export function adminUpdateOptions<Body extends TSchema, Answer extends TSchema>(
  doc: WriteDoc & { body: Body; answer: Answer },
) {
  return {
    onRequest: requireAdmin,
    schema: {
      ...adminOnly(doc),
      params: IdParams,
      body: doc.body,
      response: { 200: doc.answer, ...adminWriteErrors },
    },
  };
}

/** DELETE `/{id}`: 204 without a body. */
export function adminDeleteOptions(doc: WriteDoc) {
  return {
    onRequest: requireAdmin,
    schema: { ...adminOnly(doc), params: IdParams, response: { 204: Type.Null(), ...adminWriteErrors } },
  };
}
