import type { Role, TokenClaims } from '@meteodeck/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.ts';

/** Who is calling, as read from a valid token. */
export interface AuthUser {
  id: number;
  email: string;
  roles: Role[];
}

export interface TokenService {
  /** Signs a token for `user`, valid `ttlSeconds` from the clock's now. */
  sign(user: AuthUser): Promise<string>;
  /** The user of a valid token, or undefined for a bad signature, an expired or malformed token. */
  verify(token: string): Promise<AuthUser | undefined>;
}

const ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_EDITOR'];
const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);

/**
 * HS256 tokens carrying `sub` (user id), `email`, `roles` and `exp` (seconds), as the spec's client decodes
 * them. Expiry is checked against the injected clock, so tests can move time.
 */
export function createTokenService(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign(user) {
      const nowSeconds = Math.floor(options.clock.now() / 1000);
      const claims: Omit<TokenClaims, 'exp'> = { email: user.email, roles: user.roles };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(options.clock.now()),
        });
        const id = Number(payload.sub);
        const roles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
        if (!Number.isInteger(id) || typeof payload.email !== 'string') return undefined;
        return { id, email: payload.email, roles };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
