import { vi } from 'vitest';

/** One request the app sent, as the fake API saw it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON answer with the given status. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch (the process edge: the real server runs elsewhere) with routes keyed by
 * "METHOD /path". Unknown routes answer 404 with the API's error list, so a test never hangs on a call it
 * did not plan for. Returns the requests received, in order.
 */
export function stubApi(routes: Record<string, FakeHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (handler === undefined)
      return json([{ message: `No fake route for ${request.method} ${url.pathname}` }], 404);
    return handler(request);
  });
  return requests;
}

/** A JWT-shaped token (unsigned: the web app never checks signatures) with the given claims. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Epoch seconds `offsetSeconds` from the real now, for `exp` claims. */
export function secondsFromNow(offsetSeconds: number): number {
  return Math.floor(Date.now() / 1000) + offsetSeconds;
}

/** A token for a user with the given role that expires in an hour. */
export function tokenFor(role: 'ROLE_ADMIN' | 'ROLE_EDITOR', email = 'someone@example.org'): string {
  return makeToken({ email, roles: [role], exp: secondsFromNow(3600) });
}
