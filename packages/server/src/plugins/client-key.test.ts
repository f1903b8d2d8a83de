/** Rate limits count an IPv6 client by its /64, not by each of its 2^64 addresses. */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/build-test-app.ts';
import { clientKey } from './client-key.ts';

describe('client key', () => {
  it('keeps IPv4, folds IPv6 to its /64 and IPv4-mapped IPv6 to its IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  describe('login rate limit', () => {
    let t: TestApp;
    afterEach(() => t.close());

    it('counts every address of one IPv6 /64 as one client', async () => {
      t = await buildTestApp('sqlite', {
        loginLimits: { perIp: { max: 2, windowMs: 60_000 }, perClient: { freeFailures: 10_000 } },
      });
      const login = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          payload: { email: TEST_ADMIN_EMAIL, password: 'wrong password here' },
        });
      expect((await login('2001:db8:1:2::1')).statusCode).toBe(401);
      expect((await login('2001:db8:1:2::2')).statusCode).toBe(401);
      expect((await login('2001:db8:1:2:ffff::3')).statusCode).toBe(429);
      // Another /64 is another client.
      expect((await login('2001:db8:1:3::1')).statusCode).toBe(401);
    });
  });
});
