/**
 * The listen backlog (LISTEN_BACKLOG): connections the kernel holds while the process is not accepting.
 * The server is stopped (SIGSTOP, as a long pause of its event loop looks from outside) while 1,000
 * consoles open their connections at once. With the default backlog the kernel completes every handshake
 * and each request is answered once the process runs again; with Node's usual 511 or less, the kernel
 * drops the surplus SYNs and those consoles wait a second or more before trying again.
 *
 * The kernel's own view is read with `ss` (iproute2): a listening socket's Recv-Q is its accept queue and its
 * Send-Q the backlog it was given. The client's 'connect' count alone is not a measure of the queue: with
 * SYN cookies on, a client whose handshake the kernel later drops for a full queue still sees 'connect'.
 */
import { execFileSync } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { tcpCounters } from '../tcp-counters.ts';
import {
  createFaultDatabase,
  FAULT_PORT,
  type FaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

const CONSOLES = 1000;

/** The listening socket on `port` as the kernel holds it: connections waiting in its accept queue, its backlog. */
function listenQueue(port: number): { queued: number; backlog: number } {
  const line = execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' }).trim();
  const [, queued, backlog] = line.split(/\s+/);
  return { queued: Number(queued), backlog: Number(backlog) };
}

/** The machine's count of connections a full accept queue turned away. */
function listenOverflows(): number {
  return tcpCounters().get('ListenOverflows') ?? Number.NaN;
}

/** Resolves once `done()` holds, polling every 50 ms, or after `ms` at the latest. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Opens `count` connections to `port` at once; the sockets and a live count of those connected. */
function openAtOnce(port: number, count: number) {
  const opened = { sockets: [] as Socket[], connected: 0 };
  for (let i = 0; i < count; i += 1) {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      opened.connected += 1;
    });
    socket.on('error', () => undefined);
    opened.sockets.push(socket);
  }
  return opened;
}

/** Sends a GET on each socket; resolves with how many got a 200 within `ms`. */
async function answeredWithin(sockets: Socket[], ms: number): Promise<number> {
  const answers = sockets.map(
    (socket) =>
      new Promise<boolean>((resolve) => {
        let head = '';
        socket.on('data', (chunk: Buffer) => {
          head += chunk.toString('latin1');
          if (head.includes('\r\n')) resolve(head.startsWith('HTTP/1.1 200 '));
        });
        socket.on('close', () => resolve(false));
        socket.write('GET /api/unit HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n');
      }),
  );
  const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms));
  const settled = await Promise.all(answers.map((answer) => Promise.race([answer, timeout])));
  return settled.filter((answer) => answer === true).length;
}

describe('listen backlog', () => {
  let database: FaultDatabase;
  let server: ServerChild | undefined;
  let sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    sockets = [];
    if (server !== undefined) server.child.kill('SIGCONT');
    await server?.stop();
    server = undefined;
    await database.drop();
  });

  it('holds a thousand connections opened while the process is paused, and answers them all', async () => {
    database = await createFaultDatabase('sqlite');
    const port = FAULT_PORT + 18;
    server = await startServerChild(database, port);
    server.child.kill('SIGSTOP');
    const opened = openAtOnce(port, CONSOLES);
    sockets = opened.sockets;
    await until(() => opened.connected === CONSOLES && listenQueue(port).queued === CONSOLES, 10_000);
    // Every handshake completed by the kernel while the process could not accept a single one.
    expect(opened.connected).toBe(CONSOLES);
    expect(listenQueue(port)).toEqual({ queued: CONSOLES, backlog: 4096 });
    server.child.kill('SIGCONT');
    // And every console held is answered once the process runs again.
    expect(await answeredWithin(sockets, 10_000)).toBe(CONSOLES);
  }, 60_000);

  it('with a small LISTEN_BACKLOG, the kernel turns away what does not fit', async () => {
    database = await createFaultDatabase('sqlite');
    const port = FAULT_PORT + 19;
    server = await startServerChild(database, port, { LISTEN_BACKLOG: '64' });
    const overflowsBefore = listenOverflows();
    server.child.kill('SIGSTOP');
    const opened = openAtOnce(port, CONSOLES);
    sockets = opened.sockets;
    await until(() => listenQueue(port).queued >= 64, 10_000);
    // The accept queue holds what the backlog allows (Linux admits one more than it), no more; the kernel
    // counted the rest as turned away, and those consoles wait for their SYN or ACK to be sent again.
    const queue = listenQueue(port);
    expect(queue.backlog).toBe(64);
    expect(queue.queued).toBeGreaterThanOrEqual(64);
    expect(queue.queued).toBeLessThanOrEqual(65);
    expect(opened.connected).toBeGreaterThan(0);
    expect(listenOverflows()).toBeGreaterThan(overflowsBefore);
  }, 60_000);
});
