import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { MISSING } from '../../../lib/format/number-format.ts';

/** An instant as 'HH:MM' in the station's time zone, or '-' when the event does not happen (polar day/night). */
export function formatEphemerisTime(date: Date | null, timeZone: string): string {
  if (date === null) return MISSING;
  return dateTimeFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
}

/** A duration as 'H h MM min' ('8 h 05 min'), or '-' when unknown. */
export function formatDayLength(durationMs: number | null): string {
  if (durationMs === null) return MISSING;
  const totalMinutes = Math.round(durationMs / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours} h ${String(minutes).padStart(2, '0')} min`;
}
