/**
 * Ecowitt CSV files as the consoles write them in German and French and as ecowitt.net exports them (a line
 * of groups over the columns), each holding the September day of vendor-csv-files.ts, whose 2024-09-18 is
 * worked out by hand: 144 rows from 00:00 to 23:50; the high of 21.6 °C at 14:40 and the low of 4.2 °C at
 * 06:20 (CEST), not the 25.0 of the evening before nor the 1.0 after midnight; rain 0.8 + 1.6 (03:00, 03:10)
 * + 0.2 (20:50) = 2.6 mm, without the 0.4 mm of the 17th nor the 0.3 mm of the 19th; the gust of 11.0 m/s at
 * 13:00.
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

const GERMAN =
  'Zeit,Temperatur Innen(℃),Luftfeuchtigkeit Innen(%),Temperatur Aussen(℃),Luftfeuchtigkeit Aussen(%),Taupunkt(℃),Gefühlte Temperatur(℃),Wind(km/h),Böe(km/h),Windrichtung(°),Abs. Luftdruck(hpa),Rel. Luftdruck(hpa),Sonneneinstrahlung(w/m2),UVI,Regen/Stunde(mm),Regen Event(mm),Regen/Tag(mm),Regen/Wochen(mm),Regen/Monat(mm),Regen/Jahre(mm)';
const FRENCH =
  'Heure;Température intérieure(℃);Humidité intérieure(%);Température extérieure(℃);Humidité extérieure(%);Point de rosée(℃);Température ressentie(℃);Vent(km/h);Rafale(km/h);Direction du vent(°);Pression absolue(hPa);Pression relative(hPa);Rayonnement solaire(W/m²);Indice UV;Taux de pluie(mm/h);Pluie horaire(mm);Pluie événement(mm);Pluie journalière(mm);Pluie hebdomadaire(mm);Pluie mensuelle(mm);Pluie annuelle(mm)';
const CLOUD_GROUPS = 'Time,Innen,,Außen,,,,Wind,,,Luftdruck,,Solar und UVI,,Regenfall,,,,,,';
const CLOUD_COLUMNS =
  ',Temperature(℃),Humidity(%),Temperature(℃),Feels Like(℃),Dew Point(℃),Humidity(%),Wind Speed(km/h),Wind Gust(km/h),Wind Direction(º),Relative(hPa),Absolute(hPa),Solar(W/m²),UVI,Rain Rate(mm/hr),Daily(mm),Event(mm),Hourly(mm),Weekly(mm),Monthly(mm),Yearly(mm)';

const kmh = (ms: number) => (ms * 3.6).toFixed(1);
const mm = (value: number) => value.toFixed(1);

/** A German SD card line: `2024/9/18 6:20`, km/h, rolling hourly rain, the counters. */
const german = (r: SeptemberRow) =>
  [
    wallText(r.at, 'ymd-slash'),
    '21.5,50',
    r.temperature.toFixed(1),
    '70,6.5',
    r.temperature.toFixed(1),
    `7.2,${kmh(r.gust)},180,1001.0,1012.5,150.0,1`,
    `0.0,${mm(r.daily)},${mm(r.daily)},${mm(r.yearly - 250)},${mm(r.yearly - 280)},${mm(r.yearly)}`,
  ].join(',');

/** A French SD card line: `;` between fields, decimal commas, `18/09/2024 06:20`. */
const french = (r: SeptemberRow) =>
  [
    wallText(r.at, 'dmy-slash'),
    '21,5;50',
    r.temperature.toFixed(1).replace('.', ','),
    '70;6,5',
    r.temperature.toFixed(1).replace('.', ','),
    `7,2;${kmh(r.gust).replace('.', ',')};180;1001,0;1012,5;150,0;1`,
    `0,0;--;${mm(r.daily)};${mm(r.daily)};${mm(r.yearly - 250)};${mm(r.yearly - 280)};${mm(r.yearly)}`.replaceAll(
      '.',
      ',',
    ),
  ].join(';');

