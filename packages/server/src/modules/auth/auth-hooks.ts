/**
 * Authentication: reads `Authorization: Bearer <jwt>` on every request and sets `request.user`
 * (undefined when there is no token or it is invalid or expired; public routes then simply see an
 * anonymous caller).
 *
 * Protecting a route (the server enforces every rule; the web app's guards only mirror them):
 *
 *   app.get('/api/user', { onRequest: requireUser, schema }, handler);   // 401 when not logged in
 *   app.post('/api/user', { onRequest: requireAdmin, schema }, handler); // 401, or 403 without ROLE_ADMIN
 *
 * Handlers of protected routes read the caller with `currentUser(request)` (never undefined there), and
 * public routes that show more to admins use `isAdmin(request)`.
 */
import type { Role } from '@meteodeck/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../app-error.ts';
import type { AuthUser, TokenService } from './token.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a valid token, else undefined. Set by the auth plugin before any route hook. */
    user: AuthUser | undefined;
  }
}

/**
 * The token says who the caller is; the database says what they may do now. Reading the account on each
 * authenticated request (one primary-key lookup) makes a deleted account, a removed role or a changed
 * password (the account's token version moved past the token's) take effect at once instead of when the
 * token expires.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    tokens: TokenService;
    users: {
      findById(
        id: number,
      ): Promise<{ id: number; email: string; roles: Role[]; tokenVersion: number } | undefined>;
    };
  },
): void {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    // A visitor's or a console's request carries no token: nothing to wait for.
    if (request.headers.authorization === undefined) return done();
    identify(request).then(() => done(), done);
  });

  async function identify(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
    const claimed = match?.[1] === undefined ? undefined : await deps.tokens.verify(match[1]);
    const account = claimed === undefined ? undefined : await deps.users.findById(claimed.id);
    // A password or role change moved the account's version: tokens signed before no longer count.
    const current = account !== undefined && account.tokenVersion === claimed?.tokenVersion;
    request.user =
      account === undefined || !current
        ? undefined
        : { id: account.id, email: account.email, roles: account.roles };
  }
}

/** Route hook: 401 unless the caller has a valid token. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.user === undefined) throw unauthorized();
}

/** Route hook: 401 unless logged in, 403 unless the caller has ROLE_ADMIN. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.user === undefined) throw unauthorized();
  if (!hasRole(request.user, 'ROLE_ADMIN')) throw forbidden();
}

export function hasRole(user: AuthUser | undefined, role: Role): boolean {
  return user?.roles.includes(role) ?? false;
}

/** True when the caller is logged in with ROLE_ADMIN. */
export function isAdmin(request: FastifyRequest): boolean {
  return hasRole(request.user, 'ROLE_ADMIN');
}

/** The caller on a route protected by requireUser/requireAdmin; throws 401 if used on an open route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (request.user === undefined) throw unauthorized();
  return request.user;
}
