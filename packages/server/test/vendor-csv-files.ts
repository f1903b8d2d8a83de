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

/** September 2024 in UTC; Berlin is UTC+2 then (local 00:00 on the 18th is the 17th 22:00 UTC). */
export const sept = (d: number, h: number, m: number) => Date.UTC(2024, 8, d, h, m);

/** One row of the September day: °C, m/s, mm (rain: fallen in the interval ending then, and the counters). */
export interface SeptemberRow {
  at: number;
  temperature: number;
  gust: number;
  rain: number;
  yearly: number;
  daily: number;
}

/**
 * The day each format's test works out by hand, 2024-09-18 (Berlin), with rows from 23:00 the day before to
 * 00:50 the day after every 10 minutes: 12.0 °C but 25.0 at 23:10 the day before, 4.2 at 06:20, 21.6 at
 * 14:40 and 1.0 at 00:30 the day after; gusts of 2.0 m/s but 11.0 at 13:00; rain 0.4 mm at 23:30 the day
 * before, 0.8 at 03:00, 1.6 at 03:10, 0.2 at 20:50 and 0.3 at 00:20 the day after (a yearly counter from
 * 300 mm, a daily one from each midnight).
 */
export function septemberDay(): SeptemberRow[] {
  const rises = new Map([
    [sept(17, 21, 30), 0.4],
    [sept(18, 1, 0), 0.8],
    [sept(18, 1, 10), 1.6],
    [sept(18, 18, 50), 0.2],
    [sept(18, 22, 20), 0.3],
  ]);
  const temperatures = new Map([
    [sept(17, 21, 10), 25.0],
    [sept(18, 4, 20), 4.2],
    [sept(18, 12, 40), 21.6],
    [sept(18, 22, 30), 1.0],
  ]);
  const gauge = rainGauge(rises, 300);
  return every(sept(17, 21, 0), sept(18, 22, 50), 10).map((at) => ({
    at,
    temperature: temperatures.get(at) ?? 12.0,
    gust: at === sept(18, 11, 0) ? 11.0 : 2.0,
    rain: rises.get(at) ?? 0,
    ...gauge(at),
  }));
}
