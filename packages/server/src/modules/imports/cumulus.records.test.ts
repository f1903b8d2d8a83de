/**
 * CumulusMX's alltime.ini and monthlyalltime.ini (cumulus-records.ts) and the report of the days its dayfile
 * and its logs disagree on (cumulus-agreement.ts), worked out by hand for the seeded station (Europe/Berlin,
 * November: +01:00), midnight rollover, °C, mm, hPa, km/h:
 *
 * - logs every 10 minutes from 2023-11-11 00:10 to 2023-11-13 00:00. The 11th: 10 °C but 3.0 °C at 04:00 and
 *   12 °C at 15:00, 1020 hPa but 1030.4 at 22:10, 1.2 mm of rain by noon. The 12th: 15 °C but 9.0 °C at 05:10
 *   and 23.1 °C at 14:10, 4.6 mm of rain from 16:00;
 * - the dayfile: the 11th low 2.9 °C at 04:02, high 12.0 at 15:00, pressure 1020.0 / 1030.5, rain 1.2 (all
 *   within the logs' precision); the 12th low 8.7 at 05:02, high 23.4 at 14:07, rain 5.0 (three
 *   disagreements: 8.7 / 9, 23.4 / 23.1, 5 / 4.6);
 * - alltime.ini: high 23.6 °C at 14:09 on the 12th (the owner corrected the dayfile's 23.4 at 14:07), low
 *   3.4 °C at 05:00 on the 11th (the owner took out the 2.9 and the logs' 3.0), an apparent-temperature
 *   record (no place in meteodeck), a gust of 2019 (outside the import) and unset records;
 * - monthlyalltime.ini: November's high 23.6 at 14:09 on the 12th, November's highest pressure 1031.2 hPa at
 *   22:40 on the 11th, a daily-rain record (no place), an unset July.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { cumulusIni, type LogLine, logLines } from '../../../test/cumulus-folder.ts';
import { dialects } from '../../../test/dialects.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import { rebuildStationSummaries } from '../readings/index.ts';
import { readCumulusRecords } from './cumulus-records.ts';

/** Epoch ms of a local (CET) wall time in November 2023. */
const cet = (day: number, hour: number, minute: number) => Date.UTC(2023, 10, day, hour - 1, minute);

/** The logs of the 11th and the 12th (see above). */
function logs(): LogLine[] {
  const lines: LogLine[] = [];
  let counter = 100;
  for (let m = 10; m <= 2 * 24 * 60; m += 10) {
    const day = 11 + Math.floor(m / (24 * 60));
    const [hour, minute] = [Math.floor(m / 60) % 24, m % 60];
    const at = (h: number, mm: number) => hour === h && minute === mm;
    let temperature = day === 11 ? 10 : 15;
    let pressure = 1020;
    let rainToday = 0;
    if (day === 11) {
      if (at(4, 0)) temperature = 3;
      if (at(15, 0)) temperature = 12;
      if (at(22, 10)) pressure = 1030.4;
      if (hour >= 12) rainToday = 1.2;
    } else if (day === 12) {
      if (at(5, 10)) temperature = 9;
      if (at(14, 10)) temperature = 23.1;
      if (hour >= 16) rainToday = 4.6;
    }
    if (day === 11 && at(12, 0)) counter += 1.2;
    if (day === 12 && at(16, 0)) counter += 4.6;
    const fields = { 2: temperature, 3: 80, 4: 6.5, 5: 10, 6: 20, 7: 200, 8: 0, 9: rainToday };
    lines.push({ wall: [2023, 11, day, hour, minute], fields: { ...fields, 10: pressure, 11: counter } });
  }
  return lines;
}

/** A dayfile line of 55 fields, the given ones set. */
const dayfileLine = (fields: Record<number, string>) =>
  Array.from({ length: 55 }, (_, i) => fields[i] ?? '').join(',');

const DAYFILE = [
  dayfileLine({
    ...{ 0: '11/11/23', 4: '2.9', 5: '04:02', 6: '12.0', 7: '15:00' },
    ...{ 8: '1020.0', 9: '00:10', 10: '1030.5', 11: '22:10', 14: '1.2' },
  }),
  dayfileLine({
    ...{ 0: '12/11/23', 4: '8.7', 5: '05:02', 6: '23.4', 7: '14:07' },
    ...{ 8: '1020.0', 9: '00:10', 10: '1020.0', 11: '00:10', 14: '5.0' },
  }),
].join('\r\n');

const ALLTIME = [
  '#Last updated: 13/11/2023 00:00:00',
  '[Temperature]',
  'hightempvalue=23.600000000000001',
  'hightemptime=2023-11-12T14:09:00',
  'lowtempvalue=3.3999999999999999',
  'lowtemptime=2023-11-11T05:00:00',
  'lowchillvalue=9999',
  'lowchilltime=0001-01-01T00:00:00',
  'highapptempvalue=25.100000000000001',
  'highapptemptime=2023-11-12T14:10:00',
  '[Wind]',
  'highwindvalue=-9999',
  'highwindtime=0001-01-01T00:00:00',
  'highgustvalue=98.200000000000003',
  'highgusttime=2019-07-25T16:20:00',
  '',
].join('\r\n');

