/**
 * Console CSV exports written for the import tests (Ecowitt, WeatherLink), in the layouts their
 * documentation and the programs that read them describe; every value chosen by the test, none copied from a
 * real file. Times are written as the console writes them: local wall times of the station (Europe/Berlin).
 */
import { writeFileSync } from 'node:fs';
import { localDateTime } from '@meteodeck/weather';

export const MINUTE = 60_000;
export const ZONE = 'Europe/Berlin';

const pad = (n: number) => String(n).padStart(2, '0');

/** `at` as the station's wall time, in one of the date-time forms consoles write. */
export function wallText(
  at: number,
  form: 'iso' | 'ymd-slash' | 'dmy-slash' | 'dmy-dot' | 'mdy-ampm' | 'mdy-short',
): string {
  const w = localDateTime(at, ZONE);
  switch (form) {
    case 'iso':
      return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
    case 'ymd-slash':
      return `${w.year}/${w.month}/${w.day} ${w.hour}:${pad(w.minute)}`;
    case 'dmy-slash':
      return `${pad(w.day)}/${pad(w.month)}/${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
    case 'dmy-dot':
      return `${pad(w.day)}.${pad(w.month)}.${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
    case 'mdy-ampm': {
      const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
      return `${w.month}/${w.day}/${String(w.year).slice(2)} ${hour12}:${pad(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;
    }
    case 'mdy-short': {
      const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
      return `${w.month}/${pad(w.day)}/${String(w.year).slice(2)}\t${hour12}:${pad(w.minute)}${w.hour < 12 ? 'a' : 'p'}`;
    }
  }
}

/** Instants from `from` to `to` (both included) every `stepMinutes`. */
export function every(from: number, to: number, stepMinutes: number): number[] {
  const instants: number[] = [];
  for (let at = from; at <= to; at += stepMinutes * MINUTE) instants.push(at);
  return instants;
}

/**
 * A rain gauge: `rises` (instant → mm) accumulated into a yearly counter starting at `yearStart` and a daily
 * counter that restarts at each local midnight (the console's); the caller writes them rounded.
 */
export function rainGauge(rises: ReadonlyMap<number, number>, yearStart: number) {
  let year = yearStart;
  let today = 0;
  let day = '';
  return (at: number) => {
    const w = localDateTime(at, ZONE);
    const date = `${w.year}-${w.month}-${w.day}`;
    if (date !== day) today = 0;
    day = date;
    const rise = rises.get(at) ?? 0;
    year += rise;
    today += rise;
    return { yearly: year, daily: today };
  };
}

/** Writes `lines` to `path` with `\r\n` ends (consoles write Windows line ends). */
export function writeLines(path: string, lines: readonly string[]): void {
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
}
