import { describe, expect, it } from 'vitest';
import {
  createStationDates,
  rainSeasonDays,
  rainSeasonYear,
  startOfStationDay,
  stationDate,
  stationDayRange,
} from './station-day.ts';
import { HOUR_MS } from './time-constants.ts';

const at = (iso: string) => Date.parse(iso);
const berlin9 = { timezone: 'Europe/Berlin', dayStartHour: 9 };

describe('station days', () => {
  it('names a day ending at 09:00 by the date it started', () => {
    // 08:50 CET on 3 March is 07:50 UTC: still 2 March's day; 09:00 CET opens 3 March's.
    expect(stationDate(at('2026-03-03T07:50:00Z'), berlin9)).toBe('2026-03-02');
    expect(stationDate(at('2026-03-03T08:00:00Z'), berlin9)).toBe('2026-03-03');
    expect(stationDate(at('2026-03-03T22:59:59Z'), berlin9)).toBe('2026-03-03');
  });

  it('keeps the civil day at midnight (and when no hour is given)', () => {
    expect(stationDate(at('2026-03-03T07:50:00Z'), { timezone: 'Europe/Berlin', dayStartHour: 0 })).toBe(
      '2026-03-03',
    );
    expect(stationDate(at('2026-03-02T23:00:00Z'), { timezone: 'Europe/Berlin' })).toBe('2026-03-03');
    expect(stationDayRange('2026-03-03', { timezone: 'Europe/Berlin' })).toEqual({
      from: at('2026-03-02T23:00:00Z'),
      to: at('2026-03-03T23:00:00Z'),
    });
  });

  it('cuts at 09:00 wall-clock time across the spring change (Berlin, 29 March 2026: 23 hours)', () => {
    const range = stationDayRange('2026-03-28', berlin9);
    expect(range).toEqual({ from: at('2026-03-28T08:00:00Z'), to: at('2026-03-29T07:00:00Z') });
    expect(range.to - range.from).toBe(23 * HOUR_MS);
    // 08:59 CEST on 29 March still belongs to 28 March; 09:00 CEST (07:00 UTC) opens 29 March.
    expect(stationDate(at('2026-03-29T06:59:00Z'), berlin9)).toBe('2026-03-28');
    expect(stationDate(at('2026-03-29T07:00:00Z'), berlin9)).toBe('2026-03-29');
  });

  it('lasts 25 hours across the autumn change (Berlin, 25 October 2026) and starts at 07:00 when asked', () => {
    const range = stationDayRange('2026-10-24', berlin9);
    expect(range.to - range.from).toBe(25 * HOUR_MS);
    expect(startOfStationDay('2026-07-01', { timezone: 'Europe/London', dayStartHour: 7 })).toBe(
      at('2026-07-01T06:00:00Z'),
    );
  });
});

describe('station dates in bulk', () => {
  it.each([
    ['Europe/Berlin', 9],
    ['Europe/London', 7],
    ['America/New_York', 9],
    ['Australia/Sydney', 9],
    ['Europe/Berlin', 0],
  ])('agrees with stationDate every 10 minutes through March and October in %s from %i:00', (zone, hour) => {
    const rule = { timezone: zone, dayStartHour: hour };
    const bulk = createStationDates(rule);
    for (const month of ['2026-03-01T00:00:00Z', '2026-10-01T00:00:00Z']) {
      const start = Date.parse(month);
      for (let at = start; at < start + 31 * 24 * HOUR_MS; at += HOUR_MS / 6) {
        expect(bulk(at)).toBe(stationDate(at, rule));
      }
    }
  });
});

describe('rain seasons', () => {
  it('is the calendar year when it starts in January', () => {
    expect(rainSeasonDays(2026, 1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(rainSeasonYear('2026-12-31', 1)).toBe(2026);
  });

  it('runs October to September, named by the year it ends in', () => {
    expect(rainSeasonDays(2026, 10)).toEqual({ from: '2025-10-01', to: '2026-09-30' });
    expect(rainSeasonYear('2025-10-01', 10)).toBe(2026);
    expect(rainSeasonYear('2026-09-30', 10)).toBe(2026);
    expect(rainSeasonYear('2026-10-01', 10)).toBe(2027);
  });

  it('ends on the last day of February in a leap year when it starts in March', () => {
    expect(rainSeasonDays(2028, 3)).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });
});
