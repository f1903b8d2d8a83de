import type { Role, TokenClaims } from '@meteodeck/contract';

const KNOWN_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_EDITOR'];

/** What the web app knows about the visitor, derived from the stored token (spec §3 "User session"). */
export interface Session {
  connected: boolean;
  roles: Role[];
  email: string | null;
  /** Expiry in seconds since the epoch, as in the JWT; null when there is no valid token. */
  exp: number | null;
}

export const ANONYMOUS_SESSION: Session = { connected: false, roles: [], email: null, exp: null };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = window.atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (KNOWN_ROLES as readonly string[]).includes(value);
}

/**
 * Reads the claims of a JWT without checking its signature: the server checks it on every request, the
 * client only needs the roles and expiry to shape the interface. Returns null for anything that is not a
 * three-part token with a JSON payload holding a numeric `exp`.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  const payloadSegment = parts[1];
  if (parts.length !== 3 || payloadSegment === undefined) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(payloadSegment));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const exp: unknown = Reflect.get(payload, 'exp');
  const email: unknown = Reflect.get(payload, 'email');
  const roles: unknown = Reflect.get(payload, 'roles');
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return {
    exp,
    email: typeof email === 'string' ? email : '',
    // Unknown roles are dropped rather than trusted: the guards only know these two.
    roles: Array.isArray(roles) ? roles.filter(isRole) : [],
  };
}

/**
 * The session a token gives at `nowMs` (epoch milliseconds): connected only while `exp` is in the future.
 * A missing, malformed or expired token gives the anonymous session.
 */
export function sessionFromToken(token: string | null, nowMs: number): Session {
  if (token === null) return ANONYMOUS_SESSION;
  const claims = decodeTokenClaims(token);
  if (claims === null || claims.exp * 1000 <= nowMs) return ANONYMOUS_SESSION;
  return { connected: true, roles: claims.roles, email: claims.email, exp: claims.exp };
}

/** True when the session may use the admin-only pages (user, weather station and unit create/edit). */
export function isAdmin(session: Session): boolean {
  return session.connected && session.roles.includes('ROLE_ADMIN');
}
