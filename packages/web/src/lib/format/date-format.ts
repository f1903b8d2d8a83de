import { dateTimeFormat } from './locale.ts';

/**
 * Dates of the weather pages in the visitor's language (lib/format/locale.ts; German by default) and in the
 * station's time zone (a visitor in another zone still reads the station's local time, as the periods are
 * the station's local days).
 */

/**
 * How much of an instant to show, in German: '15.06.2026, 14:05', '15.06.2026', '14:05', '15.06.',
 * '15.06. 14:05', 'Juni 2026' or '2026' (in English '15/06/2026, 14:05' … 'Jun 2026', in French
 * '15/06/2026 14:05' … 'juin 2026').
 */
export type InstantStyle = 'dateTime' | 'date' | 'time' | 'dayMonth' | 'dayMonthTime' | 'monthYear' | 'year';

const STYLE_OPTIONS: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dayMonth: { day: '2-digit', month: '2-digit' },
  dayMonthTime: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  monthYear: { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
};

/** An epoch instant in `timeZone` and the visitor's language, e.g. formatInstant(ms, 'Europe/Berlin', 'time') → '14:05'. */
export function formatInstant(ms: number, timeZone: string, style: InstantStyle): string {
  return dateTimeFormat({ ...STYLE_OPTIONS[style], hourCycle: 'h23', timeZone }).format(ms);
}

/** An ISO instant as '15.06.2026, 14:05' in `timeZone`, or '-' when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  const ms = iso === null || iso === undefined ? Number.NaN : Date.parse(iso);
  return Number.isNaN(ms) ? '-' : formatInstant(ms, timeZone, 'dateTime');
}

/** A local calendar date 'YYYY-MM-DD' as '15.06.2026' (no zone: it is already the station's date), or '-'. */
export function formatLocalDate(date: string | null | undefined): string {
  const match = date === null || date === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return '-';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return formatInstant(Date.UTC(year, month - 1, day), 'UTC', 'date');
}

/** A local calendar date 'YYYY-MM-DD' written out: '1. März 2019' ('1 March 2019', '1 mars 2019'), or '-'. */
export function formatLongLocalDate(date: string | null | undefined): string {
  const match = date === null || date === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return '-';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}
