/**
 * A CumulusMX data folder of two months imported into the seeded station (Europe/Berlin): October 2023 in a
 * German Cumulus 1 / MX 3 log (`Okt23log.txt`: `;` between fields, decimal commas, `dd.MM.yy`), November in
 * an MX 4 log (`202311log.txt`), every 10 minutes, units from the Cumulus.ini beside `data/`. The day
 * checked by hand is 2023-10-29, the 25-hour day when clocks go back: the local times 02:00–02:59 occur
 * twice, and the line after 02:50 summer time is 02:00 winter time.
 */
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDateTime } from '@meteodeck/weather';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { cumulusIni, type LogLine, logLines } from '../../../test/cumulus-folder.ts';
import { dialects } from '../../../test/dialects.ts';
import { createTestImporter } from '../../../test/import-harness.ts';

const MINUTE = 60_000;
const utc = (d: number, h: number, m: number, month = 9) => Date.UTC(2023, month, d, h, m);
/** 2023-10-29 00:00 CEST … 2023-10-30 00:00 CET (25 hours). */
const DAY_START = utc(28, 22, 0);
const DAY_END = utc(29, 23, 0);

/** Every 10 minutes from `from` to `to` (epoch ms, both included), with fields by instant. */
function linesBetween(from: number, to: number, fields: (at: number) => Record<number, number>): LogLine[] {
  const lines: LogLine[] = [];
  for (let at = from; at <= to; at += 10 * MINUTE) {
    const w = localDateTime(at, 'Europe/Berlin');
    lines.push({ wall: [w.year, w.month, w.day, w.hour, w.minute], instantMs: at, fields: fields(at) });
  }
  return lines;
}

/** The station's weather, by instant; rain from a counter that starts at 500 mm. */
function weather() {
  let counter = 500;
  let today = 0;
  let day = '';
  const rises = new Map<number, number>([
    [DAY_START, 0.4], // the line at 00:00 on the 29th closes the 28th
    [utc(29, 0, 10), 0.3], // 02:10 … 02:50 summer time
    [utc(29, 0, 20), 0.3],
    [utc(29, 0, 30), 0.3],
    [utc(29, 0, 40), 0.3],
    [utc(29, 0, 50), 0.3],
    [DAY_END, 0.2], // the line at 00:00 on the 30th closes the 29th
    // 2023-11-05, 08:00 … 08:40 local time.
    ...[0, 10, 20, 30, 40].map((minute): [number, number] => [utc(5, 7, minute, 10), 0.2]),
  ]);
  return (at: number): Record<number, number> => {
    const w = localDateTime(at, 'Europe/Berlin');
    const date = `${w.month}-${w.day}`;
    const rise = rises.get(at) ?? 0;
    counter += rise;
    // "Rain today" restarts at the 00:00 line (Cumulus 1.9.3 and later): that line's rise is yesterday's.
    today = date === day ? today + rise : 0;
    day = date;
    if (at === utc(5, 11, 0, 10)) {
      counter = 2; // a new console: the counter starts again
      today += 0.4;
    }
    if (at === utc(5, 11, 10, 10)) {
      counter += 0.3;
      today += 0.3;
    }
    let temperature = 10;
    if (at === utc(29, 12, 20)) temperature = 18.4;
    if (at === utc(29, 0, 30)) temperature = 9; // 02:30 summer time
    if (at === utc(29, 1, 30)) temperature = 2.1; // 02:30 winter time
    if (at === DAY_START) temperature = -3;
    if (at === DAY_END) temperature = 1.5;
    return {
      2: temperature,
      3: 80,
      4: 6.5,
      5: 18,
      6: at === utc(29, 14, 0) ? 36 : 27,
      7: at === utc(29, 3, 0) ? 0 : 225,
      8: 0,
      9: Math.round(today * 10) / 10,
      10: 1013.2,
      11: Math.round(counter * 10) / 10,
      12: 21,
      13: 45,
      14: 20,
      15: 9,
      23: 0,
    };
  };
}

