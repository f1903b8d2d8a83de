/**
 * WeeWX's own daily summaries (archive_day_<type>, from its LOOP packets every 2–3 s) give the imported days'
 * extremes, worked out by hand for the seeded station (Europe/Berlin), in a US (°F) and a METRIC archive:
 *
 * - 2024-03-10 (CET, +01:00): archive rows every 5 minutes at 15 °C but the row of 12:10 at 22.78 °C (its
 *   5-minute maximum) and the row of 05:05 at 3.2 °C; WeeWX's summary says max 22.83 °C at 12:07:59 and
 *   min 3.1 °C at 05:03:12, gust max 12 m/s at 15:21:30 (archive_day_wind; archive_day_windGust says 11 m/s).
 * - 2024-03-11: rows only, no summary row: the day's extremes are its rows'.
 * - 2024-03-05: a summary row without rows: nothing stored, not counted.
 *
 * The day's, the month's and the record's answers then read WeeWX's high at its time, a rebuild of the
 * summaries and a late reading keep it, and a later reading beyond it wins.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { injector } from '../../../test/http.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import {
  type ArchiveRow,
  createWeewxArchive,
  METRIC,
  US,
  writeArchiveRows,
  writeDaySummaries,
} from '../../../test/weewx-archive.ts';
import { emptyReading, rebuildStationSummaries } from '../readings/index.ts';

const MINUTE_S = 60;
/** 2024-03-10T00:00+01:00, epoch seconds. */
const DAY_START = Date.UTC(2024, 2, 9, 23, 0) / 1000;
/** Epoch seconds of a local wall time on the 10th (hour 24 and on: the 11th). */
const at = (hour: number, minute: number, second = 0) => DAY_START + (hour * 60 + minute) * MINUTE_S + second;

const toF = (c: number) => c * 1.8 + 32;
/** Each archive's values in its own units. */
const SYSTEMS = [
  { name: 'US', usUnits: US, temp: toF, speed: (ms: number) => ms / 0.44704 },
  { name: 'METRIC', usUnits: METRIC, temp: (c: number) => c, speed: (ms: number) => ms * 3.6 },
] as const;
type System = (typeof SYSTEMS)[number];

/** From 00:05 on the 10th to 00:00 on the 12th, every 5 minutes. */
function rows(system: System): ArchiveRow[] {
  const out: ArchiveRow[] = [];
  for (let t = at(0, 5); t <= at(48, 0); t += 5 * MINUTE_S) {
    let celsius = 15;
    if (t === at(12, 10)) celsius = 22.78;
    if (t === at(5, 5)) celsius = 3.2;
    if (t === at(36, 0)) celsius = 19; // 12:00 on the 11th
    if (t === at(29, 0)) celsius = 4; // 05:00 on the 11th
    out.push({
      dateTime: t,
      usUnits: system.usUnits,
      interval: 5,
      outTemp: system.temp(celsius),
      windSpeed: system.speed(2),
      windGust: system.speed(t === at(15, 25) ? 10 : 4),
      windDir: 200,
      rain: 0,
    });
  }
  return out;
}

function writeSummaries(path: string, system: System): void {
  writeDaySummaries(path, 'outTemp', [
    {
      dateTime: DAY_START,
      min: system.temp(3.1),
      mintime: at(5, 3, 12),
      max: system.temp(22.83),
      maxtime: at(12, 7, 59),
    },
    // A day before the archive's rows: no readings, nothing to keep.
    {
      dateTime: DAY_START - 5 * 86_400,
      min: system.temp(-2),
      mintime: DAY_START - 5 * 86_400 + 3600,
      max: system.temp(30),
      maxtime: DAY_START - 5 * 86_400 + 7200,
    },
  ]);
  writeDaySummaries(path, 'windGust', [
    { dateTime: DAY_START, min: 0, mintime: at(1, 0), max: system.speed(11), maxtime: at(15, 22) },
  ]);
  writeDaySummaries(path, 'wind', [
    {
      dateTime: DAY_START,
      min: 0,
      mintime: at(1, 0),
      max: system.speed(12),
      maxtime: at(15, 21, 30),
      max_dir: 210,
    },
  ]);
}

