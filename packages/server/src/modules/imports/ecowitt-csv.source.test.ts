/**
 * Ecowitt CSV files through the importer core on a real database, into the seeded station (Europe/Berlin):
 * an SD card file of two days every 5 minutes, whose 2024-06-12 is worked out by hand (high and low with
 * their times, the day's rain, the strongest gust); and a file in °F, inHg, mph and inches whose interval
 * changes twice, with `--` cells and rows given twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import { every, rainGauge, wallText, writeLines } from '../../../test/vendor-csv-files.ts';

const SD_HEADER =
  'Time,Indoor Temperature(℃),Indoor Humidity(%),Outdoor Temperature(℃),Outdoor Humidity(%),Dew Point(℃),Feels Like(℃),Wind(m/s),Gust(m/s),Wind Direction(deg),ABS Pressure(hPa),REL Pressure(hPa),Solar Rad(w/m2),UV-Index,Rain Rate(mm/Hr),Hourly Rain(mm),Event Rain(mm),Daily Rain(mm),Weekly Rain(mm),Monthly Rain(mm),Yearly Rain(mm)';

/** June 2024 in UTC; Berlin is UTC+2 then (local 00:00 on the 12th is the 11th 22:00 UTC). */
const june = (d: number, h: number, m: number) => Date.UTC(2024, 5, d, h, m);

/** The SD card file: 2024-06-11 23:00 … 2024-06-13 00:55 local, every 5 minutes. */
function sdCardLines(): string[] {
  const rain = rainGauge(
    new Map([
      [june(11, 21, 40), 0.6], // 23:40 on the 11th
      [june(12, 5, 0), 1.2], // 07:00 … 07:10 on the 12th
      [june(12, 5, 5), 0.9],
      [june(12, 5, 10), 0.3],
      [june(12, 16, 30), 2.4], // 18:30
      [june(12, 21, 55), 0.3], // 23:55, the day's last row
      [june(12, 22, 5), 0.5], // 00:05 on the 13th
    ]),
    250,
  );
  const temperatures = new Map<number, string>([
    [june(11, 21, 30), '30.0'], // the day before
    [june(12, 3, 10), '9.8'], // 05:10: the day's low
    [june(12, 10, 0), '--'], // 12:00: the sensor lost
    [june(12, 13, 35), '27.4'], // 15:35: the day's high
    [june(12, 22, 20), '5.0'], // the day after
  ]);
  return [
    SD_HEADER,
    ...every(june(11, 21, 0), june(12, 22, 55), 5).map((at) => {
      const { yearly, daily } = rain(at);
      const temperature = temperatures.get(at) ?? '15.0';
      const gust = at === june(12, 14, 10) ? '14.2' : '3.0';
      const rate = daily > 0 && at % 3_600_000 < 900_000 ? '12.0' : '0.0';
      return [
        wallText(at, 'iso'),
        '22.0,55',
        temperature,
        '60,10.0',
        temperature,
        `1.5,${gust},225,1003.2,1013.2,300.00,2`,
        `${rate},7.7,${daily.toFixed(1)},${daily.toFixed(1)}`,
        `${(yearly - 200).toFixed(1)},${(yearly - 200).toFixed(1)},${yearly.toFixed(1)}`,
      ].join(',');
    }),
  ];
}

