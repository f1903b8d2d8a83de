import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  Contact,
  ContactBody,
  type ContactLanguage,
  ContactList,
  IdParams,
  ListQuery,
} from '@meteodeck/contract';
import { Type } from 'typebox';
import { requireAdmin, requireUser } from '../auth/index.ts';
import type { ContactsService } from './contacts.service.ts';

const errors = { 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList, 404: ApiErrorList };

/** Requests per IP per window on the public POST /api/contact. */
export interface ContactRateLimit {
  max: number;
  windowMs: number;
}

/**
 * The language of a new message's problems: French when the request prefers French (the back office's
 * 'Ajouter' form sends `Accept-Language: fr`, as every call of its pages does), German otherwise (the
 * public form, and any client that says nothing).
 */
export function contactLanguage(acceptLanguage: string | undefined): ContactLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'fr' || first.startsWith('fr-') || first.startsWith('fr;') ? 'fr' : 'de';
}

/**
 * Contact messages: POST /api/contact is the public form (no login, rate-limited per IP); reading the inbox
 * and editing a message need a login (spec §2 does not restrict contact create and edit); deleting one needs
 * ROLE_ADMIN. The back office's problems are French.
 */
export function contactsRoutes(deps: {
  contacts: ContactsService;
  rateLimit: ContactRateLimit;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: { rateLimit: { max: deps.rateLimit.max, timeWindow: deps.rateLimit.windowMs } },
        schema: {
          tags: ['contact'],
          summary: 'Send a message through the contact form (public, rate-limited)',
          body: ContactBody,
          response: { 201: Contact, 400: ApiErrorList, 429: ApiErrorList },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await deps.contacts.create(request.body, contactLanguage(request.headers['accept-language'])),
          ),
    );
    app.get(
      '/api/contact',
      {
        onRequest: requireUser,
        schema: {
          tags: ['contact'],
          summary: 'List contact messages',
          security: [{ bearerAuth: [] }],
          querystring: ListQuery,
          response: { 200: ContactList, 400: ApiErrorList, 401: ApiErrorList },
        },
      },
      async (request) => deps.contacts.list(request.query),
    );
    app.get(
      '/api/contact/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['contact'],
          summary: 'One contact message',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 200: Contact, ...errors },
        },
      },
      async (request) => deps.contacts.get(request.params.id),
    );
    app.put(
      '/api/contact/:id',
      {
        // Spec §2: editing a message is not restricted to admins (any logged-in user, as creating);
        // spec §6 only hides the list's Edit and Delete buttons from editors. Deleting stays admin-only.
        onRequest: requireUser,
        schema: {
          tags: ['contact'],
          summary: 'Update a contact message (any logged-in user)',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          body: ContactBody,
          response: { 200: Contact, ...errors },
        },
      },
      async (request) => deps.contacts.update(request.params.id, request.body),
    );
    app.delete(
      '/api/contact/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['contact'],
          summary: 'Delete a contact message (admin)',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.contacts.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
