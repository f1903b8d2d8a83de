/**
 * A station's climatological day and rain season. The day may end at local midnight (the civil day), at
 * 07:00 or at 09:00 local wall-clock time, as CumulusMX's roll-over hour and many national services do (the
 * UK Met Office's 09–09 day, DWD's older 07:30 climate day rounded to 07:00). A day that ends at hh:00 is
 * [D hh:00, D+1 hh:00) local and is named D, the date it started on (CumulusMX's dayfile convention), so
 * the readings of the early morning of D+1 count into D. The boundary is wall-clock time in the station's
 * zone: a day holding a daylight-saving change lasts 23 or 25 hours, as a civil day does.
 */
import { HOUR_MS } from './time-constants.ts';
import { addDays, localDate, parseCalendarDate, startOfLocalDate, wallTimeToInstant } from './time-zone.ts';
import { createZoneCalendar } from './zone-calendar.ts';

/** The hours a station's day may end (and the next begin) at, local time; 0 is midnight. */
export const DAY_START_HOURS = [0, 7, 9] as const;
export type DayStartHour = (typeof DAY_START_HOURS)[number];

/** How a station cuts time into days: its zone and the local hour its day starts at (0: midnight). */
export interface StationDayRule {
  timezone: string;
  dayStartHour?: number;
}

/** The instant station day `date` ('YYYY-MM-DD') begins: `date` at the day's start hour, local wall time. */
export function startOfStationDay(date: string, rule: StationDayRule): number {
  const hour = rule.dayStartHour ?? 0;
  if (hour === 0) return startOfLocalDate(date, rule.timezone);
  return wallTimeToInstant({ ...parseCalendarDate(date), hour, minute: 0, second: 0 }, rule.timezone);
}

/** Instants [from, to) of station day `date`: 23, 24 or 25 hours. */
export function stationDayRange(date: string, rule: StationDayRule): { from: number; to: number } {
  return { from: startOfStationDay(date, rule), to: startOfStationDay(addDays(date, 1), rule) };
}

/**
 * The station day ('YYYY-MM-DD') holding `instantMs`: its local date, or the day before while the local
 * clock is still before the day's start hour (08:50 on 3 March with a 09:00 day → '2026-03-02').
 */
export function stationDate(instantMs: number, rule: StationDayRule): string {
  const date = localDate(instantMs, rule.timezone);
  if ((rule.dayStartHour ?? 0) === 0) return date;
  return instantMs < startOfStationDay(date, rule) ? addDays(date, -1) : date;
}

/**
 * {@link stationDate} for many instants at once (a year of hourly rollups): the zone's offsets cached. The
 * wall-clock time at an instant minus the start hour falls on the station day's date.
 */
export function createStationDates(rule: StationDayRule): (instantMs: number) => string {
  const calendar = createZoneCalendar(rule.timezone);
  const shiftMs = (rule.dayStartHour ?? 0) * HOUR_MS;
  if (shiftMs === 0) return (instantMs) => calendar.localDate(instantMs);
  return (instantMs) =>
    new Date(instantMs + calendar.offsetMs(instantMs) - shiftMs).toISOString().slice(0, 10);
}

/**
 * The rain season ending in calendar year `year` that starts in month `startMonth` (1–12): its first and
 * last day ('YYYY-MM-DD', inclusive). January gives the calendar year; October gives the hydrological
 * year 1 October `year`-1 to 30 September `year`, named by the year it ends in as the USGS water year and
 * DWD's hydrological year are.
 */
export function rainSeasonDays(year: number, startMonth: number): { from: string; to: string } {
  const month = String(startMonth).padStart(2, '0');
  const from = startMonth === 1 ? `${year}-01-01` : `${String(year - 1).padStart(4, '0')}-${month}-01`;
  const to = addDays(startMonth === 1 ? `${year + 1}-01-01` : `${year}-${month}-01`, -1);
  return { from, to };
}

/** The year (as {@link rainSeasonDays} names it) of the rain season holding day `date`. */
export function rainSeasonYear(date: string, startMonth: number): number {
  const { year, month } = parseCalendarDate(date);
  return startMonth === 1 || month < startMonth ? year : year + 1;
}
