import { dateTimeFormat } from '../../lib/format/locale.ts';
import { MISSING } from '../../lib/format/number-format.ts';

/** An instant as 'HH:MM' in the station's time zone, or '-' when the event does not happen (polar day/night). */
export function formatSkyTime(date: Date | null, timeZone: string): string {
  if (date === null) return MISSING;
  return dateTimeFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
}

/** An instant as weekday, date and 'HH:MM' in the station's time zone ('So., 21.06.2026, 10:24'). */
export function formatSkyDateTime(date: Date, timeZone: string): string {
  return dateTimeFormat({
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** A duration as 'H h MM min' ('8 h 05 min'), or '-' when unknown. */
export function formatDayLength(durationMs: number | null): string {
  if (durationMs === null) return MISSING;
  const totalMinutes = Math.round(durationMs / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours} h ${String(minutes).padStart(2, '0')} min`;
}

/**
 * A change of day length to the second with its sign: '+2 min 31 s', '−0 min 07 s', '±0 s'; '-' when unknown.
 * The minus is the typographic one (U+2212), as a figure is written.
 */
export function formatDayLengthChange(changeMs: number | null): string {
  if (changeMs === null) return MISSING;
  const totalSeconds = Math.round(changeMs / 1000);
  if (totalSeconds === 0) return '±0 s';
  const sign = totalSeconds > 0 ? '+' : '\u2212';
  const seconds = Math.abs(totalSeconds);
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes === 0 ? `${sign}${seconds % 60} s` : `${sign}${minutes} min ${rest} s`;
}
