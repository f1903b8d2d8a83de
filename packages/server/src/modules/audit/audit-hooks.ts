/**
 * The audit trail of the back office's writes, kept in one place rather than in every route: a
 * table of the audited routes (method and URL pattern → kind, action, target and how to read the entity
 * before the change), and two hooks. Before the handler, the entity as it is; once the handler answered
 * with a success, the entry with the answer as `after`. Only a logged-in user's writes are audited (a
 * visitor's contact form and a console's upload are not back-office writes). Writes with a transaction of
 * their own (the reading editor, flags, quality settings) record their entry inside it instead.
 */
import type { AuditKind } from '@meteodeck/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { recordAudit } from './audit.ts';

type Params = Record<string, string | number>;

export interface AuditedRoute {
  kind: AuditKind;
  action: string;
  /** What the entry names as changed, from the path's parameters and the answer. */
  target: (params: Params, after: unknown) => string;
  /** The entity before the change (absent for a creation); undefined when it cannot be read. */
  before?: (params: Params) => Promise<unknown>;
  /** What the entry keeps of the answer, when not the answer itself (the alerts' thresholds with units). */
  after?: (params: Params, answer: unknown) => Promise<unknown>;
}

/** `METHOD /url/:pattern` of a route, as the table keys it. */
const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/** Registers the hooks for `routes` (keyed `METHOD /api/...` with Fastify's URL pattern). */
export function registerAuditHooks(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock; routes: Readonly<Record<string, AuditedRoute>> },
): void {
  const before = new WeakMap<FastifyRequest, unknown>();

  async function readBefore(request: FastifyRequest): Promise<void> {
    const route = deps.routes[routeKey(request)];
    if (route?.before === undefined || request.user === undefined) return;
    try {
      before.set(request, await route.before(request.params as Params));
    } catch {
      // The handler answers the missing entity (404) itself; nothing is recorded then.
    }
  }

  async function recordAfter(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    const route = deps.routes[routeKey(request)];
    const user = request.user;
    if (route === undefined || user === undefined || reply.statusCode >= 300) return payload;
    let after: unknown = null;
    if (route.action !== 'delete' && typeof payload === 'string' && payload !== '') {
      try {
        after = JSON.parse(payload);
      } catch {
        after = null;
      }
    }
    if (route.after !== undefined && after !== null)
      after = await route.after(request.params as Params, after);
    // A password sent in the body is never in the answer: the entry says that it changed, not what to.
    const body = request.body;
    if (
      typeof after === 'object' &&
      after !== null &&
      typeof body === 'object' &&
      body !== null &&
      'password' in body &&
      typeof body.password === 'string' &&
      body.password !== ''
    ) {
      after = { ...after, password: body.password };
    }
    await recordAudit(
      deps.db,
      {
        actor: { id: user.id, email: user.email },
        kind: route.kind,
        action: route.action,
        target: route.target(request.params as Params, after),
        before: before.get(request) ?? null,
        after,
      },
      deps.clock.now(),
    );
    return payload;
  }

  // The hooks go on the audited routes only: every other request (a visitor's, a console's) passes by
  // without two more async steps.
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    if (!methods.some((method) => deps.routes[`${method} ${options.url}`] !== undefined)) return;
    options.preHandler = [...hooksOf(options.preHandler), readBefore];
    options.onSend = [...hooksOf(options.onSend), recordAfter];
  });
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** The id in the answer of a creation, or '?'. */
export function createdId(after: unknown): string {
  return typeof after === 'object' && after !== null && 'id' in after ? String(after.id) : '?';
}
