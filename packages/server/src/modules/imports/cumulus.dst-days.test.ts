/**
 * A CumulusMX folder with a 9 am rollover (no 10 am in summer) imported over the days clocks change, into a
 * station whose day starts at 09:00 too: each log line's "rain today" and each dayfile line land on the
 * meteorological day their local wall time says (cumulus-time.ts). The logs have no rain counter, so the
 * rain of a line is the rise of "rain today" within its day, all of it after a rollover; a line put in the
 * wrong day counts its day's rain so far twice. Lines every 10 minutes; 10 °C but for one warm line, rain
 * 0.2 mm a line in the hours named, "rain today" back to 0 at each 09:00 line:
 *
 * - Europe/Berlin, spring (02:00 CET → 03:00 CEST on 29 March 2026): 28 March 15:10–16:00 (1.2 mm) and
 *   29 March 09:10–10:00 summer time (1.2 mm, 14 °C at 09:30): the 29th's, the hour after its 09:00.
 * - Europe/Berlin, autumn (03:00 CEST → 02:00 CET on 25 October 2026): 24 October 15:10–16:00 and
 *   25 October 08:10–08:50 winter time (2.2 mm, 14 °C at 08:30): the 24th's, its 25th hour; 25 October
 *   15:10–15:30 (0.6 mm).
 * - America/New_York, spring (02:00 EST → 03:00 EDT on 8 March 2026): as Berlin's, on 7 and 8 March.
 *
 * Each folder's dayfile says what its logs say, so the import reports no disagreement.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDateTime } from '@meteodeck/weather';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { cumulusIni, type LogLine, logLines } from '../../../test/cumulus-folder.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../test/factories.ts';
import { createTestImporter } from '../../../test/import-harness.ts';

interface Scenario {
  name: string;
  zone: string;
  /** The first and last line's instants. */
  from: string;
  to: string;
  /** Wall-time spans ('YYYY-MM-DD HH:mm', both included) of the lines that add 0.2 mm to "rain today". */
  rain: ReadonlyArray<readonly [string, string]>;
  /** Wall times of the warm lines and their temperature. */
  warm: Readonly<Record<string, number>>;
  /** The monthly log's file name and the dayfile's lines. */
  logName: string;
  dayfile: string[];
  /** Each station day: its rain (mm), its high (°C) and when. */
  days: Record<string, { rain: number; max: number; maxAt: string }>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A dayfile line of 16 fields: the day's low and high temperature with their times and its rain. */
const dayfileLine = (date: string, low: string, high: [number, string], rain: number) =>
  `${date},,,,10.0,${low},${high[0].toFixed(1)},${high[1]},,,,,,,${rain.toFixed(1)},10.0`;

