/**
 * WeeWX's own daily summaries of the extra sensors' columns (archive_day_extraTemp1, archive_day_soilMoist1)
 * give the extra sensors' day extremes, worked out by hand for the seeded station (Europe/Berlin), in a US
 * (°F) and a METRIC archive:
 *
 * - 2024-03-10 (CET, +01:00): archive rows every 5 minutes, extraTemp1 at 15 °C but 18.72 °C in the row of
 *   14:10 (its 5-minute peak) and 3.2 °C in the row of 05:05; archive_day_extraTemp1 says max 18.81 °C at
 *   14:07:31 and min 2.95 °C at 05:03:12. soilMoist1 at 25 cb, 28 cb at 16:30; archive_day_soilMoist1 says
 *   max 31 cb at 16:29:40, min 20 cb at 06:00:10 (centibar in every unit system: WeeWX's group_moisture).
 * - 2024-03-11: rows only (extraTemp1 19 °C at 12:00, 4 °C at 05:00): its extremes are its rows'.
 * - 2024-03-05: a summary row without rows: not kept.
 *
 * The sensors' summaries (the history page) and series (the graph page) then read 18.81 °C at 14:07:31,
 * marked imported; a rebuild, a recomputation of the day from its values and a later lower value keep it;
 * a later higher one wins.
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
  writeDaySummaries,
} from '../../../test/weewx-archive.ts';
import { rebuildStationSummaries } from '../readings/index.ts';

const MINUTE_S = 60;
/** 2024-03-10T00:00+01:00, epoch seconds. */
const DAY_START = Date.UTC(2024, 2, 9, 23, 0) / 1000;
/** Epoch seconds of a local wall time on the 10th (hour 24 and on: the 11th). */
const at = (hour: number, minute: number, second = 0) => DAY_START + (hour * 60 + minute) * MINUTE_S + second;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const toF = (c: number) => c * 1.8 + 32;
const SYSTEMS = [
  { name: 'US', usUnits: US, temp: toF },
  { name: 'METRIC', usUnits: METRIC, temp: (c: number) => c },
] as const;
type System = (typeof SYSTEMS)[number];

/** From 00:05 on the 10th to 00:00 on the 12th, every 5 minutes. */
function rows(system: System): ArchiveRow[] {
  const out: ArchiveRow[] = [];
  for (let t = at(0, 5); t <= at(48, 0); t += 5 * MINUTE_S) {
    let extra = 15;
    if (t === at(14, 10)) extra = 18.72;
    if (t === at(5, 5)) extra = 3.2;
    if (t === at(36, 0)) extra = 19;
    if (t === at(29, 0)) extra = 4;
    out.push({
      dateTime: t,
      usUnits: system.usUnits,
      interval: 5,
      outTemp: system.temp(10),
      extraTemp1: system.temp(extra),
      soilMoist1: t === at(16, 30) ? 28 : 25,
    });
  }
  return out;
}

function writeSummaries(path: string, system: System): void {
  writeDaySummaries(path, 'extraTemp1', [
    {
      dateTime: DAY_START,
      min: system.temp(2.95),
      mintime: at(5, 3, 12),
      max: system.temp(18.81),
      maxtime: at(14, 7, 31),
    },
    // Days before the archive's rows: no values, nothing kept.
    {
      dateTime: DAY_START - 5 * 86_400,
      min: 0,
      mintime: DAY_START - 5 * 86_400 + 60,
      max: 30,
      maxtime: null,
    },
  ]);
  writeDaySummaries(path, 'soilMoist1', [
    { dateTime: DAY_START, min: 20, mintime: at(6, 0, 10), max: 31, maxtime: at(16, 29, 40) },
  ]);
}

interface Day {
  day: string;
  min: number;
  minAt: string;
  max: number;
  maxAt: string;
  count: number;
  minImported?: true;
  maxImported?: true;
}
interface Summary {
  key: string;
  unit: string;
  days: Day[];
  period: Omit<Day, 'day'> | null;
}

