import type { Role, TokenClaims } from '@meteodeck/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.ts';

/** Who is calling, as read from a valid token. */
export interface AuthUser {
  id: number;
  email: string;
  roles: Role[];
}

/** What a token says of its user: who, and the token version it was signed with (users.token_version). */
export interface TokenUser extends AuthUser {
  tokenVersion: number;
}

export interface TokenService {
  /** Signs a token for `user` (its version as claim `ver`), valid `ttlSeconds` from the clock's now. */
  sign(user: TokenUser): Promise<string>;
  /**
   * The user of a valid token, or undefined for a bad signature, an expired or malformed token, or one
   * without `exp`, `iat` or `sub` (signed with the secret but not by sign(): it would never expire). A token
   * without `ver` (signed before versions existed) has version 0, every account's first.
   */
  verify(token: string): Promise<TokenUser | undefined>;
}

const ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_EDITOR'];
const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);

/**
 * HS256 tokens carrying `sub` (user id), `email`, `roles` and `exp` (seconds), as the spec's client decodes
 * them, and `ver`, the user's token version, which the auth plugin compares with the account's. Expiry is checked against the injected clock, so tests can move time.
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
      const claims: Omit<TokenClaims, 'exp'> & { ver: number } = {
        email: user.email,
        roles: user.roles,
        ver: user.tokenVersion,
      };
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
          // A token without an expiry would never stop working: only what sign() makes is taken.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const id = Number(payload.sub);
        const roles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
        const version = payload.ver ?? 0;
        if (!Number.isInteger(id) || typeof payload.email !== 'string' || typeof version !== 'number') {
          return undefined;
        }
        return { id, email: payload.email, roles, tokenVersion: version };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
