/**
 * A raw HTTP/1.1 client for tests of what well-behaved clients never do: send headers announcing a body and
 * never finish it, stop half-way through the headers, or keep a connection open doing nothing.
 *
 *   const conn = await openRaw(url);
 *   conn.write('POST /x HTTP/1.1\r\nHost: t\r\nContent-Length: 1000000\r\n\r\nabc');
 *   const answer = await conn.response(2000);   // what the server sent before the deadline, or null
 *   const closed = await conn.closed(2000);     // true once the server closed the socket
 */
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  write(text: string | Buffer): void;
  /** Resolves with the status line and everything received once a status line arrived, or null at the deadline. */
  response(timeoutMs: number): Promise<{ status: number; text: string } | null>;
  /** Resolves true when the server closes the connection within `timeoutMs`, false otherwise. */
  closed(timeoutMs: number): Promise<boolean>;
  destroy(): void;
}

/** Opens a TCP connection to the host and port of `baseUrl` (http://127.0.0.1:PORT). */
export async function openRaw(baseUrl: string, localAddress?: string): Promise<RawConnection> {
  const url = new URL(baseUrl);
  const socket = connect({
    host: url.hostname,
    port: Number(url.port),
    ...(localAddress === undefined ? {} : { localAddress }),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  let ended = false;
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('close', () => {
    ended = true;
  });
  socket.on('error', () => {
    ended = true;
  });
  const waitFor = async (ready: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!ready() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return ready();
  };
  return {
    socket,
    write: (text) => {
      socket.write(text);
    },
    async response(timeoutMs) {
      const ok = await waitFor(() => /^HTTP\/1\.1 \d{3}/.test(received), timeoutMs);
      if (!ok) return null;
      // Give the rest of a short answer a moment to arrive.
      await waitFor(() => received.includes('\r\n\r\n'), 200);
      return { status: Number(received.slice(9, 12)), text: received };
    },
    closed: (timeoutMs) => waitFor(() => ended, timeoutMs),
    destroy: () => socket.destroy(),
  };
}
