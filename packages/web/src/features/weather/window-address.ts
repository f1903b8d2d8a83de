import { INSTANT_WITH_ZONE_PATTERN, WEATHER_PERIODS, type WeatherPeriod } from '@meteodeck/contract';
import {
  addDays,
  type CalendarPeriod,
  formatCalendarDate,
  parseCalendarDate,
  periodStart,
  startOfLocalDate,
  startOfStationDay,
} from '@meteodeck/weather';

/** A calendar period's first local date for a local date inside it (weather's, named here for the pages). */
export { periodStart };

/**
 * The address of a history or graph window: `at` names it and, on the graph page, `period` the period, so a
 * window can be linked and reached in one step (`/weather/history/monthly?at=2019-03`,
 * `/weather/graph?period=week&at=2019-03-11`). A calendar window is named by the station's local date in
 * the form of its period: day and week 'YYYY-MM-DD' (the week's Monday), month 'YYYY-MM', year 'YYYY'. A
 * rolling window of the graph page (Jour, Woche, Monat stepped back from the present) is named by the
 * instant it ends at, ISO 8601 with a zone. No `at`: the present window. Pure: the clock's today and the
 * station's zone come in.
 */

/** Query parameter naming the window. */
export const AT_PARAMETER = 'at';
/** Query parameter naming the graph page's period (day when absent). */
export const PERIOD_PARAMETER = 'period';

/** The first local date of the period `steps` periods after the one starting at `startDate` (negative: before). */
export function shiftPeriod(period: CalendarPeriod, startDate: string, steps: number): string {
  const { year, month } = parseCalendarDate(startDate);
  switch (period) {
    case 'day':
      return addDays(startDate, steps);
    case 'week':
      return addDays(startDate, 7 * steps);
    case 'month': {
      const index = year * 12 + (month - 1) + steps;
      return formatCalendarDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
    }
    case 'year':
      return formatCalendarDate({ year: year + steps, month: 1, day: 1 });
  }
}

/** The address of the calendar window starting at `startDate`: '2019-03-14', '2019-03' or '2019'. */
export function formatWindowName(period: CalendarPeriod, startDate: string): string {
  if (period === 'month') return startDate.slice(0, 7);
  if (period === 'year') return startDate.slice(0, 4);
  return startDate;
}

const NAME_PATTERNS: Record<CalendarPeriod, RegExp> = {
  day: /^\d{4}-\d{2}-\d{2}$/,
  week: /^\d{4}-\d{2}-\d{2}$/,
  month: /^\d{4}-\d{2}$/,
  year: /^\d{4}$/,
};

/**
 * The first local date of the calendar window an address names, or undefined when `text` is not a name
 * of that period or not a real date ('2019-02-30', '2019-13'). A week may be named by any of its days.
 */
export function parseWindowName(period: CalendarPeriod, text: string | null): string | undefined {
  if (text === null || !NAME_PATTERNS[period].test(text)) return undefined;
  const date = period === 'month' ? `${text}-01` : period === 'year' ? `${text}-01-01` : text;
  try {
    return periodStart(period, formatCalendarDate(parseCalendarDate(date)));
  } catch {
    return undefined;
  }
}

const INSTANT = new RegExp(INSTANT_WITH_ZONE_PATTERN);

/** The end of a rolling window an address names (epoch ms), or undefined when `text` is not an instant. */
export function parseRollingEnd(text: string | null): number | undefined {
  const match = text === null ? null : INSTANT.exec(text);
  if (text === null || match === null) return undefined;
  try {
    parseCalendarDate(`${match[1]}-${match[2]}-${match[3]}`);
  } catch {
    return undefined;
  }
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}

/** The graph period an address names, or undefined for an unknown one. */
export function parseGraphPeriod(text: string | null): WeatherPeriod | undefined {
  return WEATHER_PERIODS.find((period) => period === text);
}

/**
 * The `at` of the API call for the calendar window starting at `startDate`: its first instant, ISO UTC, the
 * start of its first station day (09:00 local for a station whose day ends at 09:00, else midnight).
 */
export function calendarAt(startDate: string, timeZone: string, dayStartHour = 0): string {
  return new Date(startOfStationDay(startDate, { timezone: timeZone, dayStartHour })).toISOString();
}

/** The first and last local day with data of a station ('YYYY-MM-DD'). */
export interface DataSpan {
  firstDay: string;
  lastDay: string;
}

/**
 * Whether a calendar window may be shown from an address: it does not start after `today` (the station's
 * local date now; the server refuses a future `at`) and, when the data span is known, it does not end
 * before the station's first day with data.
 */
export function isCalendarWindowInRange(
  period: CalendarPeriod,
  startDate: string,
  today: string,
  span: DataSpan | undefined,
): boolean {
  if (startDate > today) return false;
  return span === undefined || shiftPeriod(period, startDate, 1) > span.firstDay;
}

/**
 * Whether a calendar window ends before the station's first day with data: an address may name it (an old
 * link), and it shows from when the station has data instead of empty tables and charts.
 */
export function isCalendarWindowBeforeData(
  period: CalendarPeriod,
  startDate: string,
  span: DataSpan | undefined,
): boolean {
  return span !== undefined && shiftPeriod(period, startDate, 1) <= span.firstDay;
}

/** Whether a rolling window ending at `endMs` ends before the station's first day with data began. */
export function isRollingWindowBeforeData(
  endMs: number,
  span: DataSpan | undefined,
  timeZone: string,
): boolean {
  return span !== undefined && endMs <= startOfLocalDate(span.firstDay, timeZone);
}

/**
 * Whether a rolling window ending at `endMs` may be shown from an address: not after now, and when the
 * data span is known, ending after the first day with data began.
 */
export function isRollingWindowInRange(
  endMs: number,
  nowMs: number,
  span: DataSpan | undefined,
  timeZone: string,
): boolean {
  if (endMs > nowMs) return false;
  return span === undefined || endMs > startOfLocalDate(span.firstDay, timeZone);
}

/**
 * Whether 'Früher' may step back from the calendar window starting at `startDate`: the window before ends
 * after the station's first day with data begins, i.e. this window does not hold that day (the one that
 * does is the last one 'Früher' reaches). Unknown span: yes.
 */
export function hasEarlierCalendarWindow(startDate: string, span: DataSpan | undefined): boolean {
  return span === undefined || startDate > span.firstDay;
}

/**
 * Whether 'Früher' may step back from the rolling window starting at `fromMs`: the window before (ending
 * at `fromMs`) ends after the station's first day with data began, as an address naming it must
 * (isRollingWindowInRange). Unknown span: yes.
 */
export function hasEarlierRollingWindow(
  fromMs: number,
  span: DataSpan | undefined,
  timeZone: string,
): boolean {
  return span === undefined || fromMs > startOfLocalDate(span.firstDay, timeZone);
}

/**
 * Whether a window answered without any reading, ending at `toMs`, lies before the station's data: it ends
 * no later than the end of the first day with data (a rolling window may start inside that day before its
 * first reading, so 'Früher' can reach it).
 */
export function isEmptyWindowBeforeData(toMs: number, span: DataSpan | undefined, timeZone: string): boolean {
  return span !== undefined && toMs <= startOfLocalDate(addDays(span.firstDay, 1), timeZone);
}

/** `date` ('YYYY-MM-DD') moved into [first, last]. */
export function clampDate(date: string, span: DataSpan): string {
  if (date < span.firstDay) return span.firstDay;
  if (date > span.lastDay) return span.lastDay;
  return date;
}
