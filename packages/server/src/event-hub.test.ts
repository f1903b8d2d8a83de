import { describe, expect, it } from 'vitest';
import { createEventHub } from './event-hub.ts';

describe('event hub', () => {
  it('calls the listeners of an event in subscription order, with its payload, until they unsubscribe', () => {
    const hub = createEventHub();
    const heard: string[] = [];
    const first = hub.on('stationChanged', ({ stationId, origin }) =>
      heard.push(`first ${stationId} ${origin}`),
    );
    hub.on('stationChanged', ({ stationId }) => heard.push(`second ${stationId}`));
    hub.on('valuesRejected', ({ reference }) => heard.push(`rejected ${reference}`));
    hub.emit('stationChanged', { stationId: 7, origin: 'remote' });
    first();
    first();
    hub.emit('stationChanged', { stationId: 8, origin: 'local' });
    expect(heard).toEqual(['first 7 remote', 'second 7', 'second 8']);
  });

  it('isolates a listener that throws: the others still hear, the emitter does not throw', () => {
    const errors: [unknown, string][] = [];
    const hub = createEventHub((error, name) => errors.push([error, name]));
    const heard: number[] = [];
    hub.on('storageFull', () => {
      throw new Error('broken');
    });
    hub.on('storageFull', () => heard.push(1));
    expect(() => hub.emit('storageFull', { reason: 'ENOSPC' })).not.toThrow();
    expect(heard).toEqual([1]);
    expect(errors).toEqual([[new Error('broken'), 'storageFull']]);
  });

  it('gives the same function subscribed twice two subscriptions, and lets a listener unsubscribe while called', () => {
    const hub = createEventHub();
    let calls = 0;
    const listener = () => {
      calls += 1;
      unsubscribe();
    };
    const unsubscribe = hub.on('forwardingQueued', listener);
    hub.on('forwardingQueued', listener);
    hub.emit('forwardingQueued', {});
    hub.emit('forwardingQueued', {});
    expect(calls).toBe(3);
  });
});
