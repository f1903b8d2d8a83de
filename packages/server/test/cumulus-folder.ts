/**
 * Writes CumulusMX monthly log lines for tests, in each generation's layout (cumulus-log.ts): v3 in a
 * machine culture (German: `15.10.23;14:35;25,0;…`, English: `15/10/23,14:35,25.0,…`), v4 (`/`, `,`, `.`),
 * v5 (`15/10/23 14:35,<unix seconds>,…`). Fields past the ones given stay empty, as CumulusMX leaves values
 * its station does not measure.
 *
 *   const text = logLines('v3-de', [{ wall: [2023, 10, 29, 13, 20], fields: { 2: 18.4, 11: 512.3 } }]);
 */

/** A line: its local wall time (year, month, day, hour, minute), its instant for v5, and fields by position. */
export interface LogLine {
  wall: readonly [number, number, number, number, number];
  /** Epoch ms of the line, written as v5's Unix timestamp. */
  instantMs?: number;
  fields: Readonly<Record<number, number | string>>;
}

export type LogStyle = 'v3-de' | 'v3-en' | 'v4' | 'v5';

const pad = (n: number) => String(n).padStart(2, '0');

/** The file text of `lines` in `style` (lines end with CRLF, as CumulusMX on Windows writes them). */
export function logLines(style: LogStyle, lines: readonly LogLine[], fieldCount = 29): string {
  const german = style === 'v3-de';
  const separator = german ? ';' : ',';
  return lines
    .map(({ wall: [year, month, day, hour, minute], instantMs, fields }) => {
      const date = german
        ? `${pad(day)}.${pad(month)}.${pad(year % 100)}`
        : `${pad(day)}/${pad(month)}/${pad(year % 100)}`;
      const head =
        style === 'v5'
          ? [`${date} ${pad(hour)}:${pad(minute)}`, String(Math.round((instantMs ?? Number.NaN) / 1000))]
          : [date, `${pad(hour)}:${pad(minute)}`];
      const rest = Array.from({ length: fieldCount - 2 }, (_, i) => {
        const value = fields[i + 2];
        if (value === undefined) return '';
        const text = String(value);
        return german ? text.replace('.', ',') : text;
      });
      return [...head, ...rest].join(separator);
    })
    .join('\r\n');
}

/**
 * Cumulus.ini with the `[Station]` units (CumulusMX's codes), the rollover hour (10 am in summer unless
 * `tenAmInSummer` is false) and the rain calibration.
 */
export function cumulusIni(units: {
  temp: number;
  rain: number;
  pressure: number;
  wind: number;
  rainMult?: number;
  rollover?: number;
  tenAmInSummer?: boolean;
}): string {
  return [
    '[Station]',
    'Type=1',
    `TempUnit=${units.temp}`,
    `RainUnit=${units.rain}`,
    `PressureUnit=${units.pressure}`,
    `WindUnit=${units.wind}`,
    `RolloverHour=${units.rollover ?? 0}`,
    `Use10amInSummer=${units.tenAmInSummer === false ? 0 : 1}`,
    '[Offsets]',
    `RainMult=${units.rainMult ?? 1}`,
    '',
  ].join('\r\n');
}
