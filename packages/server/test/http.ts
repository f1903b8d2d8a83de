/**
 * The one way route tests send a request: `app.inject` with an optional Bearer token and JSON body.
 *
 *   const call = injector(() => t.app);                 // `t` is rebuilt by each test, hence the getter
 *   const created = await call('POST', '/api/post', token, { name: 'A', description: 'B' });
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request function bound to one app; see {@link injector}. */
export type Call = (
  method: HttpMethod,
  url: string,
  token?: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Sends `method url` to `app`, authorised by `token` when given, with `payload` as the JSON body when given. */
export function injectJson(
  app: FastifyInstance,
  method: HttpMethod,
  url: string,
  token?: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

/** {@link injectJson} bound to the app `appOf` returns at call time (each test builds its own app). */
export function injector(appOf: () => FastifyInstance): Call {
  return (method, url, token, payload) => injectJson(appOf(), method, url, token, payload);
}
