import { isApiErrorList } from 'virtual:answer-checks';
import { ApiError } from './api-error.ts';
import { clearToken, readToken } from './auth-token.ts';
import { reloadPage } from './page-reload.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, `application/octet-stream` (a chunk of a file); instead of `body`. */
  rawBody?: Blob;
  signal?: AbortSignal;
  /** Sent as Accept-Language instead of the page's language, for an answer worded for a given reader. */
  language?: string;
  /**
   * Whether a 401 answer ends the session (token removed, page reloaded: spec §4). Only the login call turns
   * it off: there a 401 means wrong credentials, and reloading would hide the message the visitor needs.
   */
  handleUnauthorized?: boolean;
}

/** How a call reaches the API: the browser's fetch, or the server's own when it renders a page (entry-server.tsx). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Routes every API call through `next` (the server's rendering answers them in-process); once, at start. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Spec §4: any 401 ends the session; the reload restarts the app as an anonymous visitor. */
function endSession(): void {
  clearToken();
  reloadPage();
}

/** Builds `/api/...?query`, leaving out undefined parameters. */
export function buildApiUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

function requestHeaders(contentType: string | undefined, pageLanguage?: string): Headers {
  // Every call asks for fresh data and carries the session (spec §7): station readings change every minute.
  const headers = new Headers({ Accept: 'application/json', 'Cache-Control': 'no-cache' });
  // The language of the page making the call (German public pages, the French back office): the server
  // answers a form's problems in it.
  const language = pageLanguage ?? (typeof document === 'undefined' ? '' : document.documentElement.lang);
  if (language !== '') headers.set('Accept-Language', language);
  if (contentType !== undefined) headers.set('Content-Type', contentType);
  const token = readToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const json = options.body !== undefined;
  const raw = options.rawBody;
  let response: Response;
  try {
    response = await transport(buildApiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: requestHeaders(
        raw !== undefined ? 'application/octet-stream' : json ? 'application/json' : undefined,
        options.language,
      ),
      body: raw ?? (json ? JSON.stringify(options.body) : null),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network', null, []);
  }
  if (response.status === 401 && (options.handleUnauthorized ?? true)) endSession();
  if (!response.ok) {
    const body = await readJson(response);
    throw new ApiError('http', response.status, isApiErrorList(body) ? body : []);
  }
  return response;
}

/** Whether an answer matches its contract schema: a check from `virtual:answer-checks`, e.g. `isCurrentData`. */
export type AnswerCheck<T> = (value: unknown) => value is T;

/**
 * Calls the API and returns the JSON answer checked against a contract schema. Throws {@link ApiError} on a
 * non-2xx answer (with the server's error list), on a body that `check` rejects, and when the server cannot
 * be reached.
 */
export async function apiRequest<T>(
  path: string,
  check: AnswerCheck<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(path, options);
  const body = await readJson(response);
  if (!check(body)) throw new ApiError('invalid-response', response.status, []);
  return body;
}

/** Calls the API for a file (an export): its body as a Blob. Throws like apiRequest. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  return response.blob();
}

/** Calls the API for an answer whose body the app does not use (deletes, saves). Throws like apiRequest. */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}
