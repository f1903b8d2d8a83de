/**
 * Local calendar time of an instant in an IANA time zone, and back, with the platform's Intl tz database
 * (Node ships full ICU): no library. Instants are epoch milliseconds (UTC). Valid for zones whose offsets are
 * whole minutes (every zone since the 1970s) and for years 1000–9999.
 */
import { DAY_MS, MINUTE_MS } from './time-constants.ts';

/** A wall-clock date and time, as read on a clock in the zone. `month` is 1–12. */
export interface LocalDateTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** A calendar date; `month` 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than formatting with it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA zone name the platform knows ('Europe/Berlin', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wall-clock date and time of `instantMs` in `timeZone` (seconds truncated).
 * Throws RangeError for an unknown zone.
 */
export function localDateTime(instantMs: number, timeZone: string): LocalDateTime {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? Number.NaN,
    month: fields.month ?? Number.NaN,
    day: fields.day ?? Number.NaN,
    hour: fields.hour ?? Number.NaN,
    minute: fields.minute ?? Number.NaN,
    second: fields.second ?? Number.NaN,
  };
}

function wallAsUtcMs(wall: LocalDateTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/**
 * Offset of `timeZone` from UTC at `instantMs`, in ms (Europe/Berlin in summer: +7 200 000).
 */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const wholeSecondMs = Math.floor(instantMs / 1000) * 1000;
  return wallAsUtcMs(localDateTime(wholeSecondMs, timeZone)) - wholeSecondMs;
}

/**
 * The instant at which clocks in `timeZone` show `wall`. When the wall time occurs twice (clocks set back)
 * the earlier instant; when it does not exist (clocks set forward) the instant it would have been with the
 * offset in force before the change, i.e. the wall time shifted forward by the gap (02:30 on a spring-forward
 * night in Berlin → 03:30 CEST), as Temporal's "compatible" disambiguation does. Assumes no zone changes its
 * offset twice within two days.
 */
export function wallTimeToInstant(wall: LocalDateTime, timeZone: string): number {
  const wallUtc = wallAsUtcMs(wall);
  const offsetBefore = zoneOffsetMs(wallUtc - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(wallUtc + DAY_MS, timeZone);
  const candidates = [wallUtc - offsetBefore, wallUtc - offsetAfter].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (zoneOffsetMs(candidate, timeZone) === wallUtc - candidate) return candidate;
  }
  return wallUtc - offsetBefore;
}

function pad(value: number, width: number): string {
  return String(Math.abs(value)).padStart(width, '0');
}

/** 'YYYY-MM-DD' of a calendar date. */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Parses 'YYYY-MM-DD' into a calendar date; throws RangeError when the text is not that shape or not a real
 * date ('2026-02-30').
 */
export function parseCalendarDate(date: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const parsed = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  if (
    check.getUTCFullYear() !== parsed.year ||
    check.getUTCMonth() + 1 !== parsed.month ||
    check.getUTCDate() !== parsed.day
  ) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return parsed;
}

/** The local calendar date 'YYYY-MM-DD' of `instantMs` in `timeZone` (the key of a daily summary). */
export function localDate(instantMs: number, timeZone: string): string {
  return formatCalendarDate(localDateTime(instantMs, timeZone));
}

/** The calendar date `days` days after `date` ('YYYY-MM-DD'; negative goes back). Pure calendar arithmetic. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return formatCalendarDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'): 1 from a day to the next, negative backwards. */
export function daysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** ISO weekday of a 'YYYY-MM-DD' date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const { year, month, day } = parseCalendarDate(date);
  const sundayZero = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

/**
 * ISO 8601 week of a 'YYYY-MM-DD' date: the week-numbering year and week 1–53 (weeks start on Monday; week 1
 * holds the year's first Thursday). 2027-01-01 (a Friday) is in 2026-W53.
 */
export function isoWeek(date: string): { readonly year: number; readonly week: number } {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const { year } = parseCalendarDate(thursday);
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / DAY_MS;
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/**
 * The instant local day `date` ('YYYY-MM-DD') begins in `timeZone`: its midnight, or the first instant after
 * it when clocks jump over midnight (America/Santiago, Asia/Beirut: the day starts at 01:00).
 */
export function startOfLocalDate(date: string, timeZone: string): number {
  return wallTimeToInstant({ ...parseCalendarDate(date), hour: 0, minute: 0, second: 0 }, timeZone);
}

/**
 * ISO 8601 text of `instantMs` in the zone's local time with its offset: '2026-03-29T03:15:00+02:00'.
 * UTC is written '+00:00'. Milliseconds appear only when not zero ('…T03:15:00.250+02:00').
 */
export function formatInstantWithOffset(instantMs: number, timeZone: string): string {
  const wall = localDateTime(instantMs, timeZone);
  const offsetMinutes = Math.round(zoneOffsetMs(instantMs, timeZone) / MINUTE_MS);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60), 2)}:${pad(offsetMinutes % 60, 2)}`;
  const millis = ((instantMs % 1000) + 1000) % 1000;
  const fraction = millis === 0 ? '' : `.${pad(millis, 3)}`;
  return `${formatCalendarDate(wall)}T${pad(wall.hour, 2)}:${pad(wall.minute, 2)}:${pad(wall.second, 2)}${fraction}${offset}`;
}