describe.each(dialects)('Ecowitt CSV import on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-ecowitt-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('imports an SD card file and agrees with 2024-06-12 worked out by hand', async () => {
    const file = join(dir, '202406A.CSV');
    const lines = sdCardLines();
    writeLines(file, lines);
    const rows = lines.length - 1;
    // 26 hours of rows, as the kind the owner chose or found from the header.
    expect(rows).toBe(26 * 12);
    const report = await importer.run({ kind: 'ecowitt', path: file }, 100);
    expect(report).toMatchObject({ kind: 'ecowitt', rows, imported: rows, skipped: 0, rejected: 0 });
    expect(report.unmappedColumns).toEqual([
      'Feels Like(℃)',
      'Hourly Rain(mm)',
      'Event Rain(mm)',
      'Weekly Rain(mm)',
      'Monthly Rain(mm)',
    ]);

    // By hand: 288 rows from 00:00 to 23:55; the high of 27.4 °C at 15:35 and the low of 9.8 °C at 05:10
    // (CEST), not the 30.0 of the evening before nor the 5.0 after midnight; rain 1.2 + 0.9 + 0.3 (07:00 to
    // 07:10) + 2.4 (18:30) + 0.3 (23:55) = 5.1 mm, without the 0.6 mm of the 11th nor the 0.5 mm of the 13th;
    // the gust of 14.2 m/s at 16:10.
    const day = await importer.summary('2024-06-12');
    expect(day.reading_count).toBe(288);
    expect(day.temperature_max).toBeCloseTo(27.4, 9);
    expect(day.temperature_max_at).toBe(june(12, 13, 35));
    expect(day.temperature_min).toBeCloseTo(9.8, 9);
    expect(day.temperature_min_at).toBe(june(12, 3, 10));
    expect(day.rain_total_mm).toBeCloseTo(5.1, 9);
    expect(day.wind_gust_max).toBeCloseTo(14.2, 9);
    expect(day.wind_gust_max_at).toBe(june(12, 14, 10));
    expect((await importer.summary('2024-06-13')).rain_total_mm).toBeCloseTo(0.5, 9);

    const noon = await t.db
      .selectFrom('readings')
      .selectAll()
      .where('received_at', '=', june(12, 10, 0))
      .executeTakeFirstOrThrow();
    expect(noon.temperature_c).toBeNull();
    expect(noon.pressure_rel_hpa).toBeCloseTo(1013.2, 9);
    expect(noon.indoor_temperature_c).toBeCloseTo(22, 9);

    // The same file again stores nothing new; chosen as "CSV file" it is found to be Ecowitt's.
    const again = await importer.run({ kind: 'csv', path: file });
    expect(again).toMatchObject({ kind: 'ecowitt', imported: 0, skipped: rows });
  });

  it("keeps a piezo gauge's rain when the bucket's columns are empty (a WS90 without a tipping bucket)", async () => {
    // 2024-06-12, Berlin: the piezo daily counter 0, 0.4, 1.0, 1.0 mm, its yearly one 100 mm more; the
    // bucket's columns '--'. The station's main source is the bucket (the default): its gauge sent nothing,
    // so the piezo's counts.
    const file = join(dir, '202406B.CSV');
    const header =
      'Time,Outdoor Temperature(℃),Rain Rate(mm/Hr),Daily Rain(mm),Yearly Rain(mm),Piezo Rain Rate(mm/Hr),Piezo Daily Rain(mm),Piezo Yearly Rain(mm)';
    const piezoDaily = [0, 0.4, 1.0, 1.0];
    writeLines(file, [
      header,
      ...piezoDaily.map((daily, index) => {
        const at = june(12, 8, 5 * index);
        return `${wallText(at, 'iso')},18.0,--,--,--,0.0,${daily.toFixed(1)},${(100 + daily).toFixed(1)}`;
      }),
    ]);
    const report = await importer.run({ kind: 'ecowitt', path: file });
    expect(report).toMatchObject({ imported: 4, rejected: 0 });
    expect(report.unmappedColumns).toEqual([]);
    expect((await importer.summary('2024-06-12')).rain_total_mm).toBeCloseTo(1.0, 9);
  });

  it('reads the hour that occurs twice when clocks go back as two hours, not as rows given twice', async () => {
    // 2024-10-27, Berlin: 02:00–02:59 summer time (00:00–00:59 UTC), then 02:00–02:59 winter time (01:00Z …).
    const lines = [SD_HEADER.split(',').slice(0, 4).join(',')];
    for (const at of every(Date.UTC(2024, 9, 26, 23, 0), Date.UTC(2024, 9, 27, 2, 0), 10)) {
      lines.push(`${wallText(at, 'iso')},21.0,50,${at === Date.UTC(2024, 9, 27, 1, 30) ? '3.5' : '8.0'}`);
    }
    const file = join(dir, '202410A.CSV');
    writeLines(file, lines);
    // 01:00 … 03:00 local: 02:00 … 02:50 twice, 19 rows, each at its own instant.
    expect(lines.filter((line) => line.includes(' 02:')).length).toBe(12);
    const report = await importer.run({ kind: 'ecowitt', path: file });
    expect(report).toMatchObject({ rows: 19, imported: 19, skipped: 0, skips: [] });
    const day = await importer.summary('2024-10-27');
    expect(day.temperature_min).toBeCloseTo(3.5, 9);
    expect(day.temperature_min_at).toBe(Date.UTC(2024, 9, 27, 1, 30)); // 02:30 winter time
  });

  it('takes the instant from a Timestamp column when the firmware writes one', async () => {
    const file = join(dir, '202505A.CSV');
    writeLines(file, [
      'Time,Timestamp,Indoor Temperature(°C),Indoor Humidity(%),Outdoor Temperature(°C)',
      '2025-05-20 17:46,1747755970,22.8,55,23.2',
      '2025-05-20 17:47,1747756030,22.8,55,23.4',
    ]);
    expect(await importer.run({ kind: 'csv', path: file })).toMatchObject({ kind: 'ecowitt', imported: 2 });
    const rows = await t.db
      .selectFrom('readings')
      .select(['received_at', 'temperature_c'])
      .orderBy('received_at')
      .execute();
    expect(rows).toEqual([
      { received_at: 1_747_755_970_000, temperature_c: 23.2 },
      { received_at: 1_747_756_030_000, temperature_c: 23.4 },
    ]);
  });

  it('reads °F, inHg, mph and inches, an interval that changes, `--` cells and rows given twice', async () => {
    const jan = (d: number, h: number, m: number) => Date.UTC(2024, 0, d, h, m); // Berlin: UTC+1
    const header = SD_HEADER.replaceAll('℃', '℉')
      .replaceAll('(m/s)', '(mph)')
      .replaceAll('(hPa)', '(inHg)')
      .replaceAll('(mm/Hr)', '(in/Hr)')
      .replaceAll('(mm)', '(in)');
    const rain = rainGauge(
      new Map([
        [jan(15, 0, 10), 0.02], // 01:10 local
        [jan(15, 5, 15), 0.01], // 06:15 and 06:16, at one minute
        [jan(15, 5, 16), 0.01],
        [jan(15, 15, 45), 0.05], // 16:45
      ]),
      10,
    );
    const instants = [
      jan(14, 22, 50), // 23:50 the day before: the counters' starting point
      ...every(jan(14, 23, 0), jan(15, 4, 50), 10), // 00:00 … 05:50 every 10 minutes
      ...every(jan(15, 5, 0), jan(15, 5, 59), 1), // 06:00 … 06:59 every minute
      ...every(jan(15, 6, 0), jan(15, 23, 0), 5), // 07:00 … 00:00 the day after, every 5 minutes
    ];
    const row = (at: number, temperature: string) => {
      const { yearly, daily } = rain(at);
      const inches = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
      const pressure = at === jan(15, 8, 0) ? '--,--' : '29.53,29.92';
      return `${wallText(at, 'iso')},68.0,40,${temperature},80,5.0,${temperature},10.0,15.0,270,${pressure},0.00,0,0.00,--,${inches(daily)},${inches(daily)},${inches(yearly)},${inches(yearly)},${inches(yearly)}`;
    };
    const lines = [header];
    for (const at of instants) {
      const temperature =
        at === jan(15, 4, 20)
          ? '14.0'
          : at === jan(15, 13, 20)
            ? '50.0'
            : at === jan(15, 2, 0)
              ? '--'
              : '32.0';
      if (at === jan(15, 9, 0)) lines.push(`${wallText(at, 'iso')}${',--'.repeat(20)}`);
      else lines.push(row(at, temperature));
      // The console wrote 06:30 twice, and 14:20 again with another value: the first row of each is kept.
      if (at === jan(15, 5, 30)) lines.push(lines.at(-1) ?? '');
      if (at === jan(15, 13, 20)) lines.push(row(at, '59.0'));
    }
    const file = join(dir, 'imperial.csv');
    writeLines(file, lines);

    const report = await importer.run({ kind: 'csv', path: file });
    const distinct = 1 + 36 + 60 + 205;
    expect(report).toMatchObject({
      kind: 'ecowitt',
      rows: distinct + 2,
      imported: distinct - 1,
      skipped: 2,
      rejected: 1,
    });
    // Lines: the header, 23:50, 36 rows, 60 rows and the second 06:30, then every 5 minutes from 07:00.
    expect(report.rejections).toEqual([{ at: `imperial.csv:${2 + 36 + 61 + 37}`, reason: 'Aucune mesure' }]);
    expect(report.skips).toEqual([
      {
        at: `imperial.csv:${2 + 36 + 32}`,
        reason: `même heure que la ligne ${2 + 36 + 31} (imperial.csv) : ligne ignorée, la première est gardée`,
      },
      {
        at: `imperial.csv:${2 + 36 + 61 + 90}`,
        reason: `même heure que la ligne ${2 + 36 + 61 + 89} (imperial.csv) : ligne ignorée, la première est gardée`,
      },
    ]);

    // By hand: 36 + 60 + 204 rows of the 15th, less the row of `--` at 10:00; 50 °F = 10 °C at 14:20, 14 °F =
    // -10 °C at 05:20 (the second 14:20 row's 59 °F is left out); 0.02 + 0.01 + 0.01 + 0.05 in = 2.286 mm.
    const day = await importer.summary('2024-01-15');
    expect(day.reading_count).toBe(299);
    expect(day.temperature_max).toBeCloseTo(10, 9);
    expect(day.temperature_max_at).toBe(jan(15, 13, 20));
    expect(day.temperature_min).toBeCloseTo(-10, 9);
    expect(day.temperature_min_at).toBe(jan(15, 4, 20));
    expect(day.rain_total_mm).toBeCloseTo(2.286, 9);
    const at = (instant: number) =>
      t.db.selectFrom('readings').selectAll().where('received_at', '=', instant).executeTakeFirstOrThrow();
    const minute = await at(jan(15, 5, 16));
    expect(minute.rain_mm).toBeCloseTo(0.254, 9);
    expect(minute.pressure_rel_hpa).toBeCloseTo(1013.21, 2);
    expect(minute.pressure_abs_hpa).toBeCloseTo(1000.0, 0);
    expect(minute.wind_speed_ms).toBeCloseTo(4.4704, 9);
    expect(minute.wind_gust_ms).toBeCloseTo(6.7056, 9);
    expect(minute.dew_point_c).toBeCloseTo(-15, 9);
    expect((await at(jan(15, 2, 0))).temperature_c).toBeNull();
    expect((await at(jan(15, 8, 0))).pressure_rel_hpa).toBeNull();
  });
});
