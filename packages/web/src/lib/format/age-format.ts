/** The units an age is told in, each a text of `common.ago` ('vor 12 s', 'vor 3 min', 'vor 2 Tagen'). */
export type AgeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

/**
 * An age in whole seconds as its largest whole unit: 59 → 59 s, 60 → 1 min, 3599 → 59 min, 3600 → 1 h,
 * 86 400 → 1 day. A negative age (a clock a little ahead of the server's) counts as 0 s.
 */
export function ageParts(seconds: number): { count: number; unit: AgeUnit } {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return { count: whole, unit: 'seconds' };
  if (whole < 3600) return { count: Math.floor(whole / 60), unit: 'minutes' };
  if (whole < 86_400) return { count: Math.floor(whole / 3600), unit: 'hours' };
  return { count: Math.floor(whole / 86_400), unit: 'days' };
}
