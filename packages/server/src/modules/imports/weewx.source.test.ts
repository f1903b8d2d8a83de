/**
 * WeeWX archives in each unit system (US, METRIC, METRICWX), built from WeeWX's schema, imported into the
 * seeded station (Europe/Berlin): one day, 2024-03-10, worked out by hand. Rows every 5 minutes, stamped
 * at the end of their interval; the row at 00:00 on the 10th closes the 9th (its -5 °C and its rain are
 * not the 10th's), the row at 00:00 on the 11th closes the 10th (its 2 °C is the 10th's minimum, its rain
 * part of the 10th's total), as in WeeWX's own daily summaries.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDate } from '@meteodeck/weather';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import {
  type ArchiveRow,
  createWeewxArchive,
  METRIC,
  METRICWX,
  US,
  writeArchiveRows,
  writeLeafWetnessSummary,
} from '../../../test/weewx-archive.ts';
import { ImportFileError } from './import-source.ts';
import { openWeewxArchive } from './weewx.source.ts';

const MINUTE_S = 60;
/** 2024-03-10T00:00+01:00 (CET), epoch seconds. */
const DAY_START = Date.UTC(2024, 2, 9, 23, 0) / 1000;
/** Seconds after the 10th's local midnight of a local wall time on the 10th. */
const at = (hour: number, minute: number) => DAY_START + (hour * 60 + minute) * MINUTE_S;

/** Values in each system's own units: what a WeeWX archive of that system holds. */
const SYSTEMS = [
  {
    name: 'US',
    usUnits: US,
    temperature: { base: 50, max: 77, min: 37.4, closing: 35.6, before: 23 }, // °F: 10, 25, 3, 2, -5 °C
    rain: { shower: 0.01, closing: 0.02, opening: 0.05 }, // in
    gust: 25, // mph
    expected: { rainMm: 12 * 0.254 + 0.508, gustMs: 11.176, barometerHpa: 1015.9166 },
    barometer: 30.0, // inHg
  },
  {
    name: 'METRIC',
    usUnits: METRIC,
    temperature: { base: 10, max: 25, min: 3, closing: 2, before: -5 },
    rain: { shower: 0.02, closing: 0.04, opening: 0.1 }, // cm
    gust: 36, // km/h
    expected: { rainMm: 2.8, gustMs: 10, barometerHpa: 1016 },
    barometer: 1016, // mbar
  },
  {
    name: 'METRICWX',
    usUnits: METRICWX,
    temperature: { base: 10, max: 25, min: 3, closing: 2, before: -5 },
    rain: { shower: 0.2, closing: 0.4, opening: 1 }, // mm
    gust: 10, // m/s
    expected: { rainMm: 2.8, gustMs: 10, barometerHpa: 1016 },
    barometer: 1016, // mbar
  },
] as const;

type System = (typeof SYSTEMS)[number];

/** From 23:00 on the 9th to 00:30 on the 11th, every 5 minutes, in `system`'s units. */
function dayRows(system: System): ArchiveRow[] {
  const rows: ArchiveRow[] = [];
  for (let t = at(-1, 0); t <= at(24, 30); t += 5 * MINUTE_S) {
    const { temperature: temp, rain } = system;
    let outTemp: number = temp.base;
    if (t === at(14, 35)) outTemp = temp.max;
    if (t === at(5, 10)) outTemp = temp.min;
    if (t === at(0, 0)) outTemp = temp.before;
    if (t === at(24, 0)) outTemp = temp.closing;
    let rainValue = 0;
    if (t >= at(6, 0) && t <= at(6, 55)) rainValue = rain.shower;
    if (t === at(24, 0)) rainValue = rain.closing;
    if (t === at(0, 0)) rainValue = rain.opening;
    rows.push({
      dateTime: t,
      usUnits: system.usUnits,
      interval: 5,
      outTemp,
      outHumidity: 70,
      barometer: system.barometer,
      windSpeed: system.gust / 5,
      windGust: t === at(15, 20) ? system.gust : system.gust / 5,
      windDir: 225,
      rain: rainValue,
      rainRate: 0,
      extraTemp1: 4, // an extra sensor: stored by the sensors module, not the reading
      altimeter: null, // a column without data: not reported
    });
  }
  return rows;
}

