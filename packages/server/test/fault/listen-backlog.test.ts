/**
 * The listen backlog (LISTEN_BACKLOG): connections the kernel holds while the process is not accepting.
 * The server is stopped (SIGSTOP, as a long pause of its event loop looks from outside) while 1,000
 * consoles open their connections at once. With the default backlog the kernel completes every handshake
 * and each request is answered once the process runs again; with Node's usual 511 or less, the kernel
 * drops the surplus SYNs and those consoles wait a second or more before trying again.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFaultDatabase,
  FAULT_PORT,
  type FaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

const CONSOLES = 1000;

/** Opens `count` connections to `port` at once; resolves with the sockets and how many connected by `ms`. */
async function openAtOnce(port: number, count: number, ms: number) {
  let connected = 0;
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 1) {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      connected += 1;
    });
    socket.on('error', () => undefined);
    sockets.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { sockets, connected };
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
    const opened = await openAtOnce(port, CONSOLES, 1000);
    sockets = opened.sockets;
    // Every handshake completed by the kernel while the process could not accept a single one.
    expect(opened.connected).toBe(CONSOLES);
    server.child.kill('SIGCONT');
    // And every console held is answered once the process runs again.
    expect(await answeredWithin(sockets, 10_000)).toBe(CONSOLES);
  }, 60_000);

  it('with a small LISTEN_BACKLOG, the kernel turns away what does not fit', async () => {
    database = await createFaultDatabase('sqlite');
    const port = FAULT_PORT + 19;
    server = await startServerChild(database, port, { LISTEN_BACKLOG: '64' });
    server.child.kill('SIGSTOP');
    const opened = await openAtOnce(port, CONSOLES, 500);
    sockets = opened.sockets;
    // The backlog and a few handshakes in flight; the rest wait for their SYN to be sent again.
    expect(opened.connected).toBeGreaterThan(0);
    expect(opened.connected).toBeLessThan(200);
  }, 60_000);
});
