/**
 * The window of a history/{period} or graph/{period} call (contract PeriodWindowQuery): the
 * spec's current calendar period when the call names none, else the calendar period holding `at` or the
 * rolling 24 h, 7 d or 30 d ending at `at`, rounded up to the station's next local 10-minute mark. Pure:
 * the clock's now and the station's zone come in; what the window covers of daily summaries and rollups
 * (its whole local days, the 10-minute and hourly rollups of its partial days) comes out.
 */
import {
  type ApiErrorItem,
  INSTANT_WITH_ZONE_PATTERN,
  type PeriodWindowQuery,
  ROLLING_WINDOW_HOURS,
  ROLLING_WINDOW_STEP_MINUTES,
  type RollingPeriod,
  type WeatherPeriod,
} from '@meteodeck/contract';
import {
  addDays,
  dayBounds,
  HOUR_MS,
  localDate,
  MINUTE_MS,
  periodBounds,
  periodBoundsOfDate,
  type StationDayRule,
  startOfStationDay,
  stationDate,
} from '@meteodeck/weather';
import { invalidAll } from '../../app-error.ts';
import type { RollupRange } from '../readings/index.ts';

/** A window of a calendar or rolling period: [startMs, endMs). */
export interface PeriodWindow {
  kind: 'calendar' | 'rolling';
  startMs: number;
  endMs: number;
  /** First local date the window touches, and the local date after the last one it touches. */
  startDate: string;
  endDate: string;
}

/** The window parameters of a call, checked: no window named (the spec's period), or one to resolve. */
export type WindowRequest = { named: false } | { named: true; kind: 'calendar' | 'rolling'; atMs: number };

const STEP_MS = ROLLING_WINDOW_STEP_MINUTES * MINUTE_MS;

/** The messages of the public API stay German like its pages. */
const MESSAGES = {
  rollingPeriod: 'Ein gleitendes Zeitfenster gibt es nur für day, week und month',
  recordWindow: 'record hat kein Zeitfenster',
  badInstant: 'Ungültiger Zeitpunkt (ISO 8601 mit Z oder Zeitzonenabstand erwartet)',
  futureInstant: 'Der Zeitpunkt liegt in der Zukunft',
};

const INSTANT = new RegExp(INSTANT_WITH_ZONE_PATTERN);

/** ISO 8601 with a zone (the contract's pattern) and a date that exists (no 31 April), as epoch ms. */
function parseAt(text: string): number {
  const match = INSTANT.exec(text);
  if (match === null) return Number.NaN;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return Number.NaN;
  return Date.parse(text);
}

/**
 * Checks a call's window parameters against its period and now; every problem at once as the spec's 400.
 * A future `at` is refused: the page asks for the present window without one.
 */
export function checkWindow(period: WeatherPeriod, query: PeriodWindowQuery, nowMs: number): WindowRequest {
  if (query.window === undefined && query.at === undefined) return { named: false };
  const problems: ApiErrorItem[] = [];
  const kind = query.window ?? 'calendar';
  if (period === 'record') {
    problems.push({ message: MESSAGES.recordWindow, propertyPath: query.at === undefined ? 'window' : 'at' });
  } else if (kind === 'rolling' && !(period in ROLLING_WINDOW_HOURS)) {
    problems.push({ message: MESSAGES.rollingPeriod, propertyPath: 'window' });
  }
  let atMs = nowMs;
  if (query.at !== undefined) {
    atMs = parseAt(query.at);
    if (!Number.isFinite(atMs)) problems.push({ message: MESSAGES.badInstant, propertyPath: 'at' });
    else if (atMs > nowMs) problems.push({ message: MESSAGES.futureInstant, propertyPath: 'at' });
  }
  if (problems.length > 0) throw invalidAll(problems);
  return { named: true, kind, atMs };
}

/** `ms` moved to the station's local 10-minute mark at or after it ('up') or at or before it ('down'). */
function toStep(ms: number, timeZone: string, direction: 'up' | 'down'): number {
  const dayStart = dayBounds(ms, timeZone).startMs;
  const steps = (ms - dayStart) / STEP_MS;
  return dayStart + (direction === 'up' ? Math.ceil(steps) : Math.floor(steps)) * STEP_MS;
}

