/**
 * The app's own errors. Services throw these (never Fastify types); the error handler turns each into its
 * status and the spec's list `[{ message, propertyPath? }]`.
 */
import type { ApiErrorItem } from '@meteodeck/contract';

export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 502 | 507;

export class AppError extends Error {
  readonly statusCode: AppErrorStatus;
  readonly items: ApiErrorItem[];
  /** 429: seconds the client should wait (sent as `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  constructor(statusCode: AppErrorStatus, items: ApiErrorItem[], retryAfterSeconds?: number) {
    super(items.map((item) => item.message).join('; '));
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.items = items;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 400: one problem with the request, attached to a field when `propertyPath` is given. */
export function invalid(message: string, propertyPath?: string): AppError {
  return new AppError(400, [propertyPath === undefined ? { message } : { message, propertyPath }]);
}

/** 400 with several problems at once (the spec wants all of them, not the first). */
export function invalidAll(items: ApiErrorItem[]): AppError {
  return new AppError(400, items);
}

/** 401: no token, a bad token, or a failed login. */
export function unauthorized(message = 'Authentification requise'): AppError {
  return new AppError(401, [{ message }]);
}

/** 403: logged in, but the role does not allow this. */
export function forbidden(message = 'Accès refusé'): AppError {
  return new AppError(403, [{ message }]);
}

/** 404: unknown record. */
export function notFound(message: string): AppError {
  return new AppError(404, [{ message }]);
}

/** 409: duplicate value, record still in use, last admin… `propertyPath` names the field when there is one. */
export function conflict(message: string, propertyPath?: string): AppError {
  return new AppError(409, [propertyPath === undefined ? { message } : { message, propertyPath }]);
}

/** 502: a third-party service (forecast, geocoding) failed or timed out. */
export function badGateway(message: string): AppError {
  return new AppError(502, [{ message }]);
}

/** 429: too many attempts; try again later (after `retryAfterSeconds` when known). */
export function tooManyRequests(
  message = 'Trop de tentatives, réessayez plus tard',
  retryAfterSeconds?: number,
): AppError {
  return new AppError(429, [{ message }], retryAfterSeconds);
}

/** 507: the disk would be left with too little space (an import upload). */
export function insufficientStorage(message: string): AppError {
  return new AppError(507, [{ message }]);
}
