import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './time-constants.ts';
import { formatInstantWithOffset, localDate, zoneOffsetMs } from './time-zone.ts';
import { createZoneCalendar } from './zone-calendar.ts';

/** Every `stepMinutes` minutes over [fromIso, toIso). */
function instants(fromIso: string, toIso: string, stepMinutes: number): number[] {
  const out: number[] = [];
  for (let t = Date.parse(fromIso); t < Date.parse(toIso); t += stepMinutes * MINUTE_MS) out.push(t);
  return out;
}

describe('createZoneCalendar', () => {
  it.each([
    ['Europe/Paris', '2026-03-27T00:00:00Z', '2026-03-31T00:00:00Z'],
    ['Europe/Paris', '2026-10-23T00:00:00Z', '2026-10-27T00:00:00Z'],
    ['America/New_York', '2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z'],
    ['America/New_York', '2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z'],
    // Half-hour DST shift, and a zone 12:45 ahead of UTC.
    ['Australia/Lord_Howe', '2026-04-03T00:00:00Z', '2026-04-06T00:00:00Z'],
    ['Pacific/Chatham', '2026-09-25T00:00:00Z', '2026-09-29T00:00:00Z'],
    // Clocks jump over midnight.
    ['America/Santiago', '2026-09-04T00:00:00Z', '2026-09-08T00:00:00Z'],
    ['Asia/Kolkata', '2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z'],
    ['UTC', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'],
  ])('agrees with the Intl-based functions in %s around %s', (zone, from, to) => {
    const calendar = createZoneCalendar(zone);
    for (const t of instants(from, to, 7)) {
      expect(calendar.offsetMs(t)).toBe(zoneOffsetMs(t, zone));
      expect(calendar.localDate(t)).toBe(localDate(t, zone));
      expect(calendar.formatInstant(t)).toBe(formatInstantWithOffset(t, zone));
    }
  });

  it('formats the instants right before and at a transition, and milliseconds', () => {
    const paris = createZoneCalendar('Europe/Paris');
    const change = Date.parse('2026-03-29T01:00:00Z');
    expect(paris.formatInstant(change - 1)).toBe('2026-03-29T01:59:59.999+01:00');
    expect(paris.formatInstant(change)).toBe('2026-03-29T03:00:00+02:00');
    expect(paris.formatInstant(Date.parse('2026-06-15T10:00:00.250Z'))).toBe('2026-06-15T12:00:00.250+02:00');
  });

  it('agrees over a whole year sampled every 97 minutes', () => {
    const calendar = createZoneCalendar('Europe/Berlin');
    for (const t of instants('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', 97)) {
      expect(calendar.formatInstant(t)).toBe(formatInstantWithOffset(t, 'Europe/Berlin'));
    }
  });

  it('rejects an unknown zone', () => {
    expect(() => createZoneCalendar('Mars/Olympus').offsetMs(0)).toThrow(RangeError);
  });
});
