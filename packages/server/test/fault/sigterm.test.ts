/**
 * SIGTERM with a client that never finishes its request and a live stream open: the server stops taking
 * work and the process exits by itself at the latest SHUTDOWN_TIMEOUT_MS later, so a supervisor's restart
 * never hangs. Without such clients it exits at once, with status 0.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openRaw, type RawConnection } from '../raw-http.ts';
import {
  createFaultDatabase,
  FAULT_PORT,
  type FaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe('SIGTERM', () => {
  let database: FaultDatabase;
  let server: ServerChild | undefined;
  let raw: RawConnection | undefined;
  afterEach(async () => {
    raw?.destroy();
    await server?.stop();
    await database.drop();
  });

  it('exits within the shutdown timeout even while a client holds a request open', async () => {
    database = await createFaultDatabase('sqlite');
    server = await startServerChild(database, FAULT_PORT + 4, { SHUTDOWN_TIMEOUT_MS: '2000' });
    raw = await openRaw(server.url);
    raw.write(
      'POST /api/contact HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    );
    const stream = await fetch(`${server.url}/api/weatherData/SSDP41000/currentData/stream`);
    expect(stream.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await within(server.exited, 8000);
    expect(code).not.toBe('timeout');
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('exits at once with status 0 when nothing holds it', async () => {
    database = await createFaultDatabase('sqlite');
    server = await startServerChild(database, FAULT_PORT + 5);
    server.child.kill('SIGTERM');
    expect(await within(server.exited, 5000)).toBe(0);
  });
});
