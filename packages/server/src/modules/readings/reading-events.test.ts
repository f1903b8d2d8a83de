import { describe, expect, it } from 'vitest';
import { createMemoryReadingEvents } from './reading-events.ts';

describe('createMemoryReadingEvents', () => {
  it('delivers a publication to the listeners of that station only', () => {
    const events = createMemoryReadingEvents();
    const a: number[] = [];
    const b: number[] = [];
    events.subscribe(1, (t) => a.push(t));
    events.subscribe(2, (t) => b.push(t));
    events.publish(1, 1000);
    events.publish(1, 2000);
    expect(a).toEqual([1000, 2000]);
    expect(b).toEqual([]);
  });

  it('stops delivering after unsubscribe, and unsubscribing twice is harmless', () => {
    const events = createMemoryReadingEvents();
    const seen: number[] = [];
    const off = events.subscribe(1, (t) => seen.push(t));
    events.publish(1, 1);
    off();
    off();
    events.publish(1, 2);
    expect(seen).toEqual([1]);
  });

  it('isolates a throwing listener from the others', () => {
    const errors: unknown[] = [];
    const events = createMemoryReadingEvents((error) => errors.push(error));
    const seen: number[] = [];
    events.subscribe(1, () => {
      throw new Error('broken client');
    });
    events.subscribe(1, (t) => seen.push(t));
    expect(() => events.publish(1, 5)).not.toThrow();
    expect(seen).toEqual([5]);
    expect(errors).toHaveLength(1);
  });

  it('gives the same function subscribed twice two independent subscriptions', () => {
    const events = createMemoryReadingEvents();
    const seen: number[] = [];
    const listener = (t: number): void => {
      seen.push(t);
    };
    const offFirst = events.subscribe(1, listener);
    events.subscribe(1, listener);
    events.publish(1, 1);
    offFirst();
    events.publish(1, 2);
    expect(seen).toEqual([1, 1, 2]);
  });
});
