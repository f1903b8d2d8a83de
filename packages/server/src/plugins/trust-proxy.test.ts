/**
 * TRUST_PROXY: behind a reverse proxy every request comes from the proxy's address, so without it one
 * visitor's login attempts would use up everyone's limit. With it, the address the proxy reports in
 * X-Forwarded-For is the client for the rate limits and the request log; a client's own claim in that
 * header is believed only from a trusted proxy.
 */
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loggerOptions } from '../logger.ts';

describe('TRUST_PROXY', () => {
  let t: TestApp;
  afterEach(() => t.close());

  /** A login attempt (an empty body: 400, but counted by the per-IP limit, which runs first). */
  const attempt = async (remoteAddress: string, forwardedFor?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: {},
        remoteAddress,
        ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
      })
    ).statusCode;

  const build = (env: Record<string, string>) =>
    buildTestApp('sqlite', { env, loginLimits: { perIp: { max: 2, windowMs: 60_000 } } });

  it('ignores X-Forwarded-For by default: every request from the proxy shares its limit', async () => {
    t = await build({});
    expect(await attempt('127.0.0.1', '203.0.113.1')).toBe(400);
    expect(await attempt('127.0.0.1', '203.0.113.2')).toBe(400);
    expect(await attempt('127.0.0.1', '203.0.113.3')).toBe(429);
  });

  it('counts the forwarded client from a listed proxy, and the socket address of anyone else', async () => {
    t = await build({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    expect(await attempt('127.0.0.1', '203.0.113.1')).toBe(400);
    expect(await attempt('10.1.2.3', '203.0.113.1')).toBe(400);
    expect(await attempt('127.0.0.1', '203.0.113.1')).toBe(429);
    // Another visitor behind the same proxy has a limit of its own.
    expect(await attempt('127.0.0.1', '203.0.113.2')).toBe(400);
    // A client that prepends a made-up address is still counted by the address the proxy saw.
    expect(await attempt('127.0.0.1', '198.51.100.9, 203.0.113.1')).toBe(429);
    // An untrusted sender's header is ignored: it is counted as itself, whatever it claims.
    expect(await attempt('192.0.2.50', '203.0.113.7')).toBe(400);
    expect(await attempt('192.0.2.50', '203.0.113.8')).toBe(400);
    expect(await attempt('192.0.2.50', '203.0.113.9')).toBe(429);
  });

  it('takes a hop count: the address that many proxies back is the client', async () => {
    t = await build({ TRUST_PROXY: '2' });
    expect(await attempt('192.0.2.1', '203.0.113.5, 10.0.0.2')).toBe(400);
    expect(await attempt('192.0.2.2', '198.51.100.1, 203.0.113.5, 10.0.0.3')).toBe(400);
    expect(await attempt('192.0.2.3', '203.0.113.5, 10.0.0.4')).toBe(429);
    expect(await attempt('192.0.2.3', '203.0.113.6, 10.0.0.4')).toBe(400);
  });

  it('logs the forwarded client address, not the proxy', async () => {
    const lines: string[] = [];
    t = await buildTestApp('sqlite', {
      env: { TRUST_PROXY: 'loopback' },
      logger: pino(loggerOptions('debug'), { write: (line: string) => lines.push(line) }),
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/unit',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.44', 'x-request-id': 'proxied-1' },
    });
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.reqId === 'proxied-1' && entry.req !== undefined);
    expect(logged?.req?.remoteAddress).toBe('203.0.113.44');
  });
});
