/**
 * One error handler for the whole app: every non-2xx answer is the spec's list `[{ message, propertyPath? }]`.
 * - AppError (thrown by services): its status and items.
 * - Schema validation: 400 with every problem (Ajv runs with allErrors), each with its field.
 * - Unique-constraint violation from SQLite or PostgreSQL: 409 naming the field when it can be told.
 * - Text PostgreSQL cannot store (a NUL character): 400.
 * - Other Fastify 4xx (bad JSON, body too large, 429 from the rate limiter): their status and message.
 * - The database away (PostgreSQL restarting, a SQLite file locked or unreadable): 503 with `Retry-After`;
 *   the disk full: 507 (db/db-faults.ts). Neither is a bug: one warning line, no stack trace.
 * - Anything else: 500 with a generic message; the details go to the log with the request id only.
 */
import type { ApiErrorItem } from '@meteodeck/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, insufficientStorage, serviceUnavailable } from '../app-error.ts';
import { dbFaultOf, faultReason, type StorageState } from '../db/db-faults.ts';

interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** `/lat` → `lat`, `/roles/0` → `roles[0]`; a missing property names itself. */
function propertyPathOf(issue: AjvIssue): string | undefined {
  const segments = (issue.instancePath ?? '').split('/').filter((segment) => segment !== '');
  const missing = issue.params?.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  if (segments.length === 0) return undefined;
  return segments.reduce(
    (path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`,
    '',
  );
}

function validationItems(issues: readonly AjvIssue[]): ApiErrorItem[] {
  const items = issues.map((issue): ApiErrorItem => {
    const propertyPath = propertyPathOf(issue);
    let message = issue.message ?? 'Valeur invalide';
    if (issue.keyword === 'required') message = 'Ce champ est obligatoire';
    if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
      return { message: 'Champ inconnu', propertyPath: issue.params.additionalProperty };
    }
    return propertyPath === undefined ? { message } : { message, propertyPath };
  });
  // Unions report the same field once per branch; one line per field and message is enough.
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.propertyPath ?? ''}\u0000${item.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const snakeToCamel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The field of a unique violation: SQLite says `UNIQUE constraint failed: users.email`, pg gives `detail`. */
function uniqueViolationField(error: unknown): string | undefined | false {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const column = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1];
    return column === undefined ? undefined : snakeToCamel(column);
  }
  if (code === '23505') {
    const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
    const column = /^Key \((\w+)\)/.exec(detail)?.[1];
    return column === undefined ? undefined : snakeToCamel(column);
  }
  return false;
}

/**
 * PostgreSQL refuses text it cannot store (a NUL character, `%00` in a path or `\u0000` in JSON) with SQLSTATE
 * 22021 (character_not_in_repertoire) or 22P05 (untranslatable_character): the caller's input, not a fault.
 */
function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '22021' || error.code === '22P05';
}

export function registerErrorHandler(app: FastifyInstance, storage?: StorageState): void {
  app.setErrorHandler((caught: FastifyError | AppError | Error, request, reply) => {
    let error = caught;
    const fault = storage?.noted(caught) ?? dbFaultOf(caught);
    if (fault !== undefined) {
      request.log.warn({ reason: faultReason(caught), fault }, 'storage fault: request refused');
      error = fault === 'full' ? insufficientStorage() : serviceUnavailable();
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.items);
    }
    if ('validation' in error && Array.isArray(error.validation)) {
      return reply.status(400).send(validationItems(error.validation));
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send([{ message: 'Caractère non admis (caractère nul)' }]);
    }
    const field = uniqueViolationField(error);
    if (field !== false) {
      const message = 'Cette valeur est déjà utilisée';
      return reply.status(409).send(field === undefined ? [{ message }] : [{ message, propertyPath: field }]);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send([{ message: error.message }]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send([{ message: 'Erreur interne du serveur' }]);
  });
}

/** Sends the spec's 404 for an unknown API route. */
export function sendRouteNotFound(reply: import('fastify').FastifyReply, method: string, url: string) {
  return reply.status(404).send([{ message: `Route ${method} ${url.split('?')[0]} introuvable` }]);
}
