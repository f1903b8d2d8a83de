/**
 * The HTTP frame every request passes through, before any route: Fastify with its limits and deadlines
 * (body size, slow senders, idle sockets), the proxy it trusts, request ids, strict validation reporting
 * every problem, the error format, security headers, compression, the database-backed rate-limit store
 * and the API documentation.
 */
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  LogController,
} from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { StorageState } from './db/db-faults.ts';
import { loggerOptions, requestLogEntry } from './logger.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { clientKey } from './plugins/client-key.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createDatabaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { buildCachedSerializer } from './plugins/serializers.ts';
import { buildStrictBodyValidator } from './plugins/validators.ts';

/** Largest request body accepted by default (1 MiB); a route that needs more sets its own `bodyLimit`. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 no longer honours a bare hop count (it trusts nothing then),
 * so a count becomes the function proxy-addr used to build for it: the socket's peer and the next
 * `hops - 1` addresses of X-Forwarded-For are proxies, the one before them is the client.
 */
function fastifyTrustProxy(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

/** Whether `log` writes 'debug' lines. */
function debugEnabled(log: FastifyBaseLogger): boolean {
  return log.level === 'debug' || log.level === 'trace';
}

/** The router's own refusals as the spec's list, never repeating the path (it may hold a token). */
function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send([{ message: 'Adresse trop longue' }]);
  }
  return reply.status(400).send([{ message: 'Adresse invalide' }]);
}

/** The Fastify instance with its frame plugins registered; the app adds its modules' routes to it. */
export async function createHttpServer(
  config: Readonly<Config>,
  db: Kysely<Database>,
  clock: Clock,
  logger: FastifyBaseLogger | undefined,
  storage?: StorageState,
) {
  const app = Fastify({
    ...(logger === undefined
      ? { logger: loggerOptions(config.logLevel, process.stdout.isTTY === true) }
      : { loggerInstance: logger }),
    // One line per finished request only where it tells something (requestLogLevel), not two per request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a reverse proxy (TRUST_PROXY), request.ip is the visitor's address from X-Forwarded-For, as
    // the rate limits, the failed-login counts, the live-stream caps and the request log need.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Slow senders and idle sockets must not hold connections for ever: the whole request,
    // its headers, an idle socket and an idle keep-alive each have a deadline. Node checks the request
    // and headers deadlines every `connectionsCheckingInterval` (30 s by default): check every second.
    requestTimeout: config.limits.requestTimeoutMs,
    connectionTimeout: config.limits.connectionTimeoutMs,
    keepAliveTimeout: config.limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.limits.headersTimeoutMs),
    },
    // Keep a caller's (or proxy's) request id when it looks sane, so logs can be correlated end to end.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Report every validation problem at once, as the spec's forms show one message per field.
    // allowUnionTypes: numeric form fields are typed ['number', 'string', 'null'] (contract NumberField) so
    // that type coercion never turns a blank field into 0; without it Ajv's strict mode warns at compile.
    ajv: { customOptions: { allErrors: true, allowUnionTypes: true } },
    schemaController: {
      compilersFactory: { buildValidator: buildStrictBodyValidator, buildSerializer: buildCachedSerializer },
    },
    // A path parameter up to 300 characters reaches its route (a station token is at most 256, refused
    // there with 401); a longer one, or a path that is no URL, gets the spec's list with a fixed message:
    // Fastify's own answer repeats the path, and with it the token of an Ecowitt door's URL.
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply as FastifyReply),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    const { level, message } = requestLogEntry(request.routeOptions.url, reply.statusCode, elapsed);
    if (level !== 'debug' || debugEnabled(request.log)) {
      request.log[level](
        { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(elapsed) },
        message,
      );
    }
    done();
  });
  registerErrorHandler(app, storage);
  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  // Counters in the database: several processes on it count each client once (DESIGN §12).
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseRateLimitStore({
      db,
      clock,
      onError: (error) => app.log.error({ err: error }, 'deleting ended rate-limit windows failed'),
    }),
    // Per IPv4 address or IPv6 /64 (client-key.ts), as the login waits and the stream caps count.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: () => new AppError(429, [{ message: 'Trop de requêtes, réessayez plus tard' }]),
  });
  await registerApiDocs(app);
  return app;
}
