/**
 * The answer cache alone (answer.cache.ts): which readings drop which answers, the generation guard, the
 * age limit and the size bound.
 */
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/build-test-app.ts';
import { createMemoryReadingEvents } from '../readings/index.ts';
import { type AnswerScope, createMemoryAnswerCache } from './answer.cache.ts';

const today = Date.parse('2026-06-15T09:00:00Z');
const zone = 'Europe/Paris';
const past: AnswerScope = { timezone: zone, untilDay: '2026-06-01' };
const present: AnswerScope = { timezone: zone, untilDay: null };
const answer = (body: string) => ({ body, etag: `W/"${body}"` });

function setup(options: { maxBytes?: number } = {}) {
  const events = createMemoryReadingEvents();
  const clock = createTestClock(today);
  const cache = createMemoryAnswerCache({ events, clock, maxAgeMs: 60_000, ...options });
  return { events, clock, cache };
}

describe('answer cache', () => {
  it('drops the present answers at any reading, a past window only for a reading before its end', () => {
    const { events, cache } = setup();
    cache.set(1, 'may', answer('may'), past, cache.generation(1));
    cache.set(1, 'year', answer('year'), present, cache.generation(1));
    cache.set(2, 'year', answer('other'), present, cache.generation(2));
    events.publish(1, today, today);
    expect(cache.get(1, 'year')).toBeUndefined();
    expect(cache.get(1, 'may')?.body).toBe('may');
    expect(cache.get(2, 'year')?.body).toBe('other');
    // 2026-06-01 00:30 in Paris is still June: after the window.
    events.publish(1, today, Date.parse('2026-05-31T22:30:00Z'));
    expect(cache.get(1, 'may')?.body).toBe('may');
    events.publish(1, today, Date.parse('2026-05-31T21:30:00Z'));
    expect(cache.get(1, 'may')).toBeUndefined();
  });

  it('drops every answer of a station for a reading whose earliest instant is unknown, or on invalidate', () => {
    const { events, cache } = setup();
    cache.set(1, 'may', answer('may'), past, cache.generation(1));
    events.publish(1, today);
    expect(cache.get(1, 'may')).toBeUndefined();
    cache.set(1, 'may', answer('may'), past, cache.generation(1));
    cache.invalidate(1);
    expect(cache.get(1, 'may')).toBeUndefined();
  });

  it('does not keep an answer computed while a reading was stored, nor one older than the age limit', () => {
    const { events, clock, cache } = setup();
    const generation = cache.generation(1);
    events.publish(1, today, today);
    cache.set(1, 'may', answer('may'), past, generation);
    expect(cache.get(1, 'may')).toBeUndefined();
    cache.set(1, 'may', answer('may'), past, cache.generation(1));
    clock.advance(60_001);
    expect(cache.get(1, 'may')).toBeUndefined();
  });

  it('keeps at most maxBytes, the least recently used going first', () => {
    // Each entry: a body of 100 characters and its ETag of 104.
    const { cache } = setup({ maxBytes: 3 * 204 });
    for (const key of ['a', 'b', 'c']) cache.set(1, key, answer(key.repeat(100)), past, cache.generation(1));
    expect(cache.get(1, 'a')).toBeDefined();
    cache.set(1, 'd', answer('d'.repeat(100)), past, cache.generation(1));
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')).toBeDefined();
    expect(cache.get(1, 'c')).toBeDefined();
    expect(cache.get(1, 'd')).toBeDefined();
  });
});
