/**
 * Calendar periods in a station's time zone (DESIGN §6): the local day, ISO week (Monday to Sunday), month
 * and year that contain an instant. Bounds are instants, so a day is 23 h on the spring-forward date and
 * 25 h on the fall-back date; nothing here assumes 24-hour days.
 */

import {
  addDays,
  formatCalendarDate,
  isoWeekday,
  localDate,
  parseCalendarDate,
  startOfLocalDate,
} from './time-zone.ts';

/** The calendar periods of the history and graph pages (the spec's 'record' is all time and has no bounds). */
export const CALENDAR_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];

/** A local calendar period: [startMs, endMs) as instants, and its first and one-past-last local dates. */
export interface PeriodBounds {
  /** First instant of the period (inclusive). */
  readonly startMs: number;
  /** First instant after the period (exclusive): the start of the next one. */
  readonly endMs: number;
  /** First local date of the period, 'YYYY-MM-DD' (inclusive). */
  readonly startDate: string;
  /** First local date after the period, 'YYYY-MM-DD' (exclusive), for daily-summary key ranges. */
  readonly endDate: string;
}

/** A calendar period's first local date for a local date inside it ('YYYY-MM-DD'): the day, the ISO week's
 * Monday, the month's or the year's first day. */
export function periodStart(period: CalendarPeriod, date: string): string {
  const { year, month } = parseCalendarDate(date);
  switch (period) {
    case 'day':
      return date;
    case 'week':
      return addDays(date, 1 - isoWeekday(date));
    case 'month':
      return formatCalendarDate({ year, month, day: 1 });
    case 'year':
      return formatCalendarDate({ year, month: 1, day: 1 });
  }
}

function nextFirstDate(period: CalendarPeriod, firstDate: string): string {
  const { year, month } = parseCalendarDate(firstDate);
  switch (period) {
    case 'day':
      return addDays(firstDate, 1);
    case 'week':
      return addDays(firstDate, 7);
    case 'month':
      return month === 12
        ? formatCalendarDate({ year: year + 1, month: 1, day: 1 })
        : formatCalendarDate({ year, month: month + 1, day: 1 });
    case 'year':
      return formatCalendarDate({ year: year + 1, month: 1, day: 1 });
  }
}

/**
 * Bounds of the local `period` ('day', 'week' = ISO week from Monday, 'month', 'year') containing
 * `instantMs` in `timeZone`. Starts are local midnights (or the first instant after a midnight that clocks
 * skip). Throws RangeError for an unknown zone.
 */
export function periodBounds(period: CalendarPeriod, instantMs: number, timeZone: string): PeriodBounds {
  return periodBoundsOfDate(period, localDate(instantMs, timeZone), timeZone);
}

/** As {@link periodBounds}, for the period containing the local date `date` ('YYYY-MM-DD'). */
export function periodBoundsOfDate(period: CalendarPeriod, date: string, timeZone: string): PeriodBounds {
  const startDate = periodStart(period, date);
  const endDate = nextFirstDate(period, startDate);
  return {
    startMs: startOfLocalDate(startDate, timeZone),
    endMs: startOfLocalDate(endDate, timeZone),
    startDate,
    endDate,
  };
}

/** The local day containing `instantMs`; see {@link periodBounds}. */
export function dayBounds(instantMs: number, timeZone: string): PeriodBounds {
  return periodBounds('day', instantMs, timeZone);
}

/** The ISO week (Monday 00:00 to the next Monday) containing `instantMs`; see {@link periodBounds}. */
export function isoWeekBounds(instantMs: number, timeZone: string): PeriodBounds {
  return periodBounds('week', instantMs, timeZone);
}

/** The local calendar month containing `instantMs`; see {@link periodBounds}. */
export function monthBounds(instantMs: number, timeZone: string): PeriodBounds {
  return periodBounds('month', instantMs, timeZone);
}

/** The local calendar year containing `instantMs`; see {@link periodBounds}. */
export function yearBounds(instantMs: number, timeZone: string): PeriodBounds {
  return periodBounds('year', instantMs, timeZone);
}
