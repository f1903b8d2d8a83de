/**
 * Archive records (WeeWX, CumulusMX) are stamped with the END of the interval they describe: the rain of
 * the record stamped 00:00 fell before midnight, and both programs count that record in the day it closes
 * (WeeWX's day runs from after midnight to midnight inclusive). meteodeck's days start at midnight, so a
 * record stamped exactly at a local midnight is stored one millisecond earlier, in the day it closes: each
 * imported day's extremes and rain total then equal the source's own daily summaries.
 */
import { createZoneCalendar, DAY_MS } from '@meteodeck/weather';

/** Returns a function giving the instant to store for a record stamped `endMs` in `timeZone` (see above). */
export function createDayCloser(timeZone: string): (endMs: number) => number {
  const calendar = createZoneCalendar(timeZone);
  return (endMs) => ((endMs + calendar.offsetMs(endMs)) % DAY_MS === 0 ? endMs - 1 : endMs);
}
