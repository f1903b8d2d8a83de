/**
 * The per-client limit of a route that calls a third-party provider (forecast, geocoding): @fastify/rate-limit
 * counting only the requests that reach the provider. It runs once the query is validated (`preHandler`),
 * and a request the service answers from its cache is let through uncounted.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';

/**
 * Route `config.rateLimit` allowing `perMinute` provider calls per client; `isFree(query, request)` exempts
 * a request.
 */
export function upstreamRateLimit(
  perMinute: number,
  isFree: (query: unknown, request: FastifyRequest) => Promise<boolean>,
) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    allowList: (request: FastifyRequest) => isFree(request.query, request),
    // Public pages: the visitor reads German.
    errorResponseBuilder: () =>
      new AppError(429, [{ message: 'Zu viele Anfragen, bitte in einer Minute erneut versuchen' }], 60),
  };
}
