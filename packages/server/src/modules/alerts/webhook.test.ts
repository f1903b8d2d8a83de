/**
 * An alert's webhook never reaches an internal address unless ALERT_WEBHOOK_ALLOW_PRIVATE says so, and never
 * follows a redirect (a local receiver that counts what reaches it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isInternalAddress, postWebhook } from './webhook.ts';

describe('alert webhooks', () => {
  let server: Server;
  let hits: string[];
  let base: string;
  beforeEach(async () => {
    hits = [];
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      req.resume();
      if (req.url === '/moved') res.writeHead(302, { location: `${base}/inside` }).end();
      else res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('tells internal addresses from public ones', () => {
    for (const internal of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isInternalAddress(internal), internal).toBe(true);
    }
    for (const external of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8']) {
      expect(isInternalAddress(external), external).toBe(false);
    }
  });

  it('refuses a loopback or private target unless allowed, before sending anything', async () => {
    await expect(postWebhook(`${base}/hook`, { a: 1 }, { allowPrivate: false })).rejects.toThrow(
      'internal address',
    );
    await expect(postWebhook('http://localhost:9/hook', {}, { allowPrivate: false })).rejects.toThrow(
      'internal address',
    );
    expect(hits).toEqual([]);
    await postWebhook(`${base}/hook`, { a: 1 }, { allowPrivate: true });
    // A name is checked on the address the connection is made to (here: localhost, allowed).
    await postWebhook(`${base.replace('127.0.0.1', 'localhost')}/named`, {}, { allowPrivate: true });
    expect(hits).toEqual(['/hook', '/named']);
  });

  it('does not follow a redirect: the send fails and the other address is never reached', async () => {
    await expect(postWebhook(`${base}/moved`, {}, { allowPrivate: true })).rejects.toThrow(
      'redirects are not followed',
    );
    expect(hits).toEqual(['/moved']);
  });
});
