/**
 * The public answer of GET /api/weatherStation/{reference} (the almanac page's and every public page's first
 * call), kept as bytes with a weak ETag so a visitor's call costs no query and no serialisation. Forgotten
 * when the station changes (here or, through the change feed, in another process), and read again after
 * `maxAgeMs` all the same, as the station views are (station-view.cache.ts). Admins never get a kept answer:
 * theirs carries the token.
 */
import { createHash } from 'node:crypto';
import type { Clock } from '../../clock.ts';

export interface StationAnswer {
  stationId: number;
  body: Buffer;
  etag: string;
}

export interface StationAnswers {
  /** The kept answer for `reference`, or one made by `read` (then kept unless the station changed meanwhile). */
  get(reference: string, read: () => Promise<{ stationId: number; body: string }>): Promise<StationAnswer>;
  forget(stationId: number): void;
}

export function createStationAnswers(options: { clock: Clock; maxAgeMs?: number }): StationAnswers {
  const { clock, maxAgeMs = 10_000 } = options;
  const byReference = new Map<string, StationAnswer & { storedAt: number }>();
  let generation = 0;
  return {
    async get(reference, read) {
      const kept = byReference.get(reference);
      if (kept !== undefined && clock.now() - kept.storedAt <= maxAgeMs) return kept;
      const started = generation;
      const { stationId, body } = await read();
      const answer = {
        stationId,
        body: Buffer.from(body),
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        storedAt: clock.now(),
      };
      if (started === generation) byReference.set(reference, answer);
      return answer;
    },
    forget(stationId) {
      generation++;
      for (const [reference, answer] of byReference) {
        if (answer.stationId === stationId) byReference.delete(reference);
      }
    },
  };
}
