/**
 * pino options: secrets never reach the log. Authorization headers and password fields are redacted, and
 * the request URL is logged with station credentials masked (the Weather Underground protocol sends
 * `PASSWORD=<apiToken>` in the query; Ecowitt puts the token in the path).
 */
import type { LoggerOptions } from 'pino';
import type { LogLevel } from './config.ts';

const SECRET_QUERY_PARAMS = /([?&](?:password|passkey|token|apitoken|api_token|key)=)[^&]*/gi;

/** Masks credentials in a request URL: secret query values and the token segment of Ecowitt's path. */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY_PARAMS, '$1[REDACTED]')
    .replace(/^(\/ingest\/ecowitt\/[^/?]+\/)[^/?]+/, '$1[REDACTED]');
}

/** A request slower than this is logged at 'warn' whatever its status, ms. */
export const SLOW_REQUEST_MS = 1000;

/** The console doors' routes: a refused upload is logged ('warn') so the owner sees a misconfigured console. */
const UPLOAD_ROUTES = new Set([
  '/weatherstation/updateweatherstation.php',
  '/ingest/ecowitt/:reference/:token',
  '/api/weatherData/:reference/readings',
]);

/**
 * What a finished request is logged as: a server error, a slow request and a refused upload always; any
 * other request only at 'debug' (a busy site's log is not two lines per visitor's call).
 */
export function requestLogEntry(
  route: string | undefined,
  statusCode: number,
  elapsedMs: number,
): { level: 'error' | 'warn' | 'debug'; message: string } {
  if (statusCode >= 500) return { level: 'error', message: 'request failed' };
  if (elapsedMs >= SLOW_REQUEST_MS) return { level: 'warn', message: 'slow request' };
  if (statusCode >= 400 && route !== undefined && UPLOAD_ROUTES.has(route)) {
    return { level: 'warn', message: 'upload refused' };
  }
  return { level: 'debug', message: 'request completed' };
}

/**
 * pino's options. `pretty` (stdout is a terminal) prints one readable line per event through pino-pretty
 * (in a worker thread); otherwise one JSON object per line, for journald, Docker or a log shipper.
 */
export function loggerOptions(level: LogLevel, pretty = false): LoggerOptions {
  return {
    level,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' },
          },
        }
      : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'PASSWORD',
        '*.password',
        '*.PASSWORD',
        '*.passwordConfirmation',
        'token',
        '*.token',
        '*.apiToken',
        // Forwarding targets' keys (request bodies of the back office, rows logged by mistake).
        'key',
        '*.key',
        'secret',
        '*.secret',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      // Fastify passes its request here; anything else logged under `req` is kept but for the masked URL.
      req(request: { method?: string; url?: string; ip?: string; headers?: unknown }) {
        return {
          method: request.method,
          url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
          remoteAddress: request.ip,
          headers: request.headers,
        };
      },
    },
  };
}
