/**
 * The calendar day of the 'On this day' page, 'MM-DD' without a year, as its address names it
 * (`/weather/on-this-day?date=03-14`). Pure.
 */

/** Query parameter naming the calendar day. */
export const DATE_PARAMETER = 'date';

/** Days of each month in a leap year: 29 February is a calendar day (of the leap years). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The number of days month `month` (1–12) may have: February 29. */
export function daysInMonth(month: number): number {
  return DAYS_IN_MONTH[month - 1] ?? 31;
}

/** 'MM-DD' of a month (1–12) and day. */
export function formatMonthDay(month: number, day: number): string {
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month and day an address names, or undefined when `text` names no calendar day ('04-31', '3-14'). */
export function parseMonthDay(text: string | null): { month: number; day: number } | undefined {
  const match = text === null ? null : /^(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return undefined;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month)) return undefined;
  return { month, day };
}

/** The calendar day ('MM-DD') of a local date 'YYYY-MM-DD'. */
export function monthDayOf(date: string): string {
  return date.slice(5, 10);
}

/**
 * A month and day moved to a day that month has: picking February while the 31st was picked gives the
 * 29th.
 */
export function clampMonthDay(month: number, day: number): { month: number; day: number } {
  return { month, day: Math.min(day, daysInMonth(month)) };
}
