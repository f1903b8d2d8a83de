/**
 * A fast view of one IANA time zone for code that formats many instants (graph points, history rows): the
 * same answers as `zoneOffsetMs`, `localDate` and `formatInstantWithOffset` of time-zone.ts, but reading the
 * platform's tz database (Intl, tens of microseconds a call) only a few times per week of instants instead
 * of two or three times per instant.
 *
 * How: the offset is looked up at the edges of the week holding the instant; when both edges agree there
 * is no offset change in that week, so every instant in it has that offset. Otherwise the same is tried on
 * the day, then on the quarter hour. Valid because zones change their offset at most once in a week and at
 * instants that are whole quarter hours in UTC (every transition of the tz database since 1972).
 */

import { DAY_MS, MINUTE_MS, WEEK_MS } from './time-constants.ts';
import { formatCalendarDate, zoneOffsetMs } from './time-zone.ts';

const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const SLOT_SIZES_MS = [WEEK_MS, DAY_MS, QUARTER_HOUR_MS] as const;

/** Offset, local date and ISO text of instants in one time zone; see the module comment. */
export interface ZoneCalendar {
  readonly timeZone: string;
  /** Offset of the zone from UTC at `instantMs`, ms (as `zoneOffsetMs`). */
  offsetMs(instantMs: number): number;
  /** Local calendar date 'YYYY-MM-DD' of `instantMs` (as `localDate`). */
  localDate(instantMs: number): string;
  /** ISO 8601 with the zone's offset, e.g. '2026-03-29T03:15:00+02:00' (as `formatInstantWithOffset`). */
  formatInstant(instantMs: number): string;
}

function pad(value: number, width: number): string {
  return String(Math.abs(value)).padStart(width, '0');
}

/**
 * A {@link ZoneCalendar} for `timeZone`, memoising the offsets it looks up (keep one per request or per
 * batch of instants). Throws RangeError for an unknown zone on first use.
 */
export function createZoneCalendar(timeZone: string): ZoneCalendar {
  const atEdge = new Map<number, number>();
  const offsetAtEdge = (edgeMs: number) => {
    let offset = atEdge.get(edgeMs);
    if (offset === undefined) {
      offset = zoneOffsetMs(edgeMs, timeZone);
      atEdge.set(edgeMs, offset);
    }
    return offset;
  };
  const offsetMs = (instantMs: number) => {
    const whole = Math.floor(instantMs / 1000) * 1000;
    for (const size of SLOT_SIZES_MS) {
      const start = Math.floor(whole / size) * size;
      const offset = offsetAtEdge(start);
      if (offset === offsetAtEdge(start + size)) return offset;
    }
    // The offset changes at the end of this quarter hour: the instant still has the offset of its start.
    return offsetAtEdge(Math.floor(whole / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  };
  const wall = (instantMs: number) => new Date(Math.floor(instantMs / 1000) * 1000 + offsetMs(instantMs));
  return {
    timeZone,
    offsetMs,
    localDate(instantMs) {
      const local = wall(instantMs);
      return formatCalendarDate({
        year: local.getUTCFullYear(),
        month: local.getUTCMonth() + 1,
        day: local.getUTCDate(),
      });
    },
    formatInstant(instantMs) {
      const local = wall(instantMs);
      const date = formatCalendarDate({
        year: local.getUTCFullYear(),
        month: local.getUTCMonth() + 1,
        day: local.getUTCDate(),
      });
      const offsetMinutes = Math.round(offsetMs(instantMs) / MINUTE_MS);
      const sign = offsetMinutes < 0 ? '-' : '+';
      const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60), 2)}:${pad(offsetMinutes % 60, 2)}`;
      const millis = ((instantMs % 1000) + 1000) % 1000;
      const fraction = millis === 0 ? '' : `.${pad(millis, 3)}`;
      const time = `${pad(local.getUTCHours(), 2)}:${pad(local.getUTCMinutes(), 2)}:${pad(local.getUTCSeconds(), 2)}`;
      return `${date}T${time}${fraction}${offset}`;
    },
  };
}
