import { describe, expect, it } from 'vitest';
import { clampMonthDay, daysInMonth, formatMonthDay, monthDayOf, parseMonthDay } from './month-day.ts';

describe('calendar day of the on-this-day page', () => {
  it.each([
    ['03-14', { month: 3, day: 14 }],
    ['02-29', { month: 2, day: 29 }],
    ['12-31', { month: 12, day: 31 }],
    ['01-01', { month: 1, day: 1 }],
  ])('reads %s', (text, expected) => {
    expect(parseMonthDay(text)).toEqual(expected);
  });

  it.each([['04-31'], ['02-30'], ['13-01'], ['00-10'], ['03-00'], ['3-14'], ['2026-03-14'], [''], [null]])(
    'names no calendar day with %s',
    (text) => {
      expect(parseMonthDay(text)).toBeUndefined();
    },
  );

  it('gives February 29 days, April 30, and writes the day back', () => {
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(4)).toBe(30);
    expect(daysInMonth(12)).toBe(31);
    expect(formatMonthDay(2, 9)).toBe('02-09');
    expect(monthDayOf('2024-02-29')).toBe('02-29');
  });

  it('moves a day the picked month lacks to its last day', () => {
    expect(clampMonthDay(2, 31)).toEqual({ month: 2, day: 29 });
    expect(clampMonthDay(4, 31)).toEqual({ month: 4, day: 30 });
    expect(clampMonthDay(5, 31)).toEqual({ month: 5, day: 31 });
  });
});