const MONTHLY = [
  '[Temperature07]',
  'hightempvalue=-9999',
  'hightemptime=0001-01-01T00:00:00',
  '[Temperature11]',
  'hightempvalue=23.600000000000001',
  'hightemptime=2023-11-12T14:09:00',
  '[Pressure11]',
  'highpressurevalue=1031.2',
  'highpressuretime=2023-11-11T22:40:00',
  '[Rain11]',
  'highdailyrainvalue=5',
  'highdailyraintime=2023-11-12T00:00:00',
  '',
].join('\r\n');

describe('readCumulusRecords', () => {
  it('reads values and times as CumulusMX and Cumulus 1 write them, and says what it cannot read', () => {
    const text = [
      '; Cumulus 1, German machine',
      '[Temperature]',
      'hightempvalue=31,4',
      'hightemptime=25.07.2019 16:20:00',
      'lowtempvalue=-12.3',
      'lowtemptime=yesterday',
      'highdewpointvalue=',
      'highdewpointtime=2019-07-25T16:20:00',
      'lowdewpointvalue=9999',
      'lowdewpointtime=0001-01-01T00:00:00',
      '[Humidity]',
      'LowHumidityValue=12',
      'LowHumidityTime=2019-07-25T15:55:00',
    ].join('\n');
    const { records, notes } = readCumulusRecords(text, 'alltime.ini');
    expect(records).toEqual([
      {
        label: 'alltime.ini [Temperature] hightemp',
        ...{ measure: 'temperature', side: 'max', quantity: 'temperature', value: 31.4 },
        wall: { year: 2019, month: 7, day: 25, hour: 16, minute: 20, second: 0 },
      },
      {
        label: 'alltime.ini [Humidity] lowhumidity',
        ...{ measure: 'humidity', side: 'min', quantity: 'same', value: 12 },
        wall: { year: 2019, month: 7, day: 25, hour: 15, minute: 55, second: 0 },
      },
    ]);
    expect(notes).toEqual([
      { at: 'alltime.ini [Temperature] lowtemp', reason: 'date illisible (yesterday)' },
      { at: 'alltime.ini [Temperature] highdewpoint', reason: 'valeur illisible ()' },
    ]);
  });
});

