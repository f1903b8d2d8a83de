import { describe, expect, it } from 'vitest';
import { createMemoryReadingEvents } from '../readings/index.ts';
import { createStationGenerations } from './station-generations.ts';

describe('station generations', () => {
  it('hears the readings of a station first seen by a bump (an edit before any answer was kept)', () => {
    const events = createMemoryReadingEvents();
    const heard: number[] = [];
    const generations = createStationGenerations(events, (stationId) => heard.push(stationId));
    generations.bump(7);
    expect(generations.current(7)).toBe(1);
    events.publish(7, Date.UTC(2025, 10, 20, 10, 30));
    expect(heard).toEqual([7]);
  });

  it('subscribes once per station however often it is bumped or asked', () => {
    const events = createMemoryReadingEvents();
    const heard: number[] = [];
    const generations = createStationGenerations(events, (stationId) => heard.push(stationId));
    generations.current(3);
    generations.bump(3);
    generations.bump(3);
    expect(generations.holds(3, 2)).toBe(true);
    events.publish(3, Date.UTC(2025, 10, 20, 10, 30));
    expect(heard).toEqual([3]);
  });
});
