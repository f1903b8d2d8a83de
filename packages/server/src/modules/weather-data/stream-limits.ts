/**
 * Caps on open live streams (SSE): per client address and in all. Each stream holds a socket and a place in
 * the fan-out for as long as the visitor stays, so without a cap one script could open thousands.
 */

export interface StreamLimits {
  /** Takes a slot for a stream of `client`; returns its release (idempotent), or undefined when full. */
  acquire(client: string): (() => void) | undefined;
  /** Open streams in all. */
  open(): number;
}

/** In-process counters (a stream lives in the process that serves it). */
export function createStreamLimits(options: { perClient: number; total: number }): StreamLimits {
  const byClient = new Map<string, number>();
  let total = 0;
  return {
    acquire(client) {
      const mine = byClient.get(client) ?? 0;
      if (mine >= options.perClient || total >= options.total) return undefined;
      byClient.set(client, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left <= 0) byClient.delete(client);
        else byClient.set(client, left);
      };
    },
    open: () => total,
  };
}