describe.each(dialects)('CumulusMX records and the dayfile/logs report on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-records-'));
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
  const base = '/api/weatherData/SSDP41000/history';

  const writeFolder = (withRecords: boolean) => {
    const data = join(dir, 'data');
    mkdirSync(data, { recursive: true });
    writeFileSync(join(dir, 'Cumulus.ini'), cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2 }));
    writeFileSync(join(data, '202311log.txt'), logLines('v4', logs()));
    writeFileSync(join(data, 'dayfile.txt'), DAYFILE);
    if (withRecords) {
      writeFileSync(join(data, 'alltime.ini'), ALLTIME);
      writeFileSync(join(data, 'monthlyalltime.ini'), MONTHLY);
    }
    return data;
  };

  it('keeps the ini records as their days’ extremes, over the dayfile and the readings', async () => {
    const data = writeFolder(true);
    const report = await importer.run({ kind: 'cumulus', path: data });
    expect(report).toMatchObject({ rows: 288, imported: 288, rejected: 0, recordsApplied: 4 });
    expect(report.recordsSkipped).toEqual([
      { at: 'alltime.ini highapptemp', reason: 'record sans équivalent dans meteodeck' },
      { at: 'alltime.ini [Wind] highgust', reason: 'jour hors de la période importée (2019-07-25)' },
      { at: 'monthlyalltime.ini highdailyrain', reason: 'record sans équivalent dans meteodeck' },
    ]);

    // The owner's 23.6 at 14:09 over the dayfile's 23.4 at 14:07 and the logs' 23.1 at 14:10.
    const twelfth = await importer.summary('2023-11-12');
    expect(twelfth.temperature_max).toBeCloseTo(23.6, 9);
    expect(twelfth.temperature_max_at).toBe(cet(12, 14, 9));
    expect(twelfth.temperature_min).toBeCloseTo(8.7, 9);
    // The owner's 3.4 at 05:00 although the dayfile says 2.9 and a reading 3.0: the record is authoritative.
    const eleventh = await importer.summary('2023-11-11');
    expect(eleventh.temperature_min).toBeCloseTo(3.4, 9);
    expect(eleventh.temperature_min_at).toBe(cet(11, 5, 0));
    expect(eleventh.pressure_rel_max).toBeCloseTo(1031.2, 9);
    expect(eleventh.pressure_rel_max_at).toBe(cet(11, 22, 40));
    expect(eleventh.temperature_count).toBe(144);

    const record = await get(`${base}/record`);
    expect(record).toMatchObject({
      maxTemperature: 23.6,
      maxTemperatureReceivedAt: '2023-11-12T14:09:00+01:00',
      minTemperature: 3.4,
      minTemperatureReceivedAt: '2023-11-11T05:00:00+01:00',
      reviewed: { maxTemperature: 'imported', minTemperature: 'imported' },
    });
    const month = await get(`${base}/month?at=${encodeURIComponent('2023-11-12T12:00:00+01:00')}`);
    expect(month).toMatchObject({
      maxRelativePressure: 1031.2,
      maxRelativePressureReceivedAt: '2023-11-11T22:40:00+01:00',
      reviewed: { maxRelativePressure: 'imported' },
    });

    // A rebuild of the summaries from the readings keeps them.
    await rebuildStationSummaries(t.db, t.dialect, importer.station);
    expect((await importer.summary('2023-11-11')).temperature_min).toBeCloseTo(3.4, 9);
    expect((await importer.summary('2023-11-12')).temperature_max_at).toBe(cet(12, 14, 9));

    const again = await importer.run({ kind: 'cumulus', path: data });
    expect(again).toMatchObject({ imported: 0, skipped: 288, recordsApplied: 4 });
    expect((await importer.summary('2023-11-12')).temperature_max).toBeCloseTo(23.6, 9);

    // The same folder again without its ini files: the dayfile's extremes do not take the owner's records.
    rmSync(join(data, 'alltime.ini'));
    rmSync(join(data, 'monthlyalltime.ini'));
    const withoutRecords = await importer.run({ kind: 'cumulus', path: data });
    expect(withoutRecords).toMatchObject({ imported: 0, recordsApplied: 0 });
    await rebuildStationSummaries(t.db, t.dialect, importer.station);
    const twelfthAgain = await importer.summary('2023-11-12');
    expect(twelfthAgain.temperature_max).toBeCloseTo(23.6, 9);
    expect(twelfthAgain.temperature_max_at).toBe(cet(12, 14, 9));
    expect((await importer.summary('2023-11-11')).temperature_min).toBeCloseTo(3.4, 9);
  });

  it('places a record by its meteorological day with a 9 am rollover, and skips one outside the import', async () => {
    writeFileSync(
      join(dir, 'Cumulus.ini'),
      cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2, rollover: 9 }),
    );
    // The 11th's day runs to 09:00 on the 12th: its low at 06:30 and low dew point at 06:40 are the 12th's.
    writeFileSync(
      join(dir, 'dayfile.txt'),
      dayfileLine({ 0: '11/11/23', 4: '2.0', 5: '06:30', 6: '12.0', 7: '15:00', 37: '0.9', 38: '06:40' }),
    );
    const records = [
      '[Temperature]',
      // 10:00 on the 12th is the 12th's meteorological day, which the import does not hold.
      'hightempvalue=14',
      'hightemptime=2023-11-12T10:00:00',
      'lowtempvalue=1.5',
      'lowtemptime=2023-11-12T07:10:00',
      // A hand-edited, day-first time.
      'lowdewpointvalue=0.5',
      'lowdewpointtime=12/11/2023 06:45',
    ];
    writeFileSync(join(dir, 'alltime.ini'), records.join('\n'));

    const report = await importer.run({ kind: 'cumulus', path: dir });
    expect(report).toMatchObject({ rejected: 0, recordsApplied: 2, disagreementCount: 0 });
    expect(report.recordsSkipped).toEqual([
      { at: 'alltime.ini [Temperature] hightemp', reason: 'jour hors de la période importée (2023-11-12)' },
    ]);
    const twelfth = await importer.summary('2023-11-12');
    expect(twelfth.temperature_min).toBeCloseTo(1.5, 9);
    expect(twelfth.temperature_min_at).toBe(cet(12, 7, 10));
    expect(twelfth.dew_point_min).toBeCloseTo(0.5, 9);
    expect(twelfth.dew_point_min_at).toBe(cet(12, 6, 45));
    expect(twelfth.temperature_max).not.toBe(14);
    expect((await importer.summary('2023-11-11')).temperature_max).toBeCloseTo(12, 9);
  });

  it('lists the days the dayfile and the logs disagree on, with both values in the logs’ units', async () => {
    const report = await importer.run({ kind: 'cumulus', path: writeFolder(false) });
    expect(report).toMatchObject({ recordsApplied: 0, recordsSkipped: [], disagreementCount: 3 });
    expect(report.disagreements).toEqual([
      { day: '2023-11-12', measure: 'temperature', side: 'min', dayfile: 8.7, logs: 9, unit: '°C' },
      { day: '2023-11-12', measure: 'temperature', side: 'max', dayfile: 23.4, logs: 23.1, unit: '°C' },
      { day: '2023-11-12', measure: 'rain', side: 'total', dayfile: 5, logs: 4.6, unit: 'mm' },
    ]);
    // Without the ini the dayfile's extremes stand (the higher high of it and the readings').
    const twelfth = await importer.summary('2023-11-12');
    expect(twelfth.temperature_max).toBeCloseTo(23.4, 9);
    expect(twelfth.temperature_max_at).toBe(cet(12, 14, 7));
  });
});