describe.each(dialects)('WeeWX import on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-weewx-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it.each(SYSTEMS)(
    'imports a $name archive: the day’s extremes with their times and its rain total',
    async (system) => {
      const archive = createWeewxArchive(dir, 'wview');
      const rows = dayRows(system);
      writeArchiveRows(archive, rows);

      const report = await importer.run({ kind: 'weewx', path: archive });
      expect(report).toEqual({
        kind: 'weewx',
        rows: rows.length,
        imported: rows.length,
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
        // The 10th, the 9th's last hour and the 11th's first half hour.
        tally: {
          daysImported: 3,
          alreadyStored: 0,
          duplicates: 0,
          unreadable: 0,
          outOfRange: 0,
          noMeasure: 0,
          other: 0,
        },
        unmappedColumns: [],
        // extraTemp1 of every row, as the station's first extra temperature.
        sensorValues: rows.length,
        sensorValuesDropped: 0,
      });

      const day = await importer.summary('2024-03-10');
      // 00:05 … 23:55 and the closing row at 00:00 on the 11th.
      expect(day.reading_count).toBe(288);
      expect(day.temperature_max).toBeCloseTo(25, 9);
      expect(day.temperature_max_at).toBe(at(14, 35) * 1000);
      expect(day.temperature_min).toBeCloseTo(2, 9);
      expect(day.temperature_min_at).toBe(at(24, 0) * 1000 - 1);
      expect(day.rain_total_mm).toBeCloseTo(system.expected.rainMm, 9);
      expect(day.wind_gust_max).toBeCloseTo(system.expected.gustMs, 9);
      expect(day.wind_gust_max_at).toBe(at(15, 20) * 1000);
      expect(day.pressure_rel_max).toBeCloseTo(system.expected.barometerHpa, 3);
      // The 9th ends with the row at 00:00 on the 10th.
      const before = await importer.summary('2024-03-09');
      expect(before.temperature_min).toBeCloseTo(-5, 9);

      // The same day as a visitor sees it: the record holds the 10th's maximum, in the station's units.
      const record = await t.app.inject('/api/weatherData/SSDP41000/history/record');
      expect(record.statusCode).toBe(200);
      expect(record.json()).toMatchObject({
        maxTemperature: 25,
        maxTemperatureReceivedAt: '2024-03-10T14:35:00+01:00',
      });
    },
  );

  it('makes every imported day equal to a plain scan of the archive by WeeWX’s day rule, across a DST change', async () => {
    // Ten days of 5-minute US rows around New York's spring-forward night (2024-03-10, a 23-hour day).
    const station = await buildStation(t.db, { timezone: 'America/New_York' });
    const ny = await createTestImporter(t, station.reference);
    const archive = createWeewxArchive(dir, 'wview');
    const start = Date.UTC(2024, 2, 5, 5, 0) / 1000; // 2024-03-05 00:00 EST
    const rows: ArchiveRow[] = [];
    let seed = 42;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 1; i <= 10 * 288; i += 1) {
      rows.push({
        dateTime: start + i * 300,
        usUnits: US,
        interval: 5,
        outTemp: Math.round((30 + 25 * random()) * 10) / 10,
        windGust: Math.round(30 * random()),
        rain: random() < 0.1 ? Math.round(random() * 10) / 100 : 0,
      });
    }
    writeArchiveRows(archive, rows);
    await ny.run({ kind: 'weewx', path: archive });

    // WeeWX's day of a record: the local date of the instant just before its stamp.
    const dayOf = (dateTime: number) => localDate(dateTime * 1000 - 1, 'America/New_York');
    const days = new Map<string, ArchiveRow[]>();
    for (const row of rows) days.set(dayOf(row.dateTime), [...(days.get(dayOf(row.dateTime)) ?? []), row]);
    expect(days.get('2024-03-10')).toHaveLength(276);
    for (const [day, dayRows] of days) {
      const summary = await ny.summary(day);
      const hottest = dayRows.reduce((a, b) => ((b.outTemp ?? 0) > (a.outTemp ?? 0) ? b : a));
      const coldest = dayRows.reduce((a, b) => ((b.outTemp ?? 0) < (a.outTemp ?? 0) ? b : a));
      const stamp = (row: ArchiveRow) =>
        dayOf(row.dateTime) === localDate(row.dateTime * 1000, 'America/New_York')
          ? row.dateTime * 1000
          : row.dateTime * 1000 - 1;
      expect(summary.reading_count, day).toBe(dayRows.length);
      expect(summary.temperature_max, day).toBeCloseTo(((hottest.outTemp ?? 0) - 32) / 1.8, 9);
      expect(summary.temperature_max_at, day).toBe(stamp(hottest));
      expect(summary.temperature_min, day).toBeCloseTo(((coldest.outTemp ?? 0) - 32) / 1.8, 9);
      expect(summary.temperature_min_at, day).toBe(stamp(coldest));
      const rain = dayRows.reduce((sum, row) => sum + (row.rain ?? 0) * 25.4, 0);
      expect(summary.rain_total_mm ?? 0, day).toBeCloseTo(rain, 9);
      const gust = Math.max(...dayRows.map((row) => row.windGust ?? 0));
      expect(summary.wind_gust_max, day).toBeCloseTo(gust * 0.44704, 9);
    }
  });

  it('counts its progress in rows read, not in the span of dates', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    // One row in 2010, then 99 in a day of 2024: by dates, the first row alone would be most of the way.
    const early = { dateTime: Date.UTC(2010, 0, 1) / 1000, usUnits: METRICWX, interval: 5, outTemp: 1 };
    const late = Array.from({ length: 99 }, (_, i) => ({
      dateTime: at(0, 5 * (i + 1)),
      usUnits: METRICWX,
      interval: 5,
      outTemp: 10,
    }));
    writeArchiveRows(archive, [early, ...late]);
    const source = await openWeewxArchive(archive, 'Europe/Berlin');
    try {
      const seen: number[] = [];
      let n = 0;
      for await (const _ of source.rows()) {
        n += 1;
        if (n === 1 || n === 50) seen.push(source.progress());
      }
      expect(seen).toEqual([0.01, 0.5]);
      expect(source.progress()).toBe(1);
    } finally {
      await source.close();
    }
  });

  it('stores nothing new when the same archive is imported again', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, dayRows(SYSTEMS[2]));
    const first = await importer.run({ kind: 'weewx', path: archive }, 100);
    const again = await importer.run({ kind: 'weewx', path: archive }, 100);
    expect(again).toMatchObject({ rows: first.rows, imported: 0, skipped: first.rows, rejected: 0 });
    expect(await importer.count()).toBe(first.rows);
  });

  it('rejects rows it cannot read, each with its time and reason, and imports the rest', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, [
      { dateTime: at(10, 0), usUnits: METRICWX, interval: 5, outTemp: 12 },
      { dateTime: at(10, 5), usUnits: 2, interval: 5, outTemp: 12 },
      { dateTime: at(10, 10), usUnits: METRICWX, interval: 5, outTemp: null, windGust: null },
      { dateTime: Date.UTC(1999, 11, 31) / 1000, usUnits: METRICWX, interval: 5, outTemp: 3 },
      { dateTime: at(10, 15), usUnits: METRICWX, interval: 5, outTemp: 13 },
    ]);
    const report = await importer.run({ kind: 'weewx', path: archive });
    expect(report.imported).toBe(2);
    expect(report.rejected).toBe(3);
    expect(report.rejections).toEqual([
      { at: '1999-12-31T00:00:00.000Z', reason: 'Date antérieure au 2000-01-01' },
      { at: '2024-03-10T09:05:00.000Z', reason: 'usUnits inconnu (2)' },
      { at: '2024-03-10T09:10:00.000Z', reason: 'Aucune mesure' },
    ]);
  });

  it('reads the extended schema: PM2.5, lightning, soil, UV, radiation and indoor values', async () => {
    const archive = createWeewxArchive(dir, 'wview_extended');
    writeArchiveRows(archive, [
      {
        dateTime: at(12, 0),
        usUnits: US,
        interval: 5,
        outTemp: 68,
        pressure: 29.5,
        pm2_5: 12.5,
        lightning_strike_count: 4,
        lightning_distance: 5,
        soilTemp1: 50,
        radiation: 640,
        UV: 4.5,
        inTemp: 71.6,
        inHumidity: 40,
        leafWet1: 6,
        rainRate: 0.5,
        co2: 420,
        co: 3, // no place in meteodeck
      },
    ]);
    const report = await importer.run({ kind: 'weewx', path: archive });
    // co2, and the first channels the reading keeps (pm2_5, soilTemp1, leafWet1) as extra sensors too.
    expect(report).toMatchObject({ imported: 1, unmappedColumns: ['co'], sensorValues: 4 });
    const row = await t.db.selectFrom('readings').selectAll().executeTakeFirstOrThrow();
    expect(row.received_at).toBe(at(12, 0) * 1000);
    expect(row.temperature_c).toBeCloseTo(20, 9);
    expect(row.pressure_abs_hpa).toBeCloseTo(998.98, 2);
    expect(row.pm25_ugm3).toBe(12.5);
    expect(row.lightning_count).toBe(4);
    expect(row.lightning_distance_km).toBeCloseTo(8.04672, 9);
    expect(row.soil_temperature_c).toBeCloseTo(10, 9);
    expect(row.solar_radiation_wm2).toBe(640);
    expect(row.uv_index).toBe(4.5);
    expect(row.indoor_temperature_c).toBeCloseTo(22, 9);
    expect(row.indoor_humidity_pct).toBe(40);
    expect(row.rain_rate_mmh).toBeCloseTo(12.7, 9);
    // No daily summary table: leafWet1 is WeeWX's Davis index, 6 of 15.
    expect(row.leaf_wetness_pct).toBeCloseTo(40, 9);
  });

  it('takes leafWet1 as a percentage when the archive’s daily summary goes beyond the Davis index', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, [{ dateTime: at(12, 0), usUnits: METRICWX, interval: 5, leafWet1: 6 }]);
    writeLeafWetnessSummary(archive, DAY_START, 85);
    await importer.run({ kind: 'weewx', path: archive });
    const row = await t.db.selectFrom('readings').select('leaf_wetness_pct').executeTakeFirstOrThrow();
    expect(row.leaf_wetness_pct).toBe(6);
  });

  it('refuses a file that is not a WeeWX archive, before storing anything', async () => {
    const text = join(dir, 'notes.sdb');
    writeFileSync(text, 'dateTime,outTemp\n1710061200,4.2\n');
    await expect(importer.run({ kind: 'weewx', path: text })).rejects.toThrow(ImportFileError);
    await expect(importer.run({ kind: 'weewx', path: text })).rejects.toThrow('base SQLite');

    const other = join(dir, 'other.sdb');
    const db = new SqliteDatabase(other);
    db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)');
    db.close();
    await expect(importer.run({ kind: 'weewx', path: other })).rejects.toThrow('archive WeeWX');
    expect(await importer.count()).toBe(0);
  });
});
