/** Tokens: what sign() makes is taken until it expires; a token signed with the secret but without `exp` is not. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './token.service.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256';
const clock = { now: () => Date.parse('2026-06-15T10:00:00Z') };
const user = { id: 7, email: 'marie@meteodeck.test', roles: ['ROLE_ADMIN' as const], tokenVersion: 2 };

describe('token service', () => {
  const tokens = createTokenService({ secret: SECRET, ttlSeconds: 3600, clock });

  it('takes its own tokens', async () => {
    expect(await tokens.verify(await tokens.sign(user))).toEqual(user);
  });

  it('refuses a token signed with the secret but without exp (it would never expire)', async () => {
    const forever = await new SignJWT({ email: user.email, roles: user.roles, ver: 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setIssuedAt(Math.floor(clock.now() / 1000))
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(forever)).toBeUndefined();
  });
});
