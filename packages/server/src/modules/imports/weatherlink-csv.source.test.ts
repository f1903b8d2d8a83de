/**
 * Davis WeatherLink exports through the importer core on a real database: WeatherLink.com's CSV (a line
 * naming the station above the header, units in the column names, `9/18/24 6:20 AM`, compass directions)
 * and the desktop program's text export (tabs, two header lines, units the owner states), both holding the
 * September day of vendor-csv-files.ts as archive records stamped at the END of their 10 minutes, with two
 * records changed: the one at 00:00 on the 18th brings 0.7 mm (the 17th's rain), the one at 00:00 on the 19th
 * 0.5 mm and 2.0 °C (both the 18th's); each record's interval high and low are its temperature ± 0.5 °C.
 * Worked out by hand, 2024-09-18 holds the 144 records from 00:10 to 00:00 the day after; its high is the
 * highest interval high, 22.1 °C in the record of 14:40, its low the lowest interval low, 1.5 °C in the
 * record closing the day (stored a millisecond before midnight), as WeatherLink's own daily summary has
 * them; rain 0.8 + 1.6 + 0.2 + 0.5 = 3.1 mm; the gust of 11.0 m/s at 13:00.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import {
  type SeptemberRow,
  sept,
  septemberDay,
  wallText,
  writeLines,
} from '../../../test/vendor-csv-files.ts';

/** The September day as WeatherLink records (module comment). */
function records(): SeptemberRow[] {
  return septemberDay().map((r) => {
    if (r.at === sept(17, 22, 0)) return { ...r, rain: 0.7 };
    if (r.at === sept(18, 22, 0)) return { ...r, rain: 0.5, temperature: 2.0 };
    return r;
  });
}

const fahrenheit = (c: number) => ((c * 9) / 5 + 32).toFixed(2);
const kmh = (ms: number) => (ms * 3.6).toFixed(1);

const CLOUD_HEADER =
  'Date & Time,Inside Temp - °F,Inside Hum - %,Barometer - in Hg,Temp - °F,High Temp - °F,Low Temp - °F,Hum - %,Dew Point - °F,Wind Speed - km/h,Wind Direction,High Wind Speed - km/h,High Wind Direction,Rain - mm,Rain Rate - mm/h,Solar Rad - W/m^2,UV Index';
const cloudLine = (r: SeptemberRow) =>
  [
    `"${wallText(r.at, 'mdy-ampm')}"`,
    '70.70,50,29.90',
    fahrenheit(r.temperature),
    fahrenheit(r.temperature + 0.5),
    fahrenheit(r.temperature - 0.5),
    `70,${fahrenheit(6.5)},7.2,S,${kmh(r.gust)},SSW`,
    r.rain.toFixed(1),
    r.rain > 0 ? '6.0' : '0.0',
    '150,--',
  ].join(',');

const DESKTOP_HEADER = [
  [
    '',
    '',
    'Temp',
    'Hi',
    'Low',
    'Out',
    'Dew',
    'Wind',
    'Wind',
    'Wind',
    'Hi',
    'Hi',
    'Wind',
    'Heat',
    'THW',
    '',
    '',
  ],
  [
    'Date',
    'Time',
    'Out',
    'Temp',
    'Temp',
    'Hum',
    'Pt.',
    'Speed',
    'Dir',
    'Run',
    'Speed',
    'Dir',
    'Chill',
    'Index',
  ],
];
const desktopHeader = [
  [...(DESKTOP_HEADER[0] ?? []), 'Rain', 'Solar', 'UV', 'In', 'In'].join('\t'),
  [...(DESKTOP_HEADER[1] ?? []), 'Index', 'Bar', 'Rain', 'Rate', 'Rad.', 'Index', 'Temp', 'Hum'].join('\t'),
];
const desktopLine = (r: SeptemberRow) =>
  [
    wallText(r.at, 'mdy-short'),
    r.temperature.toFixed(1),
    (r.temperature + 0.5).toFixed(1),
    (r.temperature - 0.5).toFixed(1),
    '70\t6.5\t7.2\tS\t1.20',
    kmh(r.gust),
    'SSW\t12.0\t12.0\t12.0\t1012.5',
    r.rain.toFixed(1),
    r.rain > 0 ? '6.0' : '0.0',
    '150\t---\t21.5\t50',
  ].join('\t');

