/**
 * A WeeWX archive's extra columns imported as the station's extra sensors (Europe/Berlin, 2024-03-10),
 * worked out by hand: extraTemp2 hourly from 01:00 to the closing row at 00:00 on the 11th, in °F (US),
 * 50 °F (10 °C) but 23 °F (−5 °C) at 05:00, 86 °F (30 °C) at 14:00 and again at 16:00 (the earliest kept),
 * 14 °F (−10 °C) at the closing midnight (the 10th's, stamped a millisecond before): min −10, max 30 at
 * 14:00, 24 values summing to 20 × 10 − 5 + 2 × 30 − 10 = 245. In batches of 5 rows, so that days fold
 * across batches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import {
  type ArchiveRow,
  createWeewxArchive,
  METRIC,
  US,
  writeArchiveRows,
} from '../../../test/weewx-archive.ts';

const MINUTE_S = 60;
/** 2024-03-10T00:00+01:00 (CET), epoch seconds. */
const DAY_START = Date.UTC(2024, 2, 9, 23, 0) / 1000;
const at = (hour: number, minute = 0) => DAY_START + (hour * 60 + minute) * MINUTE_S;

function usRows(): ArchiveRow[] {
  const rows: ArchiveRow[] = [];
  for (let hour = 1; hour <= 24; hour += 1) {
    let extraTemp2 = 50;
    if (hour === 5) extraTemp2 = 23;
    if (hour === 14 || hour === 16) extraTemp2 = 86;
    if (hour === 24) extraTemp2 = 14;
    rows.push({
      dateTime: at(hour),
      usUnits: US,
      interval: 60,
      outTemp: 41,
      extraTemp2,
      // 150 % at noon: out of the kind's bounds, dropped.
      extraHumid1: hour === 12 ? 150 : 55,
      soilMoist1: 20, // centibars: a soil tension, not the percent of soilMoisture
    });
  }
  return rows;
}

describe.each(dialects)('WeeWX extra sensors on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-weewx-sensors-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const day = (key: string, date: string) =>
    t.db
      .selectFrom('extra_sensor_days')
      .selectAll()
      .where('weather_station_id', '=', importer.station.id)
      .where('sensor_key', '=', key)
      .where('day', '=', date)
      .executeTakeFirstOrThrow();

  it('stores the extra columns as sensors and folds their days as uploads do', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, usRows());

    const report = await importer.run({ kind: 'weewx', path: archive }, 5);
    expect(report).toMatchObject({
      imported: 24,
      rejected: 0,
      sensorValues: 24 + 23 + 24,
      sensorValuesDropped: 1,
      unmappedColumns: [],
    });

    const temperature = await day('extraTemperature:2', '2024-03-10');
    expect(temperature.min).toBeCloseTo(-10, 9);
    expect(Number(temperature.min_at)).toBe(at(24) * 1000 - 1);
    expect(temperature.max).toBeCloseTo(30, 9);
    expect(Number(temperature.max_at)).toBe(at(14) * 1000);
    expect(Number(temperature.count)).toBe(24);
    expect(temperature.sum).toBeCloseTo(245, 6);
    expect(temperature.last).toBeCloseTo(-10, 9);
    expect(Number(temperature.last_at)).toBe(at(24) * 1000 - 1);
    const humidity = await day('extraHumidity:1', '2024-03-10');
    expect([humidity.min, humidity.max, Number(humidity.count)]).toEqual([55, 55, 23]);

    const sensors = await t.db
      .selectFrom('extra_sensors')
      .select(['sensor_key', 'kind', 'channel', 'last_value', 'last_value_at', 'visibility'])
      .where('weather_station_id', '=', importer.station.id)
      .orderBy('sensor_key')
      .execute();
    expect(sensors.map((s) => [s.sensor_key, s.kind, s.channel, s.visibility])).toEqual([
      ['extraHumidity:1', 'extraHumidity', 1, 'public'],
      ['extraTemperature:2', 'extraTemperature', 2, 'public'],
      ['soilTension:1', 'soilTension', 1, 'public'],
    ]);
    const tension = await day('soilTension:1', '2024-03-10');
    expect([tension.min, tension.max, Number(tension.count)]).toEqual([20, 20, 24]);
    expect(sensors[1]?.last_value).toBeCloseTo(-10, 9);
    expect(Number(sensors[1]?.last_value_at)).toBe(at(24) * 1000 - 1);

    // Run again: every value is already stored, the days stay as they were.
    const again = await importer.run({ kind: 'weewx', path: archive }, 5);
    expect(again).toMatchObject({ imported: 0, sensorValues: 0 });
    expect(Number((await day('extraTemperature:2', '2024-03-10')).count)).toBe(24);
    expect((await day('extraTemperature:2', '2024-03-10')).sum).toBeCloseTo(245, 6);
  });

  it('reads a METRIC archive’s extra columns in its units (°C, snow depth in cm)', async () => {
    const archive = createWeewxArchive(dir, 'wview_extended');
    writeArchiveRows(archive, [
      { dateTime: at(12), usUnits: METRIC, interval: 5, outTemp: 5, extraTemp1: 12.5, snowDepth: 3 },
    ]);
    const report = await importer.run({ kind: 'weewx', path: archive });
    expect(report).toMatchObject({ imported: 1, sensorValues: 2 });
    const values = await t.db
      .selectFrom('extra_sensor_values')
      .select(['sensor_key', 'value', 'received_at'])
      .orderBy('sensor_key')
      .execute();
    expect(values.map((v) => [v.sensor_key, v.value, Number(v.received_at)])).toEqual([
      ['extraTemperature:1', 12.5, at(12) * 1000],
      ['snowDepth:1', 3, at(12) * 1000],
    ]);
  });
});