/**
 * Writes a CumulusMX install under `root`: Cumulus.ini and data/ with the two months (and a dayfile);
 * returns how many log lines it wrote.
 */
function writeInstall(root: string): number {
  const station = weather();
  const october = linesBetween(utc(28, 22, 0) - 3 * 86_400_000, utc(31, 22, 50), station);
  const november = linesBetween(utc(31, 23, 0), utc(6, 22, 50, 10), station);
  mkdirSync(join(root, 'data'), { recursive: true });
  writeFileSync(join(root, 'Cumulus.ini'), cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2 }));
  writeFileSync(join(root, 'data', 'Okt23log.txt'), logLines('v3-de', october));
  writeFileSync(join(root, 'data', '202311log.txt'), logLines('v4', november));
  writeFileSync(join(root, 'data', 'dayfile.txt'), '28/10/23,36,225,14:00,10.0\r\n');
  return october.length + november.length;
}

/** Zips `files` (path in the archive → text) into `path`. */
async function writeZip(path: string, files: Record<string, string>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(path)).on('close', resolve).on('error', reject);
  });
}

describe.each(dialects)('CumulusMX import on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-cumulus-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  /** The hand-worked 2023-10-29 and 2023-11-05. */
  async function expectTheDaysByHand() {
    const day = await importer.summary('2023-10-29');
    expect(day.reading_count).toBe(150);
    expect(day.temperature_max).toBeCloseTo(18.4, 9);
    expect(day.temperature_max_at).toBe(utc(29, 12, 20));
    expect(day.temperature_min).toBeCloseTo(1.5, 9);
    expect(day.temperature_min_at).toBe(DAY_END - 1);
    expect(day.rain_total_mm).toBeCloseTo(1.7, 9);
    expect(day.wind_gust_max).toBeCloseTo(10, 9);
    expect(day.wind_gust_max_at).toBe(utc(29, 14, 0));
    expect(day.pressure_rel_max).toBeCloseTo(1013.2, 9);
    const before = await importer.summary('2023-10-28');
    expect(before.temperature_min).toBeCloseTo(-3, 9);
    // The dayfile's line of the 28th (Cumulus 1, five fields): a gust of 36 km/h at 14:00, a low without time.
    expect(before.wind_gust_max).toBeCloseTo(10, 9);
    expect(before.wind_gust_max_at).toBe(utc(28, 12, 0));
    // 02:30 happened twice; each line is where it belongs.
    const twice = await t.db
      .selectFrom('readings')
      .select(['received_at', 'temperature_c', 'wind_dir_deg', 'wind_speed_ms'])
      .where('received_at', 'in', [utc(29, 0, 30), utc(29, 1, 30), utc(29, 3, 0)])
      .orderBy('received_at')
      .execute();
    expect(twice.map((r) => r.temperature_c)).toEqual([9, 2.1, 10]);
    // Bearing 0 is CumulusMX's calm: no direction.
    expect(twice[2]?.wind_dir_deg).toBeNull();
    expect(twice[2]?.wind_speed_ms).toBeCloseTo(5, 9);
    // The new console's counter: 1.0 mm in the morning, 0.4 mm by "rain today" over the swap, 0.3 mm after.
    expect((await importer.summary('2023-11-05')).rain_total_mm).toBeCloseTo(1.7, 9);
  }

  it('imports a data folder of two months and agrees with the day worked out by hand', async () => {
    const lines = writeInstall(join(dir, 'cumulus'));
    // October 26th … November 6th, every 10 minutes, with the 29th's extra hour.
    expect(lines).toBe((12 * 24 + 1) * 6);
    const report = await importer.run({ kind: 'cumulus', path: join(dir, 'cumulus', 'data') });
    expect(report).toMatchObject({
      kind: 'cumulus',
      rows: lines,
      imported: lines,
      skipped: 0,
      rejected: 0,
      daysWithSourceExtremes: 1,
    });
    expect(report.unmappedColumns).toEqual(['Wind chill', 'Hours of sunshine']);
    await expectTheDaysByHand();

    const again = await importer.run({ kind: 'cumulus', path: join(dir, 'cumulus', 'data') });
    expect(again).toMatchObject({ imported: 0, skipped: lines });
  });

  it('imports the same folder from a zip archive', async () => {
    writeInstall(join(dir, 'cumulus'));
    const read = (path: string) => readFileSync(join(dir, 'cumulus', path), 'utf8');
    const zip = join(dir, 'cumulus.zip');
    await writeZip(zip, {
      'CumulusMX/Cumulus.ini': read('Cumulus.ini'),
      'CumulusMX/data/Okt23log.txt': read('data/Okt23log.txt'),
      'CumulusMX/data/202311log.txt': read('data/202311log.txt'),
      'CumulusMX/data/dayfile.txt': read('data/dayfile.txt'),
    });
    const report = await importer.run({ kind: 'cumulus', path: zip });
    expect(report.rejected).toBe(0);
    await expectTheDaysByHand();
  });

  it('reads MX 5 lines by their timestamp, in the units the owner states', async () => {
    const data = join(dir, 'data');
    mkdirSync(data);
    const at = utc(12, 13, 0, 2); // 2023-03-12 14:00 CET
    writeFileSync(
      join(data, '202303log.txt'),
      logLines(
        'v5',
        [
          {
            wall: [2023, 3, 12, 14, 0],
            instantMs: at,
            fields: { 2: 50, 5: 10, 6: 20, 8: 0.1, 9: 0.2, 10: 29.92, 11: 30 },
          },
          {
            wall: [2023, 3, 12, 14, 10],
            instantMs: at + 10 * MINUTE,
            fields: { 2: 51.8, 5: 10, 6: 20, 8: 0.1, 9: 0.25, 10: 29.92, 11: 30.05, 30: 70 },
          },
        ],
        31,
      ),
    );
    const report = await importer.run({
      kind: 'cumulus',
      path: data,
      cumulusUnits: { temperature: 'F', rain: 'in', pressure: 'inHg', wind: 'mph' },
    });
    expect(report).toMatchObject({ imported: 2, rejected: 0, unmappedColumns: ['Wet Bulb Globe Temp'] });
    const rows = await t.db.selectFrom('readings').selectAll().orderBy('received_at').execute();
    expect(rows.map((r) => r.received_at)).toEqual([at, at + 10 * MINUTE]);
    expect(rows[1]?.temperature_c).toBeCloseTo(11, 9);
    expect(rows[1]?.wind_speed_ms).toBeCloseTo(4.4704, 9);
    expect(rows[1]?.pressure_rel_hpa).toBeCloseTo(1013.21, 2);
    expect(rows[1]?.rain_rate_mmh).toBeCloseTo(2.54, 9);
    expect(rows[1]?.rain_mm).toBeCloseTo(1.27, 9);
  });

  it('refuses a folder without a log, units it cannot know, and a file that is not a zip', async () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    writeFileSync(join(empty, 'Cumulus.ini'), cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2 }));
    await expect(importer.run({ kind: 'cumulus', path: empty })).rejects.toThrow(
      'Aucun fichier journal CumulusMX',
    );

    const noIni = join(dir, 'no-ini');
    mkdirSync(noIni);
    writeFileSync(
      join(noIni, '202311log.txt'),
      logLines('v4', [{ wall: [2023, 11, 1, 0, 0], fields: { 2: 5 } }]),
    );
    await expect(
      importer.run({ kind: 'cumulus', path: noIni, cumulusUnits: { temperature: 'C' } }),
    ).rejects.toThrow("indiquez l'unité de pluie, pression, vent");

    const notZip = join(dir, 'data.zip');
    writeFileSync(notZip, 'not a zip at all');
    await expect(importer.run({ kind: 'cumulus', path: notZip })).rejects.toThrow(
      "n'est pas une archive zip",
    );
    expect(await importer.count()).toBe(0);
  });
});