const SCENARIOS: Scenario[] = [
  {
    name: 'Europe/Berlin, spring',
    zone: 'Europe/Berlin',
    from: '2026-03-28T07:00:00Z',
    to: '2026-03-30T07:00:00Z',
    rain: [
      ['2026-03-28 15:10', '2026-03-28 16:00'],
      ['2026-03-29 09:10', '2026-03-29 10:00'],
    ],
    warm: { '2026-03-28 15:00': 12, '2026-03-29 09:30': 14 },
    logName: '202603log.txt',
    dayfile: [
      dayfileLine('28/03/26', '09:10', [12, '15:00'], 1.2),
      dayfileLine('29/03/26', '10:10', [14, '09:30'], 1.2),
    ],
    days: {
      '2026-03-28': { rain: 1.2, max: 12, maxAt: '2026-03-28T14:00:00Z' },
      '2026-03-29': { rain: 1.2, max: 14, maxAt: '2026-03-29T07:30:00Z' },
    },
  },
  {
    name: 'Europe/Berlin, autumn',
    zone: 'Europe/Berlin',
    from: '2026-10-24T06:00:00Z',
    to: '2026-10-26T08:00:00Z',
    rain: [
      ['2026-10-24 15:10', '2026-10-24 16:00'],
      ['2026-10-25 08:10', '2026-10-25 08:50'],
      ['2026-10-25 15:10', '2026-10-25 15:30'],
    ],
    warm: { '2026-10-25 08:30': 14, '2026-10-25 15:00': 12 },
    logName: '202610log.txt',
    dayfile: [
      dayfileLine('24/10/26', '09:10', [14, '08:30'], 2.2),
      dayfileLine('25/10/26', '09:10', [12, '15:00'], 0.6),
    ],
    days: {
      '2026-10-24': { rain: 2.2, max: 14, maxAt: '2026-10-25T07:30:00Z' },
      '2026-10-25': { rain: 0.6, max: 12, maxAt: '2026-10-25T14:00:00Z' },
    },
  },
  {
    name: 'America/New_York, spring',
    zone: 'America/New_York',
    from: '2026-03-07T13:00:00Z',
    to: '2026-03-09T13:00:00Z',
    rain: [
      ['2026-03-07 15:10', '2026-03-07 16:00'],
      ['2026-03-08 09:10', '2026-03-08 10:00'],
    ],
    warm: { '2026-03-07 15:00': 12, '2026-03-08 09:30': 14 },
    logName: '202603log.txt',
    dayfile: [
      dayfileLine('07/03/26', '09:10', [12, '15:00'], 1.2),
      dayfileLine('08/03/26', '10:10', [14, '09:30'], 1.2),
    ],
    days: {
      '2026-03-07': { rain: 1.2, max: 12, maxAt: '2026-03-07T20:00:00Z' },
      '2026-03-08': { rain: 1.2, max: 14, maxAt: '2026-03-08T13:30:00Z' },
    },
  },
];

/** The scenario's log lines, every 10 minutes, "rain today" as CumulusMX keeps it by the wall clock. */
function logOf(scenario: Scenario): LogLine[] {
  const lines: LogLine[] = [];
  let today = 0;
  for (let at = Date.parse(scenario.from); at <= Date.parse(scenario.to); at += 600_000) {
    const w = localDateTime(at, scenario.zone);
    const wall = `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
    if (w.hour === 9 && w.minute === 0) today = 0;
    else if (scenario.rain.some(([first, last]) => wall >= first && wall <= last)) today += 0.2;
    lines.push({
      wall: [w.year, w.month, w.day, w.hour, w.minute],
      fields: {
        ...{ 2: scenario.warm[wall] ?? 10, 3: 70, 4: 5, 5: 0, 6: 0, 7: 0, 8: 0 },
        ...{ 9: today.toFixed(1), 10: 1012 },
      },
    });
  }
  return lines;
}

describe.each(dialects)('CumulusMX import over a clock change, 9 am day, on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-27T12:00:00Z') });
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-cumulus-dst-'));
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s: every line in its day', async (_, scenario) => {
    const station = await buildStation(t.db, { timezone: scenario.zone, quality: NO_SPIKE_FILTER });
    await t.db
      .updateTable('weather_stations')
      .set({ day_start_hour: 9 })
      .where('id', '=', station.id)
      .execute();
    const importer = await createTestImporter(t, station.reference);
    const ini = cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2, rollover: 9, tenAmInSummer: false });
    writeFileSync(join(dir, 'Cumulus.ini'), ini);
    const data = join(dir, 'data');
    mkdirSync(data);
    const lines = logOf(scenario);
    writeFileSync(join(data, scenario.logName), logLines('v4', lines));
    writeFileSync(join(data, 'dayfile.txt'), scenario.dayfile.join('\r\n'));

    const report = await importer.run({ kind: 'cumulus', path: data });
    expect(report).toMatchObject({ rows: lines.length, rejected: 0, disagreementCount: 0 });
    for (const [day, expected] of Object.entries(scenario.days)) {
      const summary = await importer.summary(day);
      expect(summary.rain_total_mm, day).toBeCloseTo(expected.rain, 9);
      expect(summary.temperature_max, day).toBe(expected.max);
      expect(summary.temperature_max_at, day).toBe(Date.parse(expected.maxAt));
    }
  });
});
