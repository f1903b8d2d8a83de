/**
 * What slow, idle and greedy clients get: a connection whose headers or body stop arriving is
 * closed, an idle keep-alive connection is closed, and live streams are capped per client address and in all.
 */
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { openRaw, type RawConnection } from '../../test/raw-http.ts';

/** Opens the live stream of SSDP41000 from `localAddress`; resolves with the status and a closer. */
function openStream(base: string, localAddress: string) {
  return new Promise<{ status: number; close(): void }>((resolve, reject) => {
    const req = request(`${base}/api/weatherData/SSDP41000/currentData/stream`, { localAddress }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(dialects)('connection limits on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  const open: Array<{ close(): void }> = [];
  let raw: RawConnection | undefined;
  beforeEach(async () => {
    t = await buildTestApp(dialect, {
      env: {
        REQUEST_TIMEOUT_MS: '1500',
        HEADERS_TIMEOUT_MS: '800',
        KEEP_ALIVE_TIMEOUT_MS: '300',
        CONNECTION_TIMEOUT_MS: '5000',
        LIVE_STREAMS_PER_CLIENT: '2',
        LIVE_STREAMS_TOTAL: '3',
      },
    });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(async () => {
    for (const stream of open.splice(0)) stream.close();
    raw?.destroy();
    await t.close();
  });

  it('closes a connection whose headers never finish', async () => {
    raw = await openRaw(base);
    raw.write('GET /api/unit HTTP/1.1\r\nHost: test\r\nX-Slow: ');
    expect(await raw.closed(4000)).toBe(true);
  });

  it('answers 408 and closes when a request body stops arriving', async () => {
    raw = await openRaw(base);
    raw.write(
      'POST /api/contact HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    );
    const answer = await raw.response(5000);
    expect(answer?.status).toBe(408);
    expect(await raw.closed(2000)).toBe(true);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    raw = await openRaw(base);
    raw.write('GET /api/unit HTTP/1.1\r\nHost: test\r\n\r\n');
    expect((await raw.response(2000))?.status).toBe(200);
    expect(await raw.closed(2000)).toBe(true);
  });

  it('caps live streams per client address and in all, and frees a slot when a stream closes', async () => {
    const first = await openStream(base, '127.0.0.1');
    const second = await openStream(base, '127.0.0.1');
    open.push(first, second);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await openStream(base, '127.0.0.1');
    open.push(third);
    expect(third.status).toBe(429);
    const elsewhere = await openStream(base, '127.0.0.2');
    open.push(elsewhere);
    expect(elsewhere.status).toBe(200);
    const beyondTotal = await openStream(base, '127.0.0.3');
    open.push(beyondTotal);
    expect(beyondTotal.status).toBe(429);
    first.close();
    // The server sees the close a moment later.
    let again = { status: 0, close() {} };
    for (let i = 0; i < 50 && again.status !== 200; i += 1) {
      again.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openStream(base, '127.0.0.1');
    }
    open.push(again);
    expect(again.status).toBe(200);
  });
});
