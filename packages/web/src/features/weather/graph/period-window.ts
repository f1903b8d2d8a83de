import {
  type PeriodWindowQuery,
  ROLLING_WINDOW_HOURS,
  ROLLING_WINDOW_STEP_MINUTES,
  type RollingPeriod,
  type WeatherPeriod,
} from '@meteodeck/contract';
import { addDays, type CalendarPeriod, parseCalendarDate } from '@meteodeck/weather';
import { formatInstant, formatLocalDate } from '../../../lib/format/date-format.ts';
import { dateTimeFormat } from '../../../lib/format/locale.ts';

/**
 * The graph page's windows: Jour, Woche and Monat are the rolling 24 h, 7 d and 30 d
 * (`window=rolling`), Jahr the calendar year, Rekord all time without navigation. A window is the present
 * one (no `at`: it moves with the clock), a past rolling one fixed by the instant it ends at (previous and
 * next step by one window, from the bounds the server answered), or a calendar day, week, month or year
 * picked or linked (window-address.ts steps through those by their local dates).
 */

const HOUR_MS = 3_600_000;
const STEP_MS = ROLLING_WINDOW_STEP_MINUTES * 60_000;

/** Whether the period can be moved through (record cannot). */
export function isNavigable(period: WeatherPeriod): boolean {
  return period !== 'record';
}

/** The query of a period's present window (no `at`: it moves with the clock). */
export function presentWindowQuery(period: WeatherPeriod): PeriodWindowQuery {
  return period === 'record' || period === 'year' ? {} : { window: 'rolling' };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The end of the rolling window before the one shown [from, to): it ends where the one shown starts. */
export function previousRollingEnd(from: string): string {
  return iso(Date.parse(from));
}

/**
 * The end of the rolling window after the one shown [from, to), or undefined when that is the present one:
 * a window whose end is less than one 10-minute step before now (the server would refuse an `at` after its
 * own now).
 */
export function nextRollingEnd(
  period: RollingPeriod,
  to: string,
  nowMs: number = Date.now(),
): string | undefined {
  const end = Date.parse(to) + ROLLING_WINDOW_HOURS[period] * HOUR_MS;
  return end > nowMs - STEP_MS ? undefined : iso(end);
}

/**
 * The window as a heading: '23.11.2026 14:00 – 24.11.2026 14:00' for a rolling one, the year for the year
 * (`yearLabel` gives 'Jahr 2025'); undefined for record.
 */
export function windowHeading(
  period: WeatherPeriod,
  from: string | null,
  to: string | null,
  timeZone: string,
  labels: { year: (year: string) => string; range: (from: string, to: string) => string },
): string | undefined {
  if (period === 'record' || from === null || to === null) return undefined;
  const fromMs = Date.parse(from);
  if (period === 'year') return labels.year(formatInstant(fromMs, timeZone, 'year'));
  const show = (ms: number) =>
    `${formatInstant(ms, timeZone, 'date')} ${formatInstant(ms, timeZone, 'time')}`;
  return labels.range(show(fromMs), show(Date.parse(to)));
}

/**
 * A calendar window (picked or linked) as a heading: '14.03.2019', '11.03.2019 – 17.03.2019', 'März 2019'
 * or 'Jahr 2019' (in the visitor's language).
 */
export function calendarHeading(
  period: CalendarPeriod,
  startDate: string,
  labels: { year: (year: string) => string; range: (from: string, to: string) => string },
): string {
  switch (period) {
    case 'day':
      return formatLocalDate(startDate);
    case 'week':
      return labels.range(formatLocalDate(startDate), formatLocalDate(addDays(startDate, 6)));
    case 'month': {
      const { year, month } = parseCalendarDate(startDate);
      return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(year, month - 1, 1),
      );
    }
    case 'year':
      return labels.year(startDate.slice(0, 4));
  }
}