/** The rolling window of `period` ending at `atMs`: [end − length, end), both on local 10-minute marks. */
export function rollingWindow(period: RollingPeriod, atMs: number, timeZone: string): PeriodWindow {
  const endMs = toStep(atMs, timeZone, 'up');
  const startMs = toStep(endMs - ROLLING_WINDOW_HOURS[period] * HOUR_MS, timeZone, 'down');
  return {
    kind: 'rolling',
    startMs,
    endMs,
    startDate: localDate(startMs, timeZone),
    endDate: addDays(localDate(endMs - 1, timeZone), 1),
  };
}

/**
 * The window a checked request names for `period` (not record) in the station's zone; for a request that
 * names none, the spec's current calendar period (the calendar one holding `nowMs`). With `dayStartHour`
 * (a station whose day ends at 07:00 or 09:00) the period is the one holding the station day of the
 * instant, and it runs from its first station day's start to its last one's end: a day is
 * [D 09:00, D+1 09:00), a week Monday 09:00 to the next Monday 09:00, as its daily summaries fold.
 */
export function resolveWindow(
  period: Exclude<WeatherPeriod, 'record'>,
  request: WindowRequest,
  timeZone: string,
  nowMs: number,
  dayStartHour = 0,
): PeriodWindow {
  if (request.named && request.kind === 'rolling') {
    return rollingWindow(period as RollingPeriod, request.atMs, timeZone);
  }
  const atMs = request.named ? request.atMs : nowMs;
  if (dayStartHour !== 0) {
    const rule = { timezone: timeZone, dayStartHour };
    const { startDate, endDate } = periodBoundsOfDate(period, stationDate(atMs, rule), timeZone);
    return {
      kind: 'calendar',
      startDate,
      endDate,
      startMs: startOfStationDay(startDate, rule),
      endMs: startOfStationDay(endDate, rule),
    };
  }
  return { kind: 'calendar', ...periodBounds(period, atMs, timeZone) };
}

/**
 * What [startMs, endMs) (on local 10-minute marks) covers: its whole station days [fromDay, toDay) for the
 * daily summaries (local days, or from the station's day start hour: weather's station-day.ts), and the
 * rollups of its partial days (hourly where whole local hours fit, 10-minute at the edges), so that their
 * folds together are exactly the fold of the readings of the window.
 */
export function windowParts(
  startMs: number,
  endMs: number,
  rule: StationDayRule,
): { fromDay: string; toDay: string; ranges: RollupRange[] } {
  const ranges: RollupRange[] = [];
  /** The rollups of [a, b) within the local day starting at dayStart. */
  const partial = (dayStart: number, a: number, b: number) => {
    if (a >= b) return;
    const hourFrom = dayStart + Math.ceil((a - dayStart) / HOUR_MS) * HOUR_MS;
    const hourTo = dayStart + Math.floor((b - dayStart) / HOUR_MS) * HOUR_MS;
    if (hourFrom >= hourTo) {
      ranges.push({ widthMin: 10, fromMs: a, toMs: b });
      return;
    }
    if (a < hourFrom) ranges.push({ widthMin: 10, fromMs: a, toMs: hourFrom });
    ranges.push({ widthMin: 60, fromMs: hourFrom, toMs: hourTo });
    if (hourTo < b) ranges.push({ widthMin: 10, fromMs: hourTo, toMs: b });
  };
  const startDate = stationDate(startMs, rule);
  const endDate = addDays(startDate, 1);
  const first = {
    startDate,
    endDate,
    startMs: startOfStationDay(startDate, rule),
    endMs: startOfStationDay(endDate, rule),
  };
  if (endMs <= first.endMs) {
    // Within one station day (a 24 h window inside a 25 h day, or a whole day).
    if (startMs === first.startMs && endMs === first.endMs) {
      return { fromDay: first.startDate, toDay: first.endDate, ranges };
    }
    partial(first.startMs, startMs, endMs);
    return { fromDay: first.startDate, toDay: first.startDate, ranges };
  }
  const fromDay = startMs === first.startMs ? first.startDate : first.endDate;
  if (startMs > first.startMs) partial(first.startMs, startMs, first.endMs);
  const toDay = stationDate(endMs, rule);
  const lastStart = startOfStationDay(toDay, rule);
  partial(lastStart, lastStart, endMs);
  return { fromDay, toDay, ranges };
}
