import { describe, expect, it } from 'vitest';
import {
  createMemoryReadingEvents,
  createMemoryUploadEvents,
  type UploadRecorded,
} from './reading-events.ts';

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

describe('createMemoryUploadEvents', () => {
  it("delivers a station's recorded uploads to its listeners only, until they unsubscribe", () => {
    const uploads = createMemoryUploadEvents();
    const a: UploadRecorded[] = [];
    const b: UploadRecorded[] = [];
    const off = uploads.subscribe(1, (upload) => a.push(upload));
    uploads.subscribe(2, (upload) => b.push(upload));
    uploads.publish(1, { protocol: 'ecowitt', receivedAt: 1000 });
    off();
    uploads.publish(1, { protocol: 'json', receivedAt: 2000 });
    expect(a).toEqual([{ protocol: 'ecowitt', receivedAt: 1000 }]);
    expect(b).toEqual([]);
  });

  it('isolates a throwing listener from the others', () => {
    const errors: unknown[] = [];
    const uploads = createMemoryUploadEvents((error) => errors.push(error));
    const seen: string[] = [];
    uploads.subscribe(1, () => {
      throw new Error('broken client');
    });
    uploads.subscribe(1, (upload) => seen.push(upload.protocol));
    expect(() => uploads.publish(1, { protocol: 'wunderground', receivedAt: 5 })).not.toThrow();
    expect(seen).toEqual(['wunderground']);
    expect(errors).toHaveLength(1);
  });
});
