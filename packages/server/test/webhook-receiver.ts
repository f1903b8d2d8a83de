/**
 * A local webhook receiver for the alert tests: an HTTP server on 127.0.0.1 that keeps the JSON bodies it
 * is POSTed and answers with `status` (a body answered with 300 or more is not kept).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Receiver {
  url: string;
  bodies: Record<string, unknown>[];
  /** Status the receiver answers with. */
  status: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver = { bodies: [], status: 204 } as unknown as Receiver;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      if (receiver.status < 300) receiver.bodies.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/meteodeck`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}
