/** Lengths of time in milliseconds, the unit of every instant in meteodeck (epoch ms). */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** A day of 24 hours: a length, not a calendar day (a local day across a DST change has 23 or 25). */
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
