/**
 * CumulusMX's dayfile.txt (cumulus-dayfile.ts) gives the imported days' highs and lows, worked out by hand
 * for the seeded station (Europe/Berlin, summer time: +02:00):
 *
 * - Logs and a German MX 3 dayfile (`;`, decimal commas, `dd.MM.yy`), midnight rollover. 2024-06-11: log
 *   lines every 10 minutes at 15 °C but 23.1 °C at 14:10 and 9.0 °C at 05:10, gusts of 20 km/h but 36 at
 *   15:20; the dayfile says high 23.4 °C at 14:07, low 8.7 °C at 05:02, gust 54 km/h (15 m/s) at 15:21.
 *   2024-06-10 is in the dayfile only, as a Cumulus 1 line of 16 fields: high 19.8 °C at 15:50, rain 3.6 mm;
 *   so is 2024-06-12 (the logs' 00:00 line of the 12th closes the 11th).
 * - A dayfile alone (English, a 16-field line and an MX 5 line of 59 fields) with a 9 am rollover (10 am in
 *   summer): a time before 10:00 is the next calendar day's.
 * - A zip of a dayfile alone in °F, inches, inHg and mph.
 */
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { cumulusIni, type LogLine, logLines } from '../../../test/cumulus-folder.ts';
import { dialects } from '../../../test/dialects.ts';
import { createTestImporter } from '../../../test/import-harness.ts';

/** Epoch ms of a local (CEST) wall time in June 2024. */
const cest = (day: number, hour: number, minute: number) => Date.UTC(2024, 5, day, hour - 2, minute);

/** 2024-06-11 00:10 … 2024-06-12 00:00, every 10 minutes. */
function logOfTheEleventh(): LogLine[] {
  const lines: LogLine[] = [];
  for (let m = 10; m <= 24 * 60; m += 10) {
    const [day, hour, minute] = m === 24 * 60 ? [12, 0, 0] : [11, Math.floor(m / 60), m % 60];
    let temperature = 15;
    if (hour === 14 && minute === 10) temperature = 23.1;
    if (hour === 5 && minute === 10) temperature = 9;
    const fields = { 2: temperature, 3: 70, 4: 10, 5: 10, 6: hour === 15 && minute === 20 ? 36 : 20, 7: 200 };
    lines.push({ wall: [2024, 6, day, hour, minute], fields: { ...fields, 8: 0, 9: 0, 10: 1012, 11: 100 } });
  }
  return lines;
}

/** A dayfile line of `count` fields, the given ones set, the others empty. */
function dayfileLine(count: number, fields: Record<number, string>, separator = ','): string {
  return Array.from({ length: count }, (_, i) => fields[i] ?? '').join(separator);
}

/** Cumulus 1's 16 fields: the 10th. */
const SHORT_FIELDS = '45,270,13:30,7.5,04:40,19.8,15:50,1008.1,03:10,1015.2,22:40,2.4,17:05,3.6,13.2';

const GERMAN_DAYFILE = [
  `10.06.24;${SHORT_FIELDS.replaceAll(',', ';').replace(/(\d)\.(\d)/g, '$1,$2')}`,
  dayfileLine(
    55,
    {
      0: '11.06.24',
      ...{ 1: '54,0', 2: '210', 3: '15:21', 4: '8,7', 5: '05:02', 6: '23,4', 7: '14:07' },
      ...{ 8: '1009,8', 9: '04:30', 10: '1013,5', 11: '22:10', 12: '0,0', 13: '00:00', 14: '0,0' },
      ...{ 15: '15,2', 16: '240,1', 17: '25,0', 18: '15:30', 19: '41', 20: '14:20', 21: '93', 22: '05:40' },
      ...{ 25: '24,0', 26: '14:07', 33: '7,9', 34: '05:02', 35: '12,6', 36: '13:00', 37: '7,9', 38: '05:05' },
      ...{ 42: '850', 43: '13:15', 44: '7,3', 45: '13:20', 53: '0,0', 54: '00:00' },
    },
    ';',
  ),
  // The logs' last line, 00:00 on the 12th, closes the 11th: the 12th is the dayfile's only.
  '12.06.24;30,0;90;11:00;12,0;04:00;21,0;16:00;1010,0;03:00;1012,0;20:00;0,0;00:00;1,2;16,0',
].join('\r\n');

