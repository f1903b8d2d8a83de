/**
 * CumulusMX's times: local wall times of the station (read in the meteodeck station's time zone) and its
 * "meteorological day", which starts at the rollover hour (midnight, or 9 am, 10 am while summer time when
 * `Use10amInSummer` is set: Cumulus.cs GetHourInc).
 */
import { createZoneCalendar, DAY_MS, HOUR_MS, type LocalDateTime } from '@meteodeck/weather';
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

/** The station's day ("meteorological date") of an instant, as CumulusMX rolls its "rain today" over. */
export function createMeteoDay(timeZone: string, settings: CumulusSettings) {
  const calendar = createZoneCalendar(timeZone);
  const rolloverHour = createRolloverHour(timeZone, settings);
  return (instantMs: number): string => calendar.localDate(instantMs - rolloverHour(instantMs) * HOUR_MS);
}