describe.each(dialects)('WeatherLink CSV import on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-weatherlink-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  /** The hand-worked 2024-09-18 (module comment). */
  async function expectTheDayByHand() {
    const day = await importer.summary('2024-09-18');
    expect(day.reading_count).toBe(144);
    expect(day.temperature_max).toBeCloseTo(22.1, 9);
    expect(day.temperature_max_at).toBe(sept(18, 12, 40));
    expect(day.temperature_min).toBeCloseTo(1.5, 9);
    expect(day.temperature_min_at).toBe(sept(18, 22, 0) - 1);
    expect(day.rain_total_mm).toBeCloseTo(3.1, 9);
    expect(day.wind_gust_max).toBeCloseTo(11, 9);
    expect(day.wind_gust_max_at).toBe(sept(18, 11, 0));
    expect((await importer.summary('2024-09-17')).rain_total_mm).toBeCloseTo(1.1, 9);
    const dawn = await t.db
      .selectFrom('readings')
      .selectAll()
      .where('received_at', '=', sept(18, 4, 20))
      .executeTakeFirstOrThrow();
    expect(dawn.temperature_c).toBeCloseTo(4.2, 9);
    expect(dawn.dew_point_c).toBeCloseTo(6.5, 9);
    expect(dawn.wind_dir_deg).toBe(180);
    expect(dawn.wind_speed_ms).toBeCloseTo(2, 9);
    expect(dawn.indoor_temperature_c).toBeCloseTo(21.5, 9);
    expect(dawn.solar_radiation_wm2).toBeCloseTo(150, 9);
  }

  it("imports WeatherLink.com's export and agrees with the day worked out by hand", async () => {
    const rows = records();
    const file = join(dir, 'weatherlink.csv');
    writeLines(file, ['"Falkensee, Vantage Pro2"', CLOUD_HEADER, ...rows.map(cloudLine)]);
    const report = await importer.run({ kind: 'csv', path: file });
    // The 17th, 18th and 19th take their highs and lows from the records' interval highs and lows.
    expect(report).toMatchObject({
      kind: 'weatherlink',
      rows: rows.length,
      imported: rows.length,
      rejected: 0,
      daysWithSourceExtremes: 3,
    });
    expect(report.unmappedColumns).toEqual(['High Wind Direction']);
    await expectTheDayByHand();
    const dawn = await t.db
      .selectFrom('readings')
      .select(['pressure_rel_hpa'])
      .where('received_at', '=', sept(18, 4, 20))
      .executeTakeFirstOrThrow();
    expect(dawn.pressure_rel_hpa).toBeCloseTo(1012.53, 2);
  });

  it('imports the desktop export in the units the owner states, and refuses it without them', async () => {
    const rows = records();
    const file = join(dir, 'export.txt');
    writeLines(file, [...desktopHeader, ...rows.map(desktopLine)]);
    await expect(importer.run({ kind: 'weatherlink', path: file })).rejects.toThrow(
      "Colonne « Temp Out » sans unité : indiquez l'unité de température du fichier",
    );
    expect(await importer.count()).toBe(0);

    const report = await importer.run({
      kind: 'weatherlink',
      path: file,
      cumulusUnits: { temperature: 'C', rain: 'mm', pressure: 'hPa', wind: 'km/h' },
    });
    expect(report).toMatchObject({ kind: 'weatherlink', imported: rows.length, rejected: 0 });
    expect(report.unmappedColumns).toEqual(['Wind Run', 'Hi Dir', 'Wind Chill', 'Heat Index', 'THW Index']);
    await expectTheDayByHand();
  });
});
