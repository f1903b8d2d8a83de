import { describe, expect, it } from 'vitest';
import {
  dayBounds,
  isoWeekBounds,
  monthBounds,
  periodBounds,
  periodBoundsOfDate,
  yearBounds,
} from './periods.ts';

const at = (iso: string) => Date.parse(iso);
const hours = (bounds: { startMs: number; endMs: number }) => (bounds.endMs - bounds.startMs) / 3_600_000;

describe('local days on daylight-saving changes', () => {
  it.each([
    ['Europe/Berlin', '2026-03-29T12:00:00Z', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', 23],
    ['Europe/Berlin', '2026-10-25T12:00:00Z', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 25],
    ['Europe/Berlin', '2026-06-15T12:00:00Z', '2026-06-14T22:00:00Z', '2026-06-15T22:00:00Z', 24],
    ['America/New_York', '2026-03-08T12:00:00Z', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 23],
    ['America/New_York', '2026-11-01T12:00:00Z', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 25],
  ])('in %s the day of %s runs from %s to %s (%s h)', (zone, instant, start, end, length) => {
    const bounds = dayBounds(at(instant), zone);
    expect(bounds.startMs).toBe(at(start));
    expect(bounds.endMs).toBe(at(end));
    expect(hours(bounds)).toBe(length);
  });

  it('puts the first and last instants of a day inside it and the next day’s first outside', () => {
    const day = dayBounds(at('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect(dayBounds(day.startMs, 'Europe/Berlin')).toEqual(day);
    expect(dayBounds(day.endMs - 1, 'Europe/Berlin')).toEqual(day);
    expect(dayBounds(day.endMs, 'Europe/Berlin').startDate).toBe('2026-10-26');
  });

  it('gives the local dates of the day', () => {
    const day = dayBounds(at('2026-03-28T23:30:00Z'), 'Europe/Berlin');
    expect(day.startDate).toBe('2026-03-29');
    expect(day.endDate).toBe('2026-03-30');
  });
});

describe('ISO weeks, months and years', () => {
  it('starts the week on Monday and crosses the year boundary (2027-01-01 is in 2026-W53)', () => {
    const week = isoWeekBounds(at('2027-01-01T12:00:00Z'), 'Europe/Berlin');
    expect(week).toEqual({
      startMs: at('2026-12-27T23:00:00Z'),
      endMs: at('2027-01-03T23:00:00Z'),
      startDate: '2026-12-28',
      endDate: '2027-01-04',
    });
  });

  it('treats Sunday as the last day of the week', () => {
    const week = isoWeekBounds(at('2026-03-29T20:00:00Z'), 'Europe/Berlin');
    expect(week.startDate).toBe('2026-03-23');
    expect(hours(week)).toBe(167);
  });

  it('has a 169-hour week when clocks go back (America/New_York, week of 2026-11-01)', () => {
    const week = isoWeekBounds(at('2026-10-30T12:00:00Z'), 'America/New_York');
    expect(week.startDate).toBe('2026-10-26');
    expect(hours(week)).toBe(169);
  });

  it('bounds a month with a DST change (March 2026, Berlin: 743 h)', () => {
    const month = monthBounds(at('2026-03-15T12:00:00Z'), 'Europe/Berlin');
    expect(month.startMs).toBe(at('2026-02-28T23:00:00Z'));
    expect(month.endMs).toBe(at('2026-03-31T22:00:00Z'));
    expect(hours(month)).toBe(743);
  });

  it('rolls December over to January', () => {
    const month = monthBounds(at('2026-12-10T12:00:00Z'), 'America/New_York');
    expect(month.startDate).toBe('2026-12-01');
    expect(month.endDate).toBe('2027-01-01');
    expect(month.endMs).toBe(at('2027-01-01T05:00:00Z'));
  });

  it('uses the local year, not the UTC one', () => {
    const year = yearBounds(at('2026-12-31T23:30:00Z'), 'Europe/Berlin');
    expect(year.startDate).toBe('2027-01-01');
    expect(year.startMs).toBe(at('2026-12-31T23:00:00Z'));
    expect(year.endMs).toBe(at('2027-12-31T23:00:00Z'));
    expect(hours(yearBounds(at('2028-06-01T00:00:00Z'), 'UTC'))).toBe(366 * 24);
  });

  it('computes bounds from a local date as well', () => {
    expect(periodBoundsOfDate('week', '2026-11-01', 'America/New_York')).toEqual(
      periodBounds('week', at('2026-11-01T12:00:00Z'), 'America/New_York'),
    );
  });
});
