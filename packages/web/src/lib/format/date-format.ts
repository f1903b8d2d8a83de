/**
 * Dates of the weather pages in German format and in the station's time zone (a visitor in another zone
 * still reads the station's local time, as the periods are the station's local days).
 */

/**
 * How much of an instant to show: '15.06.2026, 14:05', '15.06.2026', '14:05', '15.06.', '15.06. 14:05',
 * 'Juni 2026' or '2026'.
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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and style: charts format hundreds of labels. An unknown zone falls back to UTC. */
function formatter(timeZone: string, style: InstantStyle): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    const options: Intl.DateTimeFormatOptions = { ...STYLE_OPTIONS[style], hourCycle: 'h23' };
    try {
      cached = new Intl.DateTimeFormat('de-DE', { ...options, timeZone });
    } catch {
      cached = new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, cached);
  }
  return cached;
}

/** An epoch instant in `timeZone` and German format, e.g. formatInstant(ms, 'Europe/Berlin', 'time') → '14:05'. */
export function formatInstant(ms: number, timeZone: string, style: InstantStyle): string {
  return formatter(timeZone, style).format(ms);
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
  return `${match[3]}.${match[2]}.${match[1]}`;
}
