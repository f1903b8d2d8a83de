import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/fake-api.ts';
import { decodeTokenClaims, isAdmin, sessionFromToken } from './session-token.ts';

const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

describe('sessionFromToken', () => {
  it('connects with the roles and email of a token that expires in the future', () => {
    const token = makeToken({ email: 'anna@example.org', roles: ['ROLE_ADMIN'], exp: NOW_S + 60 });
    expect(sessionFromToken(token, NOW_MS)).toEqual({
      connected: true,
      roles: ['ROLE_ADMIN'],
      email: 'anna@example.org',
      exp: NOW_S + 60,
    });
  });

  it('is not connected when the token has expired', () => {
    const token = makeToken({ email: 'anna@example.org', roles: ['ROLE_ADMIN'], exp: NOW_S - 1 });
    const session = sessionFromToken(token, NOW_MS);
    expect(session.connected).toBe(false);
    expect(session.roles).toEqual([]);
  });

  it('is not connected at the very second the token expires', () => {
    const token = makeToken({ roles: ['ROLE_EDITOR'], exp: NOW_S });
    expect(sessionFromToken(token, NOW_MS).connected).toBe(false);
  });

  it('is not connected without a token or with a malformed one', () => {
    expect(sessionFromToken(null, NOW_MS).connected).toBe(false);
    expect(sessionFromToken('not-a-jwt', NOW_MS).connected).toBe(false);
    expect(sessionFromToken('a.%%%.c', NOW_MS).connected).toBe(false);
    expect(sessionFromToken(makeToken({ roles: ['ROLE_ADMIN'] }), NOW_MS).connected).toBe(false);
    expect(sessionFromToken(makeToken({ roles: ['ROLE_ADMIN'], exp: '9999999999' }), NOW_MS).connected).toBe(
      false,
    );
  });
});

describe('decodeTokenClaims', () => {
  it('decodes UTF-8 claims from base64url', () => {
    const token = makeToken({ email: 'jürgen@rütenbrock.de', roles: ['ROLE_EDITOR'], exp: NOW_S });
    expect(decodeTokenClaims(token)).toEqual({
      email: 'jürgen@rütenbrock.de',
      roles: ['ROLE_EDITOR'],
      exp: NOW_S,
    });
  });

  it('drops roles the app does not know', () => {
    const token = makeToken({
      email: 'x@example.org',
      roles: ['ROLE_SUPERUSER', 'ROLE_EDITOR', 7],
      exp: NOW_S,
    });
    expect(decodeTokenClaims(token)?.roles).toEqual(['ROLE_EDITOR']);
  });
});

describe('isAdmin', () => {
  it('holds for a connected ROLE_ADMIN only', () => {
    const admin = sessionFromToken(makeToken({ roles: ['ROLE_ADMIN'], exp: NOW_S + 60 }), NOW_MS);
    const editor = sessionFromToken(makeToken({ roles: ['ROLE_EDITOR'], exp: NOW_S + 60 }), NOW_MS);
    const expiredAdmin = sessionFromToken(makeToken({ roles: ['ROLE_ADMIN'], exp: NOW_S - 60 }), NOW_MS);
    expect([isAdmin(admin), isAdmin(editor), isAdmin(expiredAdmin)]).toEqual([true, false, false]);
  });
});
