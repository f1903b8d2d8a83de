/**
 * A visitor (or a console) talking to nginx: plain node:http requests that may leave from another loopback
 * address (`from: '127.0.0.2'`), so that nginx sees distinct clients on one machine, and a Server-Sent
 * Events reader that stamps each event with its arrival time.
 */
import { type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import { UPSTREAM_HEADER } from './nginx-child.ts';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The meteodeck process nginx passed the request to (`127.0.0.1:<port>`). */
  upstream: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Local address to send from (any 127.x.y.z on Linux). */
  from?: string;
}

function upstreamOf(headers: IncomingHttpHeaders): string {
  const value = headers[UPSTREAM_HEADER];
  return typeof value === 'string' ? value : '';
}

/** Sends one request on a connection of its own and reads the whole answer. */
export function send(url: string, options: SendOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
        agent: false,
        ...(options.from === undefined ? {} : { localAddress: options.from }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            upstream: upstreamOf(response.headers),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Sends a JSON body. */
export function sendJson(url: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  return send(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export interface StreamEvent {
  data: unknown;
  /** performance.now() when the event's last byte arrived. */
  at: number;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  upstream: string;
  /** Resolves with the first event (already received or to come) `matches` accepts; rejects after `timeoutMs`. */
  waitFor(matches: (data: unknown) => boolean, timeoutMs: number): Promise<StreamEvent>;
  close(): void;
}

/** Opens a Server-Sent Events stream and collects its `data:` events as JSON. */
export function openEventStream(url: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    // As a browser's EventSource asks: a compressed stream would wait in the compressor's buffer.
    const outgoing = request(url, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
      agent: false,
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response: IncomingMessage) => {
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice('data:'.length).trim())
            .join('\n');
          if (data !== '') events.push({ data: JSON.parse(data), at: performance.now() });
        }
        for (const wake of [...waiters]) wake();
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        upstream: upstreamOf(response.headers),
        waitFor(matches, timeoutMs) {
          return new Promise((found, fail) => {
            const check = () => {
              const event = events.find((candidate) => matches(candidate.data));
              if (event === undefined) return;
              clearTimeout(timer);
              waiters.delete(check);
              found(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => outgoing.destroy(),
      });
    });
    outgoing.end();
  });
}
