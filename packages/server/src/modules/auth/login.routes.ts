import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, LoginBody, LoginResponse } from '@meteodeck/contract';
import { clientKey } from '../../plugins/client-key.ts';
import type { LoginService } from './login.service.ts';

export interface LoginRateLimit {
  /** Requests per IP per window, successful or not. */
  max: number;
  windowMs: number;
}

/** POST /api/login: rate-limited per IP here; failures delay a client per e-mail in the service. */
export function loginRoutes(deps: {
  login: LoginService;
  rateLimit: LoginRateLimit;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/login',
      {
        config: { rateLimit: { max: deps.rateLimit.max, timeWindow: deps.rateLimit.windowMs } },
        schema: {
          tags: ['auth'],
          summary: 'Exchange an e-mail and password for a JWT',
          body: LoginBody,
          response: { 200: LoginResponse, 400: ApiErrorList, 401: ApiErrorList, 429: ApiErrorList },
        },
      },
      async (request) => deps.login.login(request.body.email, request.body.password, clientKey(request.ip)),
    );
  };
}