const iso = (seconds: number, offset = '+01:00') => {
  const local = new Date((seconds + 3600) * 1000).toISOString().slice(0, 19);
  return `${local}${offset}`;
};

describe.each(dialects)('WeeWX daily summaries on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-weewx-days-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const call = injector(() => t.app);
  const get = async (url: string) => {
    const response = await t.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const noon = encodeURIComponent('2024-03-10T12:00:00+01:00');

  it.each(SYSTEMS)(
    'keeps WeeWX’s high and low of a $name archive, with their times, in the day, month and record',
    async (system) => {
      const archive = createWeewxArchive(dir, 'wview');
      writeArchiveRows(archive, rows(system));
      writeSummaries(archive, system);

      const report = await importer.run({ kind: 'weewx', path: archive });
      expect(report).toMatchObject({ imported: 576, rejected: 0, daysWithSourceExtremes: 1 });

      const day = await importer.summary('2024-03-10');
      expect(day.temperature_max).toBeCloseTo(22.83, 9);
      expect(day.temperature_max_at).toBe(at(12, 7, 59) * 1000);
      expect(day.temperature_min).toBeCloseTo(3.1, 9);
      expect(day.temperature_min_at).toBe(at(5, 3, 12) * 1000);
      // The higher of archive_day_wind's and archive_day_windGust's maxima.
      expect(day.wind_gust_max).toBeCloseTo(12, 9);
      expect(day.wind_gust_max_at).toBe(at(15, 21, 30) * 1000);
      // Means stay the readings': 288 readings, the count unchanged.
      expect(day.temperature_count).toBe(288);

      // No summary row for the 11th: its extremes are its archive rows'.
      const next = await importer.summary('2024-03-11');
      expect(next.temperature_max).toBeCloseTo(19, 9);
      expect(next.temperature_max_at).toBe(at(36, 0) * 1000);
      expect(next.temperature_min).toBeCloseTo(4, 9);
      expect(next.temperature_min_at).toBe(at(29, 0) * 1000);
      expect(next.wind_gust_max).toBeCloseTo(4, 9);

      // The summary of a day without readings is not kept.
      const kept = await t.db.selectFrom('imported_extremes').select(['day', 'measure', 'source']).execute();
      expect(kept.map((k) => k.day)).toEqual(['2024-03-10', '2024-03-10']);
      expect(kept.every((k) => k.source === 'weewx')).toBe(true);

      // As visitors see it: 22.83 °C shows as 22.8 °C (the archive's 22.78 too), 73.1 °F (the archive's 73.0).
      const base = '/api/weatherData/SSDP41000/history';
      const expected = { maxTemperature: 22.8, maxTemperatureReceivedAt: '2024-03-10T12:07:59+01:00' };
      expect(await get(`${base}/day?at=${noon}`)).toMatchObject({
        ...expected,
        minTemperature: 3.1,
        minTemperatureReceivedAt: '2024-03-10T05:03:12+01:00',
      });
      // Marked as WeeWX's, where records say a value was reviewed.
      const marked = {
        reviewed: { maxTemperature: 'imported', minTemperature: 'imported', maxWindGust: 'imported' },
      };
      expect(await get(`${base}/month?at=${noon}`)).toMatchObject({ ...expected, ...marked });
      expect(await get(`${base}/record`)).toMatchObject({ ...expected, ...marked });
      expect(await get(`${base}/record?temperatureUnit=%C2%B0F`)).toMatchObject({
        maxTemperature: 73.1,
        maxTemperatureReceivedAt: '2024-03-10T12:07:59+01:00',
      });
      const graph = await get(`/api/weatherData/SSDP41000/graph/day?at=${noon}`);
      expect(graph.extremes.temperature.max).toEqual({ receivedAt: iso(at(12, 7, 59)), value: 22.8 });
    },
  );

  it('keeps them through rebuild-summaries and a late reading; a reading beyond them wins', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, rows(SYSTEMS[0]));
    writeSummaries(archive, SYSTEMS[0]);
    await importer.run({ kind: 'weewx', path: archive });

    const { station } = importer;
    expect(await rebuildStationSummaries(t.db, t.dialect, station)).toBe(2);
    let day = await importer.summary('2024-03-10');
    expect(day.temperature_max).toBeCloseTo(22.83, 9);
    expect(day.temperature_max_at).toBe(at(12, 7, 59) * 1000);
    expect(day.temperature_min_at).toBe(at(5, 3, 12) * 1000);
    expect(day.wind_gust_max_at).toBe(at(15, 21, 30) * 1000);

    // A quality correction of the archive's hottest row (the day recomputed from its readings) leaves it.
    const admin = await t.loginAs('admin');
    const corrected = await call(
      'PUT',
      `/api/weatherData/SSDP41000/readings/${encodeURIComponent(new Date(at(12, 10) * 1000).toISOString())}`,
      admin,
      { temperature: 16 },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    day = await importer.summary('2024-03-10');
    expect(day.temperature_max).toBeCloseTo(22.83, 9);
    expect(day.temperature_max_at).toBe(at(12, 7, 59) * 1000);

    // A late reading into the day (recomputed around it) below the imported high leaves it.
    const late = emptyReading(at(13, 2, 30) * 1000);
    late.temperature = 21;
    expect(await importer.readings.ingest(station, [{ reading: late }])).toMatchObject({ stored: 1 });
    day = await importer.summary('2024-03-10');
    expect(day.temperature_max_at).toBe(at(12, 7, 59) * 1000);
    expect(day.temperature_count).toBe(289);

    // One beyond it is a new, genuine high (readings cannot exceed a true extreme).
    const hotter = emptyReading(at(13, 3, 30) * 1000);
    hotter.temperature = 23.4;
    await importer.readings.ingest(station, [{ reading: hotter }]);
    day = await importer.summary('2024-03-10');
    expect(day.temperature_max).toBeCloseTo(23.4, 9);
    expect(day.temperature_max_at).toBe(at(13, 3, 30) * 1000);
    // Its low is still WeeWX's.
    expect(day.temperature_min_at).toBe(at(5, 3, 12) * 1000);
    const record = await get('/api/weatherData/SSDP41000/history/record');
    expect(record).toMatchObject({
      maxTemperature: 23.4,
      maxTemperatureReceivedAt: '2024-03-10T13:03:30+01:00',
      reviewed: { minTemperature: 'imported' },
    });
    expect(record.reviewed.maxTemperature).toBeUndefined();
  });

  it('applies them to days an earlier import stored without them, and counts those days', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, rows(SYSTEMS[1]));
    await importer.run({ kind: 'weewx', path: archive });
    expect((await importer.summary('2024-03-10')).temperature_max_at).toBe(at(12, 10) * 1000);

    writeSummaries(archive, SYSTEMS[1]);
    const again = await importer.run({ kind: 'weewx', path: archive });
    expect(again).toMatchObject({ imported: 0, skipped: 576, daysWithSourceExtremes: 1 });
    const day = await importer.summary('2024-03-10');
    expect(day.temperature_max).toBeCloseTo(22.83, 9);
    expect(day.temperature_max_at).toBe(at(12, 7, 59) * 1000);
  });

  it('passes over summary rows of another time zone and extremes outside their day', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, rows(SYSTEMS[1]));
    // A day starting at UTC midnight (WeeWX ran in UTC), and a maximum stamped the day after.
    writeDaySummaries(archive, 'outTemp', [
      { dateTime: Date.UTC(2024, 2, 11) / 1000, max: 40, maxtime: Date.UTC(2024, 2, 11, 12) / 1000 },
      { dateTime: DAY_START, max: 35, maxtime: at(30, 0), min: 3.1, mintime: at(5, 3, 12) },
    ]);
    const report = await importer.run({ kind: 'weewx', path: archive });
    expect(report.daysWithSourceExtremes).toBe(1);
    const day = await importer.summary('2024-03-10');
    expect(day.temperature_max).toBeCloseTo(22.78, 9);
    expect(day.temperature_max_at).toBe(at(12, 10) * 1000);
    expect(day.temperature_min_at).toBe(at(5, 3, 12) * 1000);
    expect((await importer.summary('2024-03-11')).temperature_max).toBeCloseTo(19, 9);
  });
});
