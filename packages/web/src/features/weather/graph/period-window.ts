import {
  type PeriodWindowQuery,
  ROLLING_WINDOW_HOURS,
  ROLLING_WINDOW_STEP_MINUTES,
  type WeatherPeriod,
} from '@meteodeck/contract';
import { formatInstant } from '../../../lib/format/date-format.ts';

/**
 * The graph page's windows: Jour, Woche and Monat are the rolling 24 h, 7 d and 30 d
 * (`window=rolling`), Jahr the calendar year, Rekord all time without navigation. A window is the present
 * one (no `at`: it moves with the clock) or a past one fixed by `at`; previous and next step by one
 * window, from the bounds the server answered.
 */

const HOUR_MS = 3_600_000;
const STEP_MS = ROLLING_WINDOW_STEP_MINUTES * 60_000;

/** Whether the period can be moved through (record cannot). */
export function isNavigable(period: WeatherPeriod): boolean {
  return period !== 'record';
}

/** The query of a period's window: `at` undefined for the present one. */
export function windowQueryOf(period: WeatherPeriod, at: string | undefined): PeriodWindowQuery {
  if (period === 'record') return {};
  if (period === 'year') return at === undefined ? {} : { window: 'calendar', at };
  return at === undefined ? { window: 'rolling' } : { window: 'rolling', at };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** `at` of the calendar window (day, week, month or year) before the one shown, which starts at `from`. */
export function previousCalendarAt(from: string): string {
  // The calendar period holding the instant just before the start.
  return iso(Date.parse(from) - 1);
}

/** `at` of the graph page's window before the one shown [from, to). */
export function previousAt(period: WeatherPeriod, from: string): string {
  // A rolling window ends where the one shown starts; the year is a calendar one.
  return period === 'year' ? previousCalendarAt(from) : iso(Date.parse(from));
}

/**
 * `at` of the window after the one shown [from, to), or undefined when that is the present one. A rolling
 * window whose end is less than one 10-minute step before now is the present one (the server would refuse
 * an `at` after its own now); the year after is the present one when it holds now.
 */
export function nextAt(
  period: WeatherPeriod,
  to: string,
  timeZone: string,
  nowMs: number = Date.now(),
): string | undefined {
  const toMs = Date.parse(to);
  if (period === 'year') {
    const present = formatInstant(nowMs, timeZone, 'year') === formatInstant(toMs, timeZone, 'year');
    return present || toMs > nowMs ? undefined : iso(toMs);
  }
  const hours = ROLLING_WINDOW_HOURS[period as keyof typeof ROLLING_WINDOW_HOURS];
  if (hours === undefined) return undefined;
  const end = toMs + hours * HOUR_MS;
  return end > nowMs - STEP_MS ? undefined : iso(end);
}

/**
 * `at` of the calendar window after the one shown, which ends at `to`; undefined when that is the present
 * one, known from where the present window starts (`presentFrom`, the bounds the page first answered).
 */
export function nextCalendarAt(to: string, presentFrom: string | null): string | undefined {
  return presentFrom !== null && Date.parse(to) >= Date.parse(presentFrom) ? undefined : to;
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
