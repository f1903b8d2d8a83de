import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './time-constants.ts';
import {
  addDays,
  daysBetween,
  formatInstantWithOffset,
  isoWeek,
  isoWeekday,
  isValidTimeZone,
  localDate,
  localDateTime,
  parseCalendarDate,
  startOfLocalDate,
  wallTimeToInstant,
  zoneOffsetMs,
} from './time-zone.ts';

const at = (iso: string) => Date.parse(iso);

describe('zone offsets and local time', () => {
  it.each([
    ['2026-01-15T12:00:00Z', 'Europe/Berlin', 1],
    ['2026-07-15T12:00:00Z', 'Europe/Berlin', 2],
    ['2026-01-15T12:00:00Z', 'America/New_York', -5],
    ['2026-07-15T12:00:00Z', 'America/New_York', -4],
    ['2026-07-15T12:00:00Z', 'Asia/Kolkata', 5.5],
    ['2026-07-15T12:00:00Z', 'UTC', 0],
  ])('at %s %s is UTC%+s h', (instant, zone, hours) => {
    expect(zoneOffsetMs(at(instant), zone)).toBe(hours * HOUR_MS);
  });

  it('switches offset at the exact instant of the change (Berlin, 2026-03-29 01:00 UTC)', () => {
    expect(zoneOffsetMs(at('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe(HOUR_MS);
    expect(zoneOffsetMs(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(2 * HOUR_MS);
  });

  it('reads the wall clock', () => {
    expect(localDateTime(at('2026-03-29T01:15:42Z'), 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 3,
      minute: 15,
      second: 42,
    });
    expect(localDateTime(at('2026-01-01T04:59:59Z'), 'America/New_York').hour).toBe(23);
  });

  it('gives the local calendar date around midnight', () => {
    expect(localDate(at('2026-03-28T22:59:59.999Z'), 'Europe/Berlin')).toBe('2026-03-28');
    expect(localDate(at('2026-03-28T23:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDate(at('2026-01-01T03:00:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('knows valid zone names', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(() => localDate(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('wallTimeToInstant', () => {
  const wall = (month: number, day: number, hour: number, minute = 0) => ({
    year: 2026,
    month,
    day,
    hour,
    minute,
    second: 0,
  });

  it('maps an ordinary wall time', () => {
    expect(wallTimeToInstant(wall(7, 1, 14, 30), 'Europe/Berlin')).toBe(at('2026-07-01T12:30:00Z'));
  });

  it('takes the earlier instant of a repeated wall time (Berlin, 2026-10-25 02:30)', () => {
    expect(wallTimeToInstant(wall(10, 25, 2, 30), 'Europe/Berlin')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('moves a skipped wall time forward by the gap (Berlin, 2026-03-29 02:30 → 03:30 CEST)', () => {
    expect(wallTimeToInstant(wall(3, 29, 2, 30), 'Europe/Berlin')).toBe(at('2026-03-29T01:30:00Z'));
  });

  it('starts a day whose midnight is skipped at 01:00 (America/Santiago, 2026-09-06)', () => {
    expect(startOfLocalDate('2026-09-06', 'America/Santiago')).toBe(at('2026-09-06T04:00:00Z'));
    expect(formatInstantWithOffset(at('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe(
      '2026-09-06T01:00:00-03:00',
    );
  });
});

describe('formatInstantWithOffset', () => {
  it.each([
    ['2026-03-29T01:15:00Z', 'Europe/Berlin', '2026-03-29T03:15:00+02:00'],
    ['2026-03-29T00:15:00Z', 'Europe/Berlin', '2026-03-29T01:15:00+01:00'],
    ['2026-10-25T00:30:00Z', 'Europe/Berlin', '2026-10-25T02:30:00+02:00'],
    ['2026-10-25T01:30:00Z', 'Europe/Berlin', '2026-10-25T02:30:00+01:00'],
    ['2026-07-01T12:00:00.250Z', 'America/New_York', '2026-07-01T08:00:00.250-04:00'],
    ['1970-01-01T00:00:00Z', 'UTC', '1970-01-01T00:00:00+00:00'],
    ['2026-01-01T00:00:00Z', 'Asia/Kolkata', '2026-01-01T05:30:00+05:30'],
    ['2026-01-01T00:00:00Z', 'America/St_Johns', '2025-12-31T20:30:00-03:30'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(formatInstantWithOffset(at(instant), zone)).toBe(expected);
  });

  it('writes text that parses back to the same instant', () => {
    const instant = at('2026-10-25T01:30:00.125Z');
    expect(Date.parse(formatInstantWithOffset(instant, 'Europe/Berlin'))).toBe(instant);
  });
});

describe('calendar dates', () => {
  it('parses and rejects dates', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(() => parseCalendarDate('2026-02-29')).toThrow(RangeError);
    expect(() => parseCalendarDate('2026-2-3')).toThrow(RangeError);
    expect(() => parseCalendarDate('2026-13-01')).toThrow(RangeError);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });

  it('counts calendar days between dates, across leap days and DST changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2016-01-01', '2026-01-01')).toBe(3653);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it.each([
    ['2026-03-30', 1],
    ['2026-03-29', 7],
    ['2027-01-01', 5],
  ])('%s is ISO weekday %s', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  // ISO 8601 week dates, years whose first or last days belong to a neighbouring year's week.
  it.each([
    ['2026-01-01', 2026, 1],
    ['2026-12-31', 2026, 53],
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53],
    ['2026-03-29', 2026, 13],
  ])('%s is in week %s-W%s', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
  });
});
