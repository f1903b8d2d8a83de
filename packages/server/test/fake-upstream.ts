/**
 * A local stand-in for a third-party HTTP API (forecast, geocoding): a real node:http server on 127.0.0.1 with
 * an ephemeral port, answering with whatever the test scripts and recording every request it got.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
}

export type FakeReply =
  | { status?: number; json: unknown }
  | { status?: number; text: string; contentType?: string }
  /** Never answer: the client has to give up by itself (timeout tests). */
  | { hang: true };

export type FakeHandler = (request: RecordedRequest) => FakeReply;

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>`, to be used as a provider's base URL. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Replaces the handler for the next requests. */
  reply(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** Starts a fake upstream answering with `handler` (default: 404) and resolves once it listens. */
export async function startFakeUpstream(handler?: FakeHandler): Promise<FakeUpstream> {
  let current: FakeHandler = handler ?? (() => ({ status: 404, json: { message: 'no handler' } }));
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://127.0.0.1'),
      headers: req.headers,
    };
    requests.push(recorded);
    const reply = current(recorded);
    if ('hang' in reply) return;
    if ('json' in reply) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json));
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'text/plain' });
    res.end(reply.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake upstream has no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    requests,
    reply(next) {
      current = next;
    },
    close() {
      // Hanging requests keep their sockets open; cut them so close() resolves.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A base URL on which nothing listens (a port that was just freed), so connecting is refused at once. */
export async function deadBaseUrl(): Promise<string> {
  const fake = await startFakeUpstream();
  await fake.close();
  return fake.baseUrl;
}