describe.each(dialects)('WeeWX extra sensors’ daily summaries on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-weewx-sensor-days-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const get = async (url: string) => {
    const response = await t.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const summaries = async (from: string, to: string) => {
    const answer = await get(`/api/weatherData/SSDP41000/sensors/summaries?from=${from}&to=${to}`);
    return new Map<string, Summary>(answer.sensors.map((s: Summary) => [s.key, s]));
  };
  const tenth = async (key = 'extraTemperature:1') => {
    const day = (await summaries('2024-03-10', '2024-03-10')).get(key)?.days[0];
    if (day === undefined) throw new Error(`no day of ${key}`);
    return day;
  };
  const graphDay = async () => {
    const answer = await get('/api/weatherData/SSDP41000/sensors/series?from=2024-03-10&to=2024-03-10');
    return answer.sensors.find((s: { key: string }) => s.key === 'extraTemperature:1')?.days[0];
  };
  /** An upload through the Weather Underground door: temp2f is extraTemperature:1. */
  const upload = async (utc: string, celsius: number) => {
    const query = `ID=SSDP41000&PASSWORD=test-station-token&dateutc=${utc}&tempf=50&temp2f=${toF(celsius)}&action=updateraw`;
    const response = await t.app.inject(`/weatherstation/updateweatherstation.php?${query}`);
    expect(response.statusCode, response.body).toBe(200);
  };

  it.each(SYSTEMS)(
    'reads WeeWX’s extra sensor highs and lows of a $name archive, with their times, marked imported',
    async (system) => {
      const archive = createWeewxArchive(dir, 'wview');
      writeArchiveRows(archive, rows(system));
      writeSummaries(archive, system);

      const report = await importer.run({ kind: 'weewx', path: archive });
      expect(report).toMatchObject({ imported: 576, rejected: 0, sensorDaysWithSourceExtremes: 2 });
      expect(report.unmappedColumns).toEqual([]);

      const sensors = await summaries('2024-03-10', '2024-03-11');
      const temperature = sensors.get('extraTemperature:1');
      const [tenthDay, eleventh] = temperature?.days ?? [];
      expect(tenthDay?.max).toBeCloseTo(18.81, 9);
      expect(tenthDay?.min).toBeCloseTo(2.95, 9);
      expect(tenthDay).toMatchObject({
        maxAt: iso(at(14, 7, 31)),
        maxImported: true,
        minAt: iso(at(5, 3, 12)),
        minImported: true,
        // The mean's values stay the archive rows'.
        count: 288,
      });
      // No summary row for the 11th: its rows' extremes, unmarked.
      expect(eleventh?.max).toBeCloseTo(19, 9);
      expect(eleventh?.min).toBeCloseTo(4, 9);
      expect(eleventh).toMatchObject({ maxAt: iso(at(36, 0)), minAt: iso(at(29, 0)) });
      expect(eleventh?.maxImported).toBeUndefined();
      expect(eleventh?.minImported).toBeUndefined();
      // The period: the 11th's high (its rows'), the 10th's low (WeeWX's).
      expect(temperature?.period).toMatchObject({ maxAt: iso(at(36, 0)), minImported: true });
      expect(temperature?.period?.maxImported).toBeUndefined();

      // soilMoist1: a soil tension in centibar, not a soil moisture in percent.
      expect(sensors.has('soilMoisture:1')).toBe(false);
      const tension = sensors.get('soilTension:1');
      expect(tension?.unit).toBe('cb');
      expect(tension?.days[0]).toMatchObject({
        min: 20,
        minAt: iso(at(6, 0, 10)),
        minImported: true,
        max: 31,
        maxAt: iso(at(16, 29, 40)),
        maxImported: true,
      });
      expect(tension?.days[1]).toMatchObject({ min: 25, max: 25 });

      // The graph's day marks too.
      const marks = await graphDay();
      expect(marks.max).toBeCloseTo(18.81, 9);
      expect(marks).toMatchObject({ maxAt: iso(at(14, 7, 31)), maxImported: true, minImported: true });

      // Only days with values keep them.
      const kept = await t.db
        .selectFrom('extra_sensor_imported_extremes')
        .select(['sensor_key', 'day', 'source'])
        .orderBy('sensor_key')
        .execute();
      expect(kept.map((k) => [k.sensor_key, k.day, k.source])).toEqual([
        ['extraTemperature:1', '2024-03-10', 'weewx'],
        ['soilTension:1', '2024-03-10', 'weewx'],
      ]);
    },
  );

  it('keeps them through a rebuild, a recomputation from the values and a later lower value; a higher one wins', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, rows(SYSTEMS[0]));
    writeSummaries(archive, SYSTEMS[0]);
    await importer.run({ kind: 'weewx', path: archive });
    const { station } = importer;
    const expectWeewxHigh = async () => {
      const day = await tenth();
      expect(day.max).toBeCloseTo(18.81, 9);
      expect(day).toMatchObject({ maxAt: iso(at(14, 7, 31)), maxImported: true, minImported: true });
      const marks = await graphDay();
      expect(marks).toMatchObject({ maxAt: iso(at(14, 7, 31)), maxImported: true });
    };
    await expectWeewxHigh();

    expect(await rebuildStationSummaries(t.db, t.dialect, station)).toBe(2);
    await expectWeewxHigh();

    // The sensor's day recomputed from its stored values alone (the archive rows': 18.72 at 14:10).
    const values = await t.db
      .selectFrom('extra_sensor_values')
      .select(['value', 'received_at'])
      .where('sensor_key', '=', 'extraTemperature:1')
      .where('received_at', '>=', DAY_START * 1000)
      .where('received_at', '<', at(24, 0) * 1000)
      .orderBy('received_at')
      .execute();
    const highest = values.reduce((a, b) => (b.value > a.value ? b : a));
    expect(highest.value).toBeCloseTo(18.72, 9);
    await t.db
      .updateTable('extra_sensor_days')
      .set({ max: highest.value, max_at: Number(highest.received_at), count: values.length })
      .where('sensor_key', '=', 'extraTemperature:1')
      .where('day', '=', '2024-03-10')
      .execute();
    await expectWeewxHigh();

    // A later value below WeeWX's high (17.5 °C at 15:32:30, between two archive rows) leaves it; the day
    // counts it.
    await upload('2024-03-10+14:32:30', 17.5);
    await expectWeewxHigh();
    expect((await tenth()).count).toBe(289);

    // One beyond it is a genuine new high; the low stays WeeWX's.
    await upload('2024-03-10+14:41:10', 19.5);
    const day = await tenth();
    expect(day.max).toBeCloseTo(19.5, 9);
    expect(day.maxAt).toBe('2024-03-10T14:41:10.000Z');
    expect(day.maxImported).toBeUndefined();
    expect(day).toMatchObject({ minAt: iso(at(5, 3, 12)), minImported: true });

    // Importing the archive again changes nothing of that.
    const again = await importer.run({ kind: 'weewx', path: archive });
    expect(again).toMatchObject({ imported: 0, sensorValues: 0, sensorDaysWithSourceExtremes: 2 });
    expect((await tenth()).max).toBeCloseTo(19.5, 9);
  });

  it('passes over summary rows of another time zone and extremes outside their day', async () => {
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, rows(SYSTEMS[1]));
    writeDaySummaries(archive, 'extraTemp1', [
      // A day starting at UTC midnight (WeeWX ran in UTC), and a maximum stamped the day after.
      { dateTime: Date.UTC(2024, 2, 11) / 1000, max: 40, maxtime: Date.UTC(2024, 2, 11, 12) / 1000 },
      { dateTime: DAY_START, max: 35, maxtime: at(30, 0), min: 2.95, mintime: at(5, 3, 12) },
    ]);
    const report = await importer.run({ kind: 'weewx', path: archive });
    expect(report.sensorDaysWithSourceExtremes).toBe(1);
    const day = await tenth();
    expect(day.max).toBeCloseTo(18.72, 9);
    expect(day.maxAt).toBe(iso(at(14, 10)));
    expect(day.maxImported).toBeUndefined();
    expect(day).toMatchObject({ min: 2.95, minAt: iso(at(5, 3, 12)), minImported: true });
  });
});
