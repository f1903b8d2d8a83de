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

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
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
