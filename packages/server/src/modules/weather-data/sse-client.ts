/**
 * One Server-Sent Events connection: the current-data answers as `data:` events, recorded uploads as named
 * `upload` events (STREAM_UPLOAD_EVENT), a comment line as heartbeat while nothing happens (proxies close
 * silent connections; a dead peer shows as a write error), and back pressure: a reader that does not take
 * what it is sent (its socket buffer stays full past the drain deadline, or too much piles up) is dropped
 * rather than buffered in the server's memory for ever.
 */

/** What the client writes to: Node's ServerResponse (of a hijacked reply) fits. */
export interface SseResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: string): boolean;
  end(): unknown;
  destroy(): unknown;
  readonly writableEnded: boolean;
  readonly destroyed: boolean;
  readonly writableLength: number;
  once(event: 'drain', listener: () => void): unknown;
  removeListener(event: 'drain', listener: () => void): unknown;
}

export interface SseOptions {
  /** Interval of the heartbeat comment, ms. */
  keepAliveMs: number;
  /** A reader whose buffer is still full this long after a write is dropped, ms. */
  drainTimeoutMs: number;
  /** A reader with more than this many bytes waiting is dropped at once (default 1 MiB). */
  maxBufferedBytes?: number;
}

export interface SseClient {
  /** Writes the response head and starts the heartbeat. */
  start(): void;
  /** Sends one answer as an event, its id the instant of the reading. */
  send(data: { receivedAt: string }): void;
  /**
   * Sends a named event without an id (the last event id stays the last reading's, as EventSource keeps the
   * previous one when an event has none).
   */
  sendEvent(name: string, data: unknown): void;
  /** Ends the stream (server shutdown). */
  end(): void;
  /** Stops the heartbeat and the drain watch (the peer went away). */
  stop(): void;
}

/** Builds the SSE writer of `response`. */
export function createSseClient(response: SseResponse, options: SseOptions): SseClient {
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  let heartbeat: NodeJS.Timeout | undefined;
  let drainDeadline: NodeJS.Timeout | undefined;
  const onDrain = () => {
    if (drainDeadline !== undefined) clearTimeout(drainDeadline);
    drainDeadline = undefined;
  };
  const stop = () => {
    if (heartbeat !== undefined) clearInterval(heartbeat);
    heartbeat = undefined;
    onDrain();
    response.removeListener('drain', onDrain);
  };
  const drop = () => {
    stop();
    response.destroy();
  };
  // A write after the end (or to a dropped connection) must never throw from a timer or an event listener.
  const write = (text: string) => {
    if (response.writableEnded || response.destroyed) return;
    if (response.writableLength > maxBuffered) {
      drop();
      return;
    }
    const flushed = response.write(text);
    if (!flushed && drainDeadline === undefined) {
      drainDeadline = setTimeout(drop, options.drainTimeoutMs);
      drainDeadline.unref();
      response.once('drain', onDrain);
    }
  };
  return {
    start() {
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Reverse proxies (nginx) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      // Tells EventSource how long to wait before reconnecting after a drop.
      write('retry: 5000\n\n');
      heartbeat = setInterval(() => write(': keep-alive\n\n'), options.keepAliveMs);
      heartbeat.unref();
    },
    send(data) {
      write(`id: ${Date.parse(data.receivedAt)}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    sendEvent(name, data) {
      write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      stop();
      if (!response.writableEnded) response.end();
    },
    stop,
  };
}
