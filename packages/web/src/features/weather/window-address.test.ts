import { describe, expect, it } from 'vitest';
import {
  calendarAt,
  clampDate,
  formatWindowName,
  hasEarlierCalendarWindow,
  hasEarlierRollingWindow,
  isCalendarWindowBeforeData,
  isCalendarWindowInRange,
  isEmptyWindowBeforeData,
  isRollingWindowBeforeData,
  isRollingWindowInRange,
  parseGraphPeriod,
  parseRollingEnd,
  parseWindowName,
  periodStart,
  shiftPeriod,
} from './window-address.ts';

const SPAN = { firstDay: '2019-03-02', lastDay: '2026-11-27' };

describe('window addresses', () => {
  it.each([
    ['day', '2019-03-14', '2019-03-14'],
    // Any day names its ISO week, which starts on the Monday; 2027-01-01 is in the week from 28.12.2026.
    ['week', '2019-03-14', '2019-03-11'],
    ['week', '2019-03-17', '2019-03-11'],
    ['week', '2027-01-01', '2026-12-28'],
    ['month', '2019-03', '2019-03-01'],
    ['year', '2019', '2019-01-01'],
  ] as const)('reads the %s %s as the window from %s', (period, text, start) => {
    expect(parseWindowName(period, text)).toBe(start);
  });

  it.each([
    ['day', null],
    ['day', ''],
    ['day', '2019-02-30'],
    ['day', '2019-3-14'],
    ['day', '2019-03'],
    ['week', '2019-W11'],
    ['month', '2019-13'],
    ['month', '2019-00'],
    ['month', '2019-03-14'],
    ['year', '19'],
    ['year', 'abcd'],
  ] as const)('names no %s window with %s', (period, text) => {
    expect(parseWindowName(period, text)).toBeUndefined();
  });

  it.each([
    ['day', '2019-03-14', '2019-03-14'],
    ['week', '2019-03-11', '2019-03-11'],
    ['month', '2019-03-01', '2019-03'],
    ['year', '2019-01-01', '2019'],
  ] as const)('writes the %s from %s as %s, which reads back the same', (period, start, text) => {
    expect(formatWindowName(period, start)).toBe(text);
    expect(parseWindowName(period, text)).toBe(start);
  });

  it.each([
    ['day', '2019-03-01', -1, '2019-02-28'],
    ['day', '2020-02-28', 1, '2020-02-29'],
    ['week', '2019-03-11', -1, '2019-03-04'],
    ['week', '2026-12-28', 1, '2027-01-04'],
    ['month', '2019-01-01', -1, '2018-12-01'],
    ['month', '2019-12-01', 1, '2020-01-01'],
    ['month', '2026-11-01', -92, '2019-03-01'],
    ['year', '2019-01-01', -1, '2018-01-01'],
  ] as const)('steps the %s from %s by %i to %s', (period, start, steps, expected) => {
    expect(shiftPeriod(period, start, steps)).toBe(expected);
  });

  it('finds the first day of the period holding a date', () => {
    expect(periodStart('week', '2026-11-29')).toBe('2026-11-23');
    expect(periodStart('month', '2026-11-29')).toBe('2026-11-01');
    expect(periodStart('year', '2026-11-29')).toBe('2026-01-01');
  });

  it("asks for a calendar window by its first instant in the station's zone", () => {
    expect(calendarAt('2019-03-01', 'Europe/Berlin')).toBe('2019-02-28T23:00:00.000Z');
    // Summer time: midnight is 22:00 UTC.
    expect(calendarAt('2019-07-01', 'Europe/Berlin')).toBe('2019-06-30T22:00:00.000Z');
    expect(calendarAt('2019-03-01', 'America/New_York')).toBe('2019-03-01T05:00:00.000Z');
  });

  it('asks for the window of a station whose day ends at 09:00 from 09:00 local', () => {
    // 09:00 CET is 08:00 UTC: midnight would name the day before, whose station day it still is.
    expect(calendarAt('2019-03-01', 'Europe/Berlin', 9)).toBe('2019-03-01T08:00:00.000Z');
    expect(calendarAt('2019-07-01', 'Europe/Berlin', 7)).toBe('2019-07-01T05:00:00.000Z');
    expect(calendarAt('2019-03-01', 'Europe/Berlin', 0)).toBe('2019-02-28T23:00:00.000Z');
  });

  it('shows a calendar window from an address only between the first day with data and today', () => {
    const today = '2026-11-27';
    expect(isCalendarWindowInRange('month', '2019-03-01', today, SPAN)).toBe(true);
    // The month that holds the first day, though that day is not its first.
    expect(isCalendarWindowInRange('month', '2019-02-01', today, SPAN)).toBe(false);
    expect(isCalendarWindowInRange('week', '2019-02-25', today, SPAN)).toBe(true);
    expect(isCalendarWindowInRange('day', '2019-03-01', today, SPAN)).toBe(false);
    expect(isCalendarWindowInRange('year', '2018-01-01', today, SPAN)).toBe(false);
    // The present period, and nothing after it; without a known span only the future is out.
    expect(isCalendarWindowInRange('month', '2026-11-01', today, SPAN)).toBe(true);
    expect(isCalendarWindowInRange('day', '2026-11-28', today, SPAN)).toBe(false);
    expect(isCalendarWindowInRange('year', '1990-01-01', today, undefined)).toBe(true);
  });

  it('shows a rolling window from an address only when it ends after the data begin and not after now', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const zone = 'Europe/Berlin';
    expect(isRollingWindowInRange(Date.parse('2026-11-20T10:00:00Z'), now, SPAN, zone)).toBe(true);
    expect(isRollingWindowInRange(Date.parse('2026-11-27T10:10:00Z'), now, SPAN, zone)).toBe(false);
    // The first day with data begins at 2019-03-01T23:00Z in Berlin.
    expect(isRollingWindowInRange(Date.parse('2019-03-01T23:00:00Z'), now, SPAN, zone)).toBe(false);
    expect(isRollingWindowInRange(Date.parse('2019-03-01T23:10:00Z'), now, SPAN, zone)).toBe(true);
  });

  it('tells a window that ends before the first day with data (an address may name it)', () => {
    // The first day with data is 2019-03-02.
    expect(isCalendarWindowBeforeData('year', '2018-01-01', SPAN)).toBe(true);
    expect(isCalendarWindowBeforeData('year', '2019-01-01', SPAN)).toBe(false);
    expect(isCalendarWindowBeforeData('month', '2019-02-01', SPAN)).toBe(true);
    expect(isCalendarWindowBeforeData('week', '2019-02-25', SPAN)).toBe(false);
    expect(isCalendarWindowBeforeData('day', '2019-03-01', SPAN)).toBe(true);
    expect(isCalendarWindowBeforeData('day', '2019-03-02', SPAN)).toBe(false);
    expect(isCalendarWindowBeforeData('year', '1990-01-01', undefined)).toBe(false);
    // In Berlin the first day with data begins at 2019-03-01T23:00Z.
    const zone = 'Europe/Berlin';
    expect(isRollingWindowBeforeData(Date.parse('2019-03-01T23:00:00Z'), SPAN, zone)).toBe(true);
    expect(isRollingWindowBeforeData(Date.parse('2019-03-01T23:10:00Z'), SPAN, zone)).toBe(false);
    expect(isRollingWindowBeforeData(Date.parse('2019-03-01T23:00:00Z'), undefined, zone)).toBe(false);
  });

  it("lets 'Früher' step back from a calendar window until the one holding the first day with data", () => {
    // The first day with data is 2019-03-02: the month, week, year and day holding it are the last.
    expect(hasEarlierCalendarWindow('2019-04-01', SPAN)).toBe(true);
    expect(hasEarlierCalendarWindow('2019-03-01', SPAN)).toBe(false);
    expect(hasEarlierCalendarWindow('2019-02-25', SPAN)).toBe(false);
    expect(hasEarlierCalendarWindow('2019-01-01', SPAN)).toBe(false);
    expect(hasEarlierCalendarWindow('2019-03-03', SPAN)).toBe(true);
    expect(hasEarlierCalendarWindow('2019-03-02', SPAN)).toBe(false);
    // Every step of 'Früher' lands on a window an address may name.
    expect(isCalendarWindowInRange('day', shiftPeriod('day', '2019-03-03', -1), '2026-11-27', SPAN)).toBe(
      true,
    );
    // Without a known span there is no bound.
    expect(hasEarlierCalendarWindow('1990-01-01', undefined)).toBe(true);
  });

  it("lets 'Früher' step back from a rolling window while the one before ends after the data begin", () => {
    const zone = 'Europe/Berlin';
    // The first day with data begins at 2019-03-01T23:00Z in Berlin.
    expect(hasEarlierRollingWindow(Date.parse('2019-03-02T10:00:00Z'), SPAN, zone)).toBe(true);
    expect(hasEarlierRollingWindow(Date.parse('2019-03-01T23:00:00Z'), SPAN, zone)).toBe(false);
    expect(hasEarlierRollingWindow(Date.parse('2019-02-20T10:00:00Z'), SPAN, zone)).toBe(false);
    expect(hasEarlierRollingWindow(Date.parse('2019-02-20T10:00:00Z'), undefined, zone)).toBe(true);
  });

  it('takes an empty window ending by the end of the first day with data as one before the data', () => {
    const zone = 'Europe/Berlin';
    // The first day with data ends at 2019-03-02T23:00Z in Berlin.
    expect(isEmptyWindowBeforeData(Date.parse('2019-03-02T10:00:00Z'), SPAN, zone)).toBe(true);
    expect(isEmptyWindowBeforeData(Date.parse('2019-03-02T23:00:00Z'), SPAN, zone)).toBe(true);
    expect(isEmptyWindowBeforeData(Date.parse('2019-03-02T23:10:00Z'), SPAN, zone)).toBe(false);
    expect(isEmptyWindowBeforeData(Date.parse('2019-03-02T10:00:00Z'), undefined, zone)).toBe(false);
  });

  it('reads the end of a rolling window, with a zone, on a real date', () => {
    expect(parseRollingEnd('2026-06-14T12:10:00.000Z')).toBe(Date.parse('2026-06-14T12:10:00Z'));
    expect(parseRollingEnd('2026-06-14T14:10+02:00')).toBe(Date.parse('2026-06-14T12:10:00Z'));
    expect(parseRollingEnd('2026-06-14T12:10:00')).toBeUndefined();
    expect(parseRollingEnd('2026-02-30T12:10:00Z')).toBeUndefined();
    expect(parseRollingEnd('2026-06')).toBeUndefined();
    expect(parseRollingEnd(null)).toBeUndefined();
  });

  it('reads the graph period, and nothing else', () => {
    expect(parseGraphPeriod('month')).toBe('month');
    expect(parseGraphPeriod('monthly')).toBeUndefined();
    expect(parseGraphPeriod(null)).toBeUndefined();
  });

  it('keeps a picked date within the days with data', () => {
    expect(clampDate('2018-12-31', SPAN)).toBe('2019-03-02');
    expect(clampDate('2027-01-01', SPAN)).toBe('2026-11-27');
    expect(clampDate('2020-05-05', SPAN)).toBe('2020-05-05');
  });
});
