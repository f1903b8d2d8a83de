/**
 * GET requests to third-party services (forecast and geocoding providers). Every failure becomes a 502 with a
 * German message a station owner can act on (the messages are shown on the public home page), and no call can
 * hang: the timeout covers connecting, the headers and the body.
 */
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { type AppError, badGateway } from '../../app-error.ts';

/** The fetch function providers use; Node 20's global fetch by default, injectable for tests. */
export type FetchFn = typeof globalThis.fetch;

export interface UpstreamRequest {
  /** Name of the service in error messages, e.g. `Open-Meteo`. */
  provider: string;
  /** Full URL including the query. It may hold an API key, so it never appears in an error message. */
  url: URL;
  timeoutMs: number;
  headers?: Record<string, string>;
  fetch: FetchFn;
}

/**
 * Fetches `request.url` and returns its body parsed as JSON, not yet validated (`unknown`).
 * Throws a 502 AppError when the service does not answer within `timeoutMs` (whole exchange), cannot be
 * reached (refused connection, unknown host: fails at once, no retry), answers a non-2xx status (the
 * provider's own reason is quoted when its JSON error body has one), or answers something that is not JSON.
 */
export async function fetchUpstreamJson(request: UpstreamRequest): Promise<unknown> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await request.fetch(request.url, {
      headers: { accept: 'application/json', ...request.headers },
      signal,
    });
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (error) {
    throw transportFailure(request, error, signal.aborted);
  }
  const body = parseJson(text);
  if (!ok) {
    const reason = errorReason(body);
    throw badGateway(
      `${request.provider} hat die Anfrage abgelehnt (HTTP ${status}${reason === undefined ? '' : `: ${reason}`})`,
    );
  }
  if (body === undefined) {
    throw badGateway(`${request.provider} hat eine unlesbare Antwort geliefert (kein JSON)`);
  }
  return body;
}

/** A 502 for a payload that is JSON but not what the provider documents; `detail` says what is wrong. */
export function malformedPayload(provider: string, detail: string): AppError {
  return badGateway(`${provider} hat eine unerwartete Antwort geliefert (${detail})`);
}

/** A checker for a provider's documented payload, compiled once per schema. */
export interface PayloadParser<T extends TSchema> {
  /** Returns the payload typed by the schema, or throws {@link malformedPayload} naming the first bad field. */
  parse(provider: string, value: unknown): Static<T>;
}

/** Compiles `schema` into a {@link PayloadParser}; extra fields in payloads are allowed and ignored. */
export function payloadParser<T extends TSchema>(schema: T): PayloadParser<T> {
  const validator = Compile(schema);
  return {
    parse(provider, value) {
      if (validator.Check(value)) return value;
      const [first] = validator.Errors(value);
      const where = first === undefined || first.instancePath === '' ? 'Wurzel' : first.instancePath;
      throw malformedPayload(provider, `${where}: ${first?.message ?? 'ungültig'}`);
    },
  };
}

function transportFailure(request: UpstreamRequest, error: unknown, timedOut: boolean): AppError {
  if (timedOut || (error instanceof Error && error.name === 'TimeoutError')) {
    const seconds = String(Math.round(request.timeoutMs / 100) / 10).replace('.', ',');
    return badGateway(`${request.provider} hat nicht innerhalb von ${seconds} s geantwortet`);
  }
  // undici reports "fetch failed" and keeps the system error (ECONNREFUSED, ENOTFOUND…) as the cause.
  const code = systemErrorCode(error);
  return badGateway(`${request.provider} ist nicht erreichbar${code === undefined ? '' : ` (${code})`}`);
}

function systemErrorCode(error: unknown): string | undefined {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  if (typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string') {
    return cause.code;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The human-readable reason in a provider's error body: Open-Meteo `reason`, OpenWeatherMap `message`, Google `error_message`. */
function errorReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of ['reason', 'message', 'error_message']) {
    const value: unknown = Reflect.get(body, key);
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  return undefined;
}
