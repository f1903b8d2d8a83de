import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { lanAddresses } from './server-address.routes.ts';

describe('GET /api/serverAddress', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('tells an admin that a server on 127.0.0.1 is out of the consoles’ reach, and names no address', async () => {
    const app = await buildTestApp('sqlite', { env: { PORT: '3123' } });
    t = app;
    const refused = await app.app.inject({ method: 'GET', url: '/api/serverAddress' });
    expect(refused.statusCode).toBe(401);
    const admin = await app.loginAs('admin');
    const editor = await app.loginAs('editor');
    const forbidden = await app.app.inject({
      method: 'GET',
      url: '/api/serverAddress',
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(forbidden.statusCode).toBe(403);
    const answer = await app.app.inject({
      method: 'GET',
      url: '/api/serverAddress',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.json()).toEqual({ publicUrl: null, port: 3123, loopbackOnly: true, lanAddresses: [] });
  });

  it('gives PUBLIC_URL as configured, and the network addresses when it listens on them', async () => {
    const app = await buildTestApp('sqlite', {
      env: { HOST: '0.0.0.0', PUBLIC_URL: 'https://wetter.example.org/' },
    });
    t = app;
    const admin = await app.loginAs('admin');
    const answer = (
      await app.app.inject({
        method: 'GET',
        url: '/api/serverAddress',
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json();
    expect(answer.publicUrl).toBe('https://wetter.example.org');
    expect(answer.loopbackOnly).toBe(false);
    for (const address of answer.lanAddresses) expect(address).not.toMatch(/^127\.|^::1$|^fe80:/i);
  });

  it('lists IPv4 first, leaves out loopback and link-local addresses', () => {
    const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({
      address,
      family,
      internal,
      netmask: '',
      mac: '',
      cidr: null,
      ...(family === 'IPv6' ? { scopeid: 0 } : {}),
    });
    expect(
      lanAddresses({
        lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
        eth0: [nic('2001:db8::5', 'IPv6'), nic('fe80::1', 'IPv6'), nic('192.168.1.20', 'IPv4')],
      } as Parameters<typeof lanAddresses>[0]),
    ).toEqual(['192.168.1.20', '2001:db8::5']);
  });
});
