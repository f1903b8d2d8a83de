/**
 * The CSV source through the importer core on a real database: one real Falkensee day (2019-06-12, a
 * thundery summer day with 34.8 mm of rain) checked against values worked out from the CSV lines with a
 * trivial scan, and a file with broken lines counted as rejected.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { createTestImporter } from '../../../test/import-harness.ts';

// The copy the repository ships for the demo: the test needs nothing outside the checkout.
const FALKENSEE_2019 = fileURLToPath(new URL('../../../demo-data/falkensee-2019.csv.gz', import.meta.url));
const HEADER =
  'received_at,interval_min,temperature_c,humidity_pct,pressure_abs_hpa,pressure_rel_hpa,wind_speed_ms,wind_gust_ms,wind_direction_deg,rain_counter_mm,indoor_temperature_c,indoor_humidity_pct,status';

describe.each(dialects)('CSV import on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;
  const importCsv = (file: string, batchSize?: number) =>
    importer.run({ kind: 'csv', path: file }, batchSize);
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-import-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('imports a real Falkensee day and summarises it as a hand count of the CSV does', async () => {
    const lines = gunzipSync(readFileSync(FALKENSEE_2019)).toString('utf8').split('\n');
    expect(lines[0]).toBe(HEADER);
    // Berlin's 2019-06-12 (CEST) is 2019-06-11T22:00Z … 2019-06-12T22:00Z; one hour before it gives the
    // day's first interval a previous counter value.
    const picked = lines.filter((line) => line >= '2019-06-11T21:00' && line < '2019-06-12T22:00');
    const file = join(dir, 'day.csv.gz');
    writeFileSync(file, gzipSync([HEADER, ...picked].join('\n')));

    // The hand count: a plain scan of the day's lines.
    const day = picked.filter((line) => line >= '2019-06-11T22:00').map((line) => line.split(','));
    let max = { value: Number.NEGATIVE_INFINITY, at: '' };
    let min = { value: Number.POSITIVE_INFINITY, at: '' };
    for (const fields of day) {
      if (fields[2] === '') continue;
      const temperature = Number(fields[2]);
      if (temperature > max.value) max = { value: temperature, at: fields[0] ?? '' };
      if (temperature < min.value) min = { value: temperature, at: fields[0] ?? '' };
    }
    const before = picked
      .filter((line) => line < '2019-06-11T22:00')
      .at(-1)
      ?.split(',');
    const counters = [Number(before?.[9]), ...day.map((fields) => Number(fields[9]))];
    let rain = 0;
    for (let i = 1; i < counters.length; i += 1) {
      const step = (counters[i] ?? 0) - (counters[i - 1] ?? 0);
      expect(step).toBeGreaterThanOrEqual(0); // no reset on this day: the rise is the rain
      rain += step;
    }
    expect(rain).toBeCloseTo(34.8, 6);

    const report = await importCsv(file, 100);
    expect(report).toEqual({
      kind: 'csv',
      rows: picked.length,
      imported: picked.length,
      skipped: 0,
      rejected: 0,
      rejections: [],
      skips: [],
      valuesFlagged: 0,
      valuesDropped: 0,
      daysWithSourceExtremes: 0,
      sensorDaysWithSourceExtremes: 0,
      recordsApplied: 0,
      recordsSkipped: [],
      disagreementCount: 0,
      disagreements: [],
      // The 12th, and the 11th's last hour before it.
      tally: {
        daysImported: 2,
        alreadyStored: 0,
        duplicates: 0,
        unreadable: 0,
        outOfRange: 0,
        noMeasure: 0,
        other: 0,
      },
      unmappedColumns: ['interval_min', 'status'],
      sensorValues: 0,
      sensorValuesDropped: 0,
    });
    const summary = await t.db
      .selectFrom('daily_summaries')
      .selectAll()
      .where('weather_station_id', '=', importer.station.id)
      .where('day', '=', '2019-06-12')
      .executeTakeFirstOrThrow();
    expect(summary.reading_count).toBe(day.length);
    expect(summary.temperature_max).toBe(max.value);
    expect(summary.temperature_max_at).toBe(Date.parse(max.at));
    expect(summary.temperature_min).toBe(min.value);
    expect(summary.temperature_min_at).toBe(Date.parse(min.at));
    expect(summary.rain_total_mm).toBeCloseTo(rain, 6);

    // Importing the same file again stores nothing new.
    const again = await importCsv(file);
    expect(again).toMatchObject({ imported: 0, skipped: picked.length, rejected: 0 });
  });

  it('counts broken lines as rejected with their line numbers and imports the rest', async () => {
    const file = join(dir, 'broken.csv');
    writeFileSync(
      file,
      [
        HEADER,
        '2019-06-12T10:00:00Z,3,20.5,60,1000.0,1004.8,1.0,2.0,90.0,100.0,22.0,50,0',
        'not-a-date,3,20.5,60,1000.0,1004.8,1.0,2.0,90.0,100.0,22.0,50,0',
        '2019-06-12T10:06:00Z,3,warm,60,1000.0,1004.8,1.0,2.0,90.0,100.0,22.0,50,0',
        '2019-06-12T10:09:00Z,3,,,,,,,,,,,2112',
        '2019-06-12T10:00:00Z,3,20.5,60,1000.0,1004.8,1.0,2.0,90.0,100.0,22.0,50,0',
        '',
        '2019-06-12T10:12:00Z,3,21.0,59,1000.1,1004.9,1.2,2.2,,100.3,22.0,50,0',
      ].join('\n'),
    );
    const report = await importCsv(file);
    expect(report.rows).toBe(6);
    expect(report.imported).toBe(2);
    expect(report.skipped).toBe(1);
    expect(report.rejected).toBe(3);
    expect(report.rejections.map((r) => r.at)).toEqual(['broken.csv:3', 'broken.csv:4', 'broken.csv:5']);
    const rows = await t.db
      .selectFrom('readings')
      .select(['received_at', 'wind_dir_deg', 'rain_mm'])
      .execute();
    expect(rows).toHaveLength(2);
    const last = rows.find((r) => r.received_at === Date.UTC(2019, 5, 12, 10, 12));
    expect(last?.wind_dir_deg).toBeNull();
    expect(last?.rain_mm).toBeCloseTo(0.3, 9);
  });

  it('reads columns in other units and every measure of the format', async () => {
    const file = join(dir, 'imperial.csv');
    writeFileSync(
      file,
      [
        'received_at,temperature_f,wind_speed_mph,pressure_rel_inhg,rain_in,rain_rate_inh,uv_index,solar_radiation_wm2,soil_temperature_f,leaf_wetness_pct,pm25_ugm3,lightning_count,lightning_distance_mi,lightning_time,extra_column',
        '2019-06-12T10:00:00Z,86,10,29.92,0.1,0.5,7,850,50,30,12.5,3,2,2019-06-12T09:58:30Z,x',
      ].join('\n'),
    );
    const report = await importCsv(file);
    expect(report).toMatchObject({ imported: 1, rejected: 0, unmappedColumns: ['extra_column'] });
    const row = await t.db.selectFrom('readings').selectAll().executeTakeFirstOrThrow();
    expect(row.temperature_c).toBeCloseTo(30, 9);
    expect(row.wind_speed_ms).toBeCloseTo(4.4704, 9);
    expect(row.pressure_rel_hpa).toBeCloseTo(1013.21, 2);
    expect(row.rain_mm).toBeCloseTo(2.54, 9);
    expect(row.rain_rate_mmh).toBeCloseTo(12.7, 9);
    expect(row.uv_index).toBe(7);
    expect(row.solar_radiation_wm2).toBe(850);
    expect(row.soil_temperature_c).toBeCloseTo(10, 9);
    expect(row.leaf_wetness_pct).toBe(30);
    expect(row.pm25_ugm3).toBe(12.5);
    expect(row.lightning_count).toBe(3);
    expect(row.lightning_distance_km).toBeCloseTo(3.218688, 6);
    expect(row.lightning_time).toBe(Date.UTC(2019, 5, 12, 9, 58, 30));
  });

  it('refuses a file without a received_at column before storing anything', async () => {
    const file = join(dir, 'no-header.csv');
    writeFileSync(file, 'time,temperature_c\n2019-06-12T10:00:00Z,20\n');
    await expect(importCsv(file)).rejects.toThrow('received_at');
    expect(await t.db.selectFrom('readings').select('id').execute()).toHaveLength(0);
  });
});
