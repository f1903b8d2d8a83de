/**
 * CumulusMX's times: local wall times of the station (read in the meteodeck station's time zone) and its
 * "meteorological day", which starts at the rollover hour (midnight, or 9 am, 10 am while summer time when
 * `Use10amInSummer` is set: Cumulus.cs GetHourInc).
 *
 * CumulusMX names an instant's day by its local wall-clock time moved back by the rollover hour (MeteoDate:
 * a local DateTime minus 9 hours), so the day starts at 09:00 wall time even on the 23- and 25-hour days
 * of a clock change: weather's station-day.ts, with the rollover hour as the day's start hour. Moving the
 * instant back by 9 × 3,600 s instead names the wrong day for an hour of each day the clocks change.
 */
import {
  createStationDates,
  createZoneCalendar,
  DAY_MS,
  type LocalDateTime,
  parseCalendarDate,
  startOfStationDay,
  wallTimeToInstant,
} from '@meteodeck/weather';
import type { CumulusSettings } from './cumulus-settings.ts';

/**
 * Returns a reader of local wall times in `timeZone` that keeps lines in order: of the instants a wall time
 * can be (two when clocks go back), the first after `afterMs`; a wall time skipped when clocks go forward
 * reads as if the clocks had not changed yet.
 */
export function createWallTimeReader(timeZone: string) {
  const calendar = createZoneCalendar(timeZone);
  return (wall: LocalDateTime, afterMs: number): number => {
    const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    const candidates = [...new Set([calendar.offsetMs(asUtc - DAY_MS), calendar.offsetMs(asUtc + DAY_MS)])]
      .map((offset) => asUtc - offset)
      .filter((instant) => calendar.offsetMs(instant) === asUtc - instant)
      .sort((a, b) => a - b);
    return (
      candidates.find((instant) => instant > afterMs) ??
      candidates[0] ??
      asUtc - calendar.offsetMs(asUtc - DAY_MS)
    );
  };
}

/** The rollover hour (0, 9 or 10) in force at `instantMs` in `timeZone`. */
export function createRolloverHour(timeZone: string, settings: CumulusSettings) {
  const calendar = createZoneCalendar(timeZone);
  return (instantMs: number): number => {
    if (settings.rolloverHour !== 9) return 0;
    if (!settings.use10amInSummer) return 9;
    const year = new Date(instantMs).getUTCFullYear();
    const standard = Math.min(
      calendar.offsetMs(Date.UTC(year, 0, 1)),
      calendar.offsetMs(Date.UTC(year, 6, 1)),
    );
    return calendar.offsetMs(instantMs) > standard ? 10 : 9;
  };
}

/**
 * The station's day ("meteorological date", YYYY-MM-DD) of an instant, as CumulusMX rolls its "rain today"
 * over: the local date of the wall-clock time less the rollover hour in force (08:59 on 29 March with a
 * 9 am rollover is 28 March, 09:00 is 29 March, whether the clocks went forward that night or not).
 */
export function createMeteoDay(timeZone: string, settings: CumulusSettings) {
  const rolloverHour = createRolloverHour(timeZone, settings);
  // One cached reader per hour in force (0; 9 and, in summer, 10).
  const readers = new Map<number, (instantMs: number) => string>();
  return (instantMs: number): string => {
    const hour = rolloverHour(instantMs);
    let dateOf = readers.get(hour);
    if (dateOf === undefined) {
      dateOf = createStationDates({ timezone: timeZone, dayStartHour: hour });
      readers.set(hour, dateOf);
    }
    return dateOf(instantMs);
  };
}

/**
 * The start of meteorological day `day` (YYYY-MM-DD): its rollover hour (0, 9, or 10 when summer time is in
 * force at 09:00 that day with `Use10amInSummer`) and the instant it starts, `day` at that hour local wall
 * time. With `Use10amInSummer`, the day clocks go forward starts at 10:00 summer time and the day they go
 * back at 09:00 winter time (the hour in force then, not at midnight).
 */
export function createMeteoDayStart(timeZone: string, settings: CumulusSettings) {
  const inForce = createRolloverHour(timeZone, settings);
  return (day: string): { hour: number; startMs: number } => {
    const hour =
      settings.rolloverHour === 9
        ? inForce(wallTimeToInstant({ ...parseCalendarDate(day), hour: 9, minute: 0, second: 0 }, timeZone))
        : 0;
    return { hour, startMs: startOfStationDay(day, { timezone: timeZone, dayStartHour: hour }) };
  };
}
