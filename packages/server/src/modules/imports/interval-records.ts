/**
 * Archive records (WeeWX, CumulusMX) are stamped with the END of the interval they describe: the rain of
 * the record stamped 00:00 fell before midnight, and both programs count that record in the day it closes
 * (WeeWX's day runs from after midnight to midnight inclusive). A station's days start at its day start
 * (midnight, or 07:00 or 09:00 for a meteorological day, DESIGN §6), so a record stamped exactly at that
 * local hour is stored one millisecond earlier, in the day it closes: each imported day's extremes and rain
 * total then equal the source's own daily summaries, and the rain of the interval ending at 09:00 is the
 * day's that ends then.
 */
import { createZoneCalendar, DAY_MS, HOUR_MS } from '@meteodeck/weather';

/**
 * Returns a function giving the instant to store for a record stamped `endMs` in `timeZone`, for a station
 * whose days start at `dayStartHour` local (see above).
 */
export function createDayCloser(timeZone: string, dayStartHour = 0): (endMs: number) => number {
  const calendar = createZoneCalendar(timeZone);
  const startMs = dayStartHour * HOUR_MS;
  return (endMs) => ((endMs + calendar.offsetMs(endMs) - startMs) % DAY_MS === 0 ? endMs - 1 : endMs);
}
