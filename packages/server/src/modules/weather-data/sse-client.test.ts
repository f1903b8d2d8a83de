/**
 * A Server-Sent Events client over a real socket-like stream: heartbeats while idle, and a reader too slow
 * to take what it is sent (its buffer stays full past the drain deadline) is dropped, not buffered for ever.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseClient } from './sse-client.ts';

/** A response-like sink whose peer reads nothing once `stalled` (writes never complete). */
function sink() {
  const state = { stalled: false, written: '', headers: 0, destroyed: false };
  const pending: Array<() => void> = [];
  const raw = new Writable({
    highWaterMark: 1024,
    write(chunk, _encoding, done) {
      state.written += String(chunk);
      if (state.stalled) pending.push(done);
      else done();
    },
  });
  raw.on('close', () => {
    state.destroyed = true;
  });
  const response = Object.assign(raw, {
    writeHead: () => {
      state.headers += 1;
      return raw;
    },
  });
  const release = () => {
    for (const done of pending.splice(0)) done();
  };
  return { state, response, release };
}

const payload = (n: number) => ({ receivedAt: new Date(n).toISOString(), filler: 'x'.repeat(600) });

describe('SSE client', () => {
  afterEach(() => vi.useRealTimers());

  it('writes comment heartbeats while nothing happens', async () => {
    vi.useFakeTimers();
    const { state, response } = sink();
    const client = createSseClient(response, { keepAliveMs: 1000, drainTimeoutMs: 5000 });
    client.start();
    vi.advanceTimersByTime(3500);
    expect(state.written.match(/: keep-alive\n\n/g)).toHaveLength(3);
    client.end();
  });

  it('drops a reader whose buffer stays full past the drain deadline', async () => {
    vi.useFakeTimers();
    const { state, response } = sink();
    const client = createSseClient(response, { keepAliveMs: 60_000, drainTimeoutMs: 2000 });
    client.start();
    state.stalled = true;
    for (let i = 0; i < 5; i += 1) client.send(payload(i));
    expect(state.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(2100);
    expect(response.destroyed).toBe(true);
  });

  it('keeps a reader that catches up before the deadline', async () => {
    vi.useFakeTimers();
    const { state, response, release } = sink();
    const client = createSseClient(response, { keepAliveMs: 60_000, drainTimeoutMs: 2000 });
    client.start();
    state.stalled = true;
    for (let i = 0; i < 5; i += 1) client.send(payload(i));
    vi.advanceTimersByTime(1000);
    state.stalled = false;
    release();
    await new Promise((resolve) => process.nextTick(resolve));
    await vi.advanceTimersByTimeAsync(3000);
    expect(response.destroyed).toBe(false);
    client.end();
  });
});