/** An ecowitt.net line, columns in the groups' order. */
const cloud = (r: SeptemberRow) =>
  [
    wallText(r.at, 'iso'),
    '21.5,50',
    r.temperature.toFixed(1),
    `${r.temperature.toFixed(1)},6.5,70`,
    `7.2,${kmh(r.gust)},180,1012.5,1001.0,150.0,1`,
    `0.0,${mm(r.daily)},${mm(r.daily)},--,${mm(r.yearly - 250)},${mm(r.yearly - 280)},${mm(r.yearly)}`,
  ].join(',');

describe.each(dialects)('Ecowitt CSV files in other languages on %s', (dialect) => {
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

  /** The hand-worked 2024-09-18 (module comment). */
  async function expectTheDayByHand() {
    const day = await importer.summary('2024-09-18');
    expect(day.reading_count).toBe(144);
    expect(day.temperature_max).toBeCloseTo(21.6, 9);
    expect(day.temperature_max_at).toBe(sept(18, 12, 40));
    expect(day.temperature_min).toBeCloseTo(4.2, 9);
    expect(day.temperature_min_at).toBe(sept(18, 4, 20));
    expect(day.rain_total_mm).toBeCloseTo(2.6, 9);
    expect(day.wind_gust_max).toBeCloseTo(11, 9);
    expect(day.wind_gust_max_at).toBe(sept(18, 11, 0));
    expect(day.pressure_rel_max).toBeCloseTo(1012.5, 9);
  }

  it.each([
    [
      'a German SD card file',
      'EcowittDE.csv',
      [GERMAN],
      german,
      ['Gefühlte Temperatur(℃)', 'Regen/Stunde(mm)'],
    ],
    ['a French SD card file', 'EcowittFR.csv', [FRENCH], french, ['Température ressentie(℃)']],
    [
      'an ecowitt.net export (German groups)',
      'ecowitt-net.csv',
      [CLOUD_GROUPS, CLOUD_COLUMNS],
      cloud,
      ['Außen Feels Like(℃)'],
    ],
  ] as const)(
    'imports %s and agrees with the day worked out by hand',
    async (_, name, header, line, unmapped) => {
      const rows = septemberDay();
      const file = join(dir, name);
      writeLines(file, [...header, ...rows.map(line)]);
      const report = await importer.run({ kind: 'csv', path: file }, 50);
      expect(report).toMatchObject({
        kind: 'ecowitt',
        rows: rows.length,
        imported: rows.length,
        rejected: 0,
      });
      for (const column of unmapped) expect(report.unmappedColumns).toContain(column);
      expect(report.unmappedColumns).not.toContain(
        name === 'EcowittDE.csv' ? 'Regen/Tag(mm)' : 'Pluie journalière(mm)',
      );
      await expectTheDayByHand();
      const dawn = await t.db
        .selectFrom('readings')
        .selectAll()
        .where('received_at', '=', sept(18, 4, 20))
        .executeTakeFirstOrThrow();
      expect(dawn.indoor_temperature_c).toBeCloseTo(21.5, 9);
      expect(dawn.indoor_humidity_pct).toBe(50);
      expect(dawn.humidity_pct).toBe(70);
      expect(dawn.wind_speed_ms).toBeCloseTo(2, 9);
      expect(dawn.wind_dir_deg).toBe(180);
      expect(dawn.pressure_abs_hpa).toBeCloseTo(1001, 9);
      expect(dawn.solar_radiation_wm2).toBeCloseTo(150, 9);
      expect(dawn.uv_index).toBe(1);
    },
  );

  it('refuses a file that is not the chosen format before storing anything', async () => {
    const file = join(dir, 'EcowittDE.csv');
    writeLines(file, [GERMAN, ...septemberDay().map(german)]);
    await expect(importer.run({ kind: 'weatherlink', path: file })).rejects.toThrow(
      "n'est pas un export CSV Davis WeatherLink",
    );
    const other = join(dir, 'other.csv');
    writeLines(other, ['Datum,Wert', '2024-09-18 06:20,3']);
    await expect(importer.run({ kind: 'csv', path: other })).rejects.toThrow('received_at');
    await expect(importer.run({ kind: 'ecowitt', path: other })).rejects.toThrow('Ecowitt');
    expect(await importer.count()).toBe(0);
  });
});
