import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './station-time-zone.ts';

describe('timeZoneAt', () => {
  it.each([
    [52.84, 7.1, 'Europe/Berlin'],
    [45.78, 3.08, 'Europe/Paris'],
    [40.7128, -74.006, 'America/New_York'],
    [-33.87, 151.21, 'Australia/Sydney'],
    // Mid-Atlantic: a nautical zone, 2 h behind UTC.
    [0, -30, 'Etc/GMT+2'],
  ])('finds the zone at %f, %f', (lat, lng, zone) => {
    expect(timeZoneAt(lat, lng)).toBe(zone);
  });
});