const ENGLISH_DAYFILE = [
  `10/06/24,${SHORT_FIELDS}`,
  dayfileLine(59, {
    0: '11/06/24',
    ...{ 1: '50.4', 2: '180', 3: '16:00', 4: '9.1', 5: '06:15', 6: '24.0', 7: '14:30', 8: '1010.0' },
    ...{ 9: '12:00', 10: '1014.0', 11: '20:00', 12: '0.0', 13: '10:00', 14: '0.0', 15: '16.0', 16: '200.0' },
    ...{ 17: '20.0', 18: '16:05', 19: '40', 20: '14:35', 21: '90', 22: '06:20', 35: '13.0', 36: '15:00' },
    ...{ 37: '8.0', 38: '06:10', 42: '900', 43: '13:00', 44: '8.1', 45: '13:05', 55: '-9999', 57: '-9999' },
  }),
  'not a dayfile line',
].join('\n');

describe.each(dialects)('CumulusMX dayfile on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-dayfile-'));
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
  const at = (iso: string) => encodeURIComponent(iso);

  it('keeps the dayfile’s high and low over the logs’, with their times, in the day, month and record', async () => {
    const data = join(dir, 'data');
    mkdirSync(data);
    writeFileSync(join(dir, 'Cumulus.ini'), cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2 }));
    writeFileSync(join(data, '202406log.txt'), logLines('v4', logOfTheEleventh()));
    writeFileSync(join(data, 'dayfile.txt'), GERMAN_DAYFILE);

    const report = await importer.run({ kind: 'cumulus', path: data });
    // 144 log lines; the 10th and the 12th, in the dayfile only: their 6 extremes' times and their rain.
    expect(report).toMatchObject({ rows: 158, imported: 158, rejected: 0, daysWithSourceExtremes: 3 });

    const day = await importer.summary('2024-06-11');
    expect(day.temperature_max).toBeCloseTo(23.4, 9);
    expect(day.temperature_max_at).toBe(cest(11, 14, 7));
    expect(day.temperature_min).toBeCloseTo(8.7, 9);
    expect(day.temperature_min_at).toBe(cest(11, 5, 2));
    expect(day.wind_gust_max).toBeCloseTo(15, 9);
    expect(day.wind_gust_max_at).toBe(cest(11, 15, 21));
    expect(day.humidity_max).toBe(93);
    expect(day.dew_point_min).toBeCloseTo(7.9, 9);
    expect(day.uv_max).toBeNull(); // the logs hold no UV: nothing to apply it to
    // Means stay the logs': 144 readings, none added for a day the logs hold.
    expect(day.temperature_count).toBe(144);
    expect(day.reading_count).toBe(144);

    const tenth = await importer.summary('2024-06-10');
    expect(tenth.temperature_max).toBeCloseTo(19.8, 9);
    expect(tenth.temperature_max_at).toBe(cest(10, 15, 50));
    expect(tenth.temperature_min).toBeCloseTo(7.5, 9);
    expect(tenth.temperature_min_at).toBe(cest(10, 4, 40));
    expect(tenth.wind_gust_max).toBeCloseTo(12.5, 9);
    expect(tenth.rain_total_mm).toBeCloseTo(3.6, 9);
    expect(tenth.rain_rate_max).toBeCloseTo(2.4, 9);
    const twelfth = await importer.summary('2024-06-12');
    expect(twelfth.temperature_max).toBeCloseTo(21, 9);
    expect(twelfth.temperature_max_at).toBe(cest(12, 16, 0));
    expect(twelfth.rain_total_mm).toBeCloseTo(1.2, 9);

    const kept = await t.db.selectFrom('imported_extremes').select(['source']).distinct().execute();
    expect(kept).toEqual([{ source: 'cumulus' }]);

    const expected = { maxTemperature: 23.4, maxTemperatureReceivedAt: '2024-06-11T14:07:00+02:00' };
    const noon = at('2024-06-11T12:00:00+02:00');
    expect(await get(`${base}/day?at=${noon}`)).toMatchObject({
      ...expected,
      minTemperature: 8.7,
      minTemperatureReceivedAt: '2024-06-11T05:02:00+02:00',
    });
    const marked = { reviewed: { maxTemperature: 'imported', maxWindGust: 'imported' } };
    expect(await get(`${base}/month?at=${noon}`)).toMatchObject({ ...expected, ...marked });
    expect(await get(`${base}/record`)).toMatchObject({ ...expected, ...marked });

    const again = await importer.run({ kind: 'cumulus', path: data });
    expect(again).toMatchObject({ imported: 0, skipped: 158, daysWithSourceExtremes: 3 });
  });

  it('imports a dayfile without logs: every day’s extremes and rain, by the 9 am rollover', async () => {
    writeFileSync(
      join(dir, 'Cumulus.ini'),
      cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2, rollover: 9 }),
    );
    writeFileSync(join(dir, 'dayfile.txt'), ENGLISH_DAYFILE);

    const report = await importer.run({ kind: 'cumulus', path: dir });
    // 7 readings of the 10th, 14 of the 11th, the last line refused.
    expect(report).toMatchObject({ rows: 22, imported: 21, rejected: 1, daysWithSourceExtremes: 3 });
    expect(report.rejections[0]?.at).toBe('dayfile.txt:3');

    // 04:40 of the 10th's line is before the 10 am rollover: the 11th, as is its rain at 09:59:59.
    const eleventh = await importer.summary('2024-06-11');
    expect(eleventh.temperature_min).toBeCloseTo(7.5, 9);
    expect(eleventh.temperature_min_at).toBe(cest(11, 4, 40));
    expect(eleventh.temperature_max).toBeCloseTo(24, 9);
    expect(eleventh.temperature_max_at).toBe(cest(11, 14, 30));
    expect(eleventh.rain_total_mm).toBeCloseTo(3.6, 9);
    expect(eleventh.wind_gust_max).toBeCloseTo(14, 9);
    expect(eleventh.uv_max).toBeCloseTo(8.1, 9);
    const tenth = await importer.summary('2024-06-10');
    expect(tenth.temperature_max).toBeCloseTo(19.8, 9);
    expect(tenth.temperature_max_at).toBe(cest(10, 15, 50));
    const twelfth = await importer.summary('2024-06-12');
    expect(twelfth.temperature_min).toBeCloseTo(9.1, 9);
    expect(twelfth.temperature_min_at).toBe(cest(12, 6, 15));

    const day = await get(`${base}/day?at=${at('2024-06-11T12:00:00+02:00')}`);
    expect(day).toMatchObject({
      minTemperature: 7.5,
      minTemperatureReceivedAt: '2024-06-11T04:40:00+02:00',
      maxTemperature: 24,
      maxTemperatureReceivedAt: '2024-06-11T14:30:00+02:00',
    });
    const month = await get(`${base}/month?at=${at('2024-06-11T12:00:00+02:00')}`);
    expect(month.reviewed).toMatchObject({ maxTemperature: 'imported', minTemperature: 'imported' });
  });

  it('reads a zipped dayfile alone in the units of its Cumulus.ini', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(cumulusIni({ temp: 1, rain: 1, pressure: 2, wind: 1 })), 'Cumulus.ini');
    const line = '15/06/24,22,200,12:00,50.0,05:00,77.0,15:00,29.80,04:00,30.10,18:00,0.50,16:00,0.75,62.0';
    zip.addBuffer(Buffer.from(`${line}\r\n`), 'data/dayfile.txt');
    zip.end();
    const path = join(dir, 'data.zip');
    await new Promise<void>((resolve, reject) => {
      zip.outputStream.pipe(createWriteStream(path)).on('close', resolve).on('error', reject);
    });

    const report = await importer.run({ kind: 'cumulus', path });
    expect(report).toMatchObject({ rows: 7, imported: 7, rejected: 0, daysWithSourceExtremes: 1 });
    const day = await importer.summary('2024-06-15');
    expect(day.temperature_max).toBeCloseTo(25, 9);
    expect(day.temperature_max_at).toBe(cest(15, 15, 0));
    expect(day.temperature_min).toBeCloseTo(10, 9);
    expect(day.wind_gust_max).toBeCloseTo(22 * 0.44704, 9);
    expect(day.pressure_rel_min).toBeCloseTo(1009.14, 1);
    expect(day.rain_rate_max).toBeCloseTo(12.7, 9);
    expect(day.rain_total_mm).toBeCloseTo(19.05, 9);
  });
});
