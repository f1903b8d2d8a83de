/**
 * The preview of a received history file (GET /api/import/{id}/preview) on a real database, for each kind
 * of file: the period in the station's time zone, the rows, the measures with their units as written, where
 * the days' extremes come from, the problems; nothing stored by it, the job still waiting to be started; admins
 * only. Then the finished job's tally: days imported, rows skipped or rejected by reason.
 */
import { readFileSync } from 'node:fs';
import type { ImportJob, ImportPreview } from '@meteodeck/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { TestApp } from '../../../test/build-test-app.ts';
import { cumulusIni, logLines } from '../../../test/cumulus-folder.ts';
import { dialects } from '../../../test/dialects.ts';
import { useImportsApi } from '../../../test/import-harness.ts';
import { every, wallText } from '../../../test/vendor-csv-files.ts';
import { createWeewxArchive, US, writeArchiveRows, writeDaySummaries } from '../../../test/weewx-archive.ts';

/** 2024-03-10T00:00+01:00 (the station is in Europe/Berlin), epoch seconds. */
const DAY_START = Date.UTC(2024, 2, 9, 23, 0) / 1000;
/** June 2024 in UTC; Berlin is UTC+2 then. */
const june = (d: number, h: number, m: number) => Date.UTC(2024, 5, d, h, m);

describe.each(dialects)('history import preview on %s', (dialect) => {
  const api = useImportsApi(dialect, 'meteodeck-import-preview-');
  const { call, finished } = api;
  let t: TestApp;
  let dir: string;
  let admin: string;
  beforeEach(() => {
    ({ t, dir, admin } = api.current());
  });

  /** Opens an import of `file` for SSDP41000 and sends it whole; returns the job's id. */
  const upload = (file: Buffer, kind: ImportJob['kind'], fileName: string) =>
    api.upload(file, { kind, fileName });

  /** The preview of job `id`, checked to have stored nothing and left the job waiting. */
  async function preview(id: number): Promise<ImportPreview> {
    const res = await call('GET', `/api/import/${id}/preview`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const readings = await t.db.selectFrom('readings').select('id').execute();
    expect(readings).toEqual([]);
    const days = await t.db.selectFrom('daily_summaries').select('day').execute();
    expect(days).toEqual([]);
    expect((await call('GET', `/api/import/${id}`, admin)).json<ImportJob>().status).toBe('uploading');
    return res.json<ImportPreview>();
  }

  /** A US-units WeeWX archive of 2024-03-10 (288 rows, one in an unknown unit system) with its outTemp summary. */
  function weewxArchive(name: string): Buffer {
    const path = createWeewxArchive(dir, 'wview', name);
    writeArchiveRows(
      path,
      Array.from({ length: 288 }, (_, i) => ({
        dateTime: DAY_START + (i + 1) * 300,
        usUnits: i === 100 ? 99 : US,
        interval: 5,
        outTemp: 50 + (i % 7) / 10,
        barometer: 29.92,
        rain: i < 10 ? 0.01 : 0,
        heatindex: 50,
      })),
    );
    writeDaySummaries(path, 'outTemp', [
      { dateTime: DAY_START, min: 49.9, mintime: DAY_START + 3600, max: 51, maxtime: DAY_START + 7200 },
    ]);
    return readFileSync(path);
  }

  it('describes a WeeWX archive from SQL counts, then the import tallies its days and rows', async () => {
    const id = await upload(weewxArchive('weewx.sdb'), 'weewx', 'weewx.sdb');
    const found = await preview(id);
    expect(found).toMatchObject({
      id,
      kind: 'weewx',
      fileName: 'weewx.sdb',
      stations: [{ inFile: 'Archive WeeWX (weewx.sdb)', reference: 'SSDP41000' }],
      period: {
        first: '2024-03-09T23:05:00.000Z',
        last: '2024-03-10T23:00:00.000Z',
        firstLocal: '2024-03-10 00:05',
        lastLocal: '2024-03-11 00:00',
        timeZone: 'Europe/Berlin',
      },
      rows: 288,
      extremes: { source: 'weewxDaySummaries', days: 1, records: 0 },
      problems: {
        unknownColumns: ['heatindex'],
        unreadable: 1,
        duplicates: 0,
        examples: [
          { at: new Date((DAY_START + 101 * 300) * 1000).toISOString(), reason: 'usUnits inconnu (99)' },
        ],
      },
    });
    expect(found.measures).toEqual([
      { column: 'outTemp', measure: 'temperature', unit: '°F', rows: 288 },
      { column: 'barometer', measure: 'relativePressure', unit: 'inHg', rows: 288 },
      { column: 'rain', measure: 'rain', unit: 'in', rows: 288 },
    ]);

    expect((await call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(202);
    // Once started, there is no preview to ask for.
    expect((await call('GET', `/api/import/${id}/preview`, admin)).statusCode).toBe(409);
    expect(await finished(id)).toMatchObject({
      status: 'done',
      imported: 287,
      rejected: 1,
      daysWithSourceExtremes: 1,
      tally: { daysImported: 1, alreadyStored: 0, duplicates: 0, unreadable: 1, outOfRange: 0, noMeasure: 0 },
    });
    // The same file again: every reading already stored, no day imported.
    const again = await upload(weewxArchive('weewx-again.sdb'), 'weewx', 'weewx-again.sdb');
    await call('POST', `/api/import/${again}/start`, admin);
    expect((await finished(again)).tally).toEqual({
      daysImported: 0,
      alreadyStored: 287,
      duplicates: 0,
      unreadable: 1,
      outOfRange: 0,
      noMeasure: 0,
      other: 0,
    });
  });

  it('describes a zipped CumulusMX folder: units of Cumulus.ini, extremes from the dayfile', async () => {
    const zip = new yazl.ZipFile();
    const log = [10, 20, 30].map((minute) => ({
      wall: [2024, 6, 11, 12, minute] as const,
      fields: { 2: 20 + minute / 10, 3: 60, 5: 10, 10: 1013.2, 11: 100 },
    }));
    zip.addBuffer(Buffer.from(`${logLines('v4', log)}\r\nnot a line\r\n`), 'data/202406log.txt');
    zip.addBuffer(Buffer.from('11/06/24,,,,19.0,12:05,23.5,12:25,,,,,,,,\r\n'), 'data/dayfile.txt');
    zip.addBuffer(Buffer.from(cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2 })), 'Cumulus.ini');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const id = await upload(Buffer.concat(chunks), 'cumulus', 'cumulus.zip');
    const found = await preview(id);
    expect(found).toMatchObject({
      kind: 'cumulus',
      stations: [{ inFile: 'Dossier CumulusMX (cumulus.zip)', reference: 'SSDP41000' }],
      period: { firstLocal: '2024-06-11 12:10', lastLocal: '2024-06-11 12:30' },
      rows: 4,
      extremes: { source: 'cumulusDayfile', days: 1, records: 0 },
      problems: { unreadable: 1, duplicates: 0 },
    });
    expect(found.problems.examples).toEqual([{ at: '202406log.txt:4', reason: expect.any(String) }]);
    expect(found.measures).toEqual(
      expect.arrayContaining([
        { column: 'temperature (champ 2)', measure: 'temperature', unit: '°C', rows: 3 },
        { column: 'windSpeedAverage (champ 5)', measure: 'windSpeed', unit: 'km/h', rows: 3 },
        { column: 'seaLevelPressure (champ 10)', measure: 'relativePressure', unit: 'hPa', rows: 3 },
      ]),
    );
    expect(found.measures.map((m) => m.measure)).not.toContain('uv');
  });

  it('describes an Ecowitt export: units as its header writes them, a repeated time among the problems', async () => {
    const header =
      'Time,Outdoor Temperature(℉),Outdoor Humidity(%),REL Pressure(inHg),Daily Rain(in),Feels Like(℉)';
    const times = every(june(12, 8, 0), june(12, 9, 0), 5);
    const lines = [
      header,
      ...times.map((at) => `${wallText(at, 'iso')},68.0,55,29.92,0.00,68.0`),
      `${wallText(june(12, 9, 0), 'iso')},69.0,55,29.92,0.00,69.0`,
      'yesterday,68.0,55,29.92,0.00,68.0',
    ];
    const id = await upload(Buffer.from(`${lines.join('\r\n')}\r\n`), 'ecowitt', 'ecowitt.csv');
    const found = await preview(id);
    expect(found).toMatchObject({
      kind: 'ecowitt',
      period: { firstLocal: '2024-06-12 10:00', lastLocal: '2024-06-12 11:00' },
      rows: 15,
      extremes: { source: 'readings', days: 0 },
      problems: { unknownColumns: ['Feels Like(℉)'], unreadable: 1, duplicates: 1 },
    });
    expect(found.problems.examples.map((e) => e.at)).toEqual(['ecowitt.csv:15', 'ecowitt.csv:16']);
    expect(found.measures).toEqual(
      expect.arrayContaining([
        { column: 'Outdoor Temperature(℉)', measure: 'temperature', unit: '℉', rows: 13 },
        { column: 'REL Pressure(inHg)', measure: 'relativePressure', unit: 'inHg', rows: 13 },
      ]),
    );
  });

  it('describes a WeatherLink export: its interval highs and lows are the days’ extremes', async () => {
    const header =
      'Date & Time,Temp - °F,High Temp - °F,Low Temp - °F,Hum - %,Barometer - in Hg,Rain - in,Rain Rate - in/h';
    const times = every(june(12, 8, 10), june(12, 9, 0), 10);
    const lines = [
      header,
      ...times.map((at) => `"${wallText(at, 'mdy-ampm')}",70.0,70.5,69.5,50,29.90,0.00,0.00`),
    ];
    const id = await upload(Buffer.from(`${lines.join('\r\n')}\r\n`), 'weatherlink', 'weatherlink.csv');
    const found = await preview(id);
    expect(found).toMatchObject({
      kind: 'weatherlink',
      stations: [{ inFile: 'Export WeatherLink (weatherlink.csv)' }],
      period: { firstLocal: '2024-06-12 10:10', lastLocal: '2024-06-12 11:00' },
      rows: 6,
      extremes: { source: 'exportHighLow', days: 1 },
      problems: { unreadable: 0, duplicates: 0, examples: [] },
    });
    expect(found.measures).toEqual(
      expect.arrayContaining([
        { column: 'Temp - °F', measure: 'temperature', unit: '°F', rows: 6 },
        { column: 'High Temp - °F', measure: 'temperatureHigh', unit: '°F', rows: null },
        { column: 'Rain - in', measure: 'rain', unit: 'in', rows: 6 },
      ]),
    );
  });

  it('answers admins only, once the whole file is there, and says why a file is not what it claims', async () => {
    const id = await upload(Buffer.from('not a database, long enough to be a file'), 'weewx', 'x.sdb');
    expect((await call('GET', `/api/import/${id}/preview`)).statusCode).toBe(401);
    const editor = await t.loginAs('editor');
    expect((await call('GET', `/api/import/${id}/preview`, editor)).statusCode).toBe(403);
    const refused = await call('GET', `/api/import/${id}/preview`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('base SQLite');
    // The job still waits: the preview changed nothing.
    expect((await call('GET', `/api/import/${id}`, admin)).json<ImportJob>().status).toBe('uploading');

    const partial = await call('POST', '/api/import', admin, {
      station: 'SSDP41000',
      kind: 'csv',
      fileName: 'a.csv',
      size: 100,
    });
    expect((await call('GET', `/api/import/${partial.json<ImportJob>().id}/preview`, admin)).statusCode).toBe(
      409,
    );
  });

  it('refuses a file that turns hostile while read, with the reason, and leaves the job as it was', async () => {
    const file = Buffer.concat([
      Buffer.from('received_at,temperature_c\n2024-03-10T12:00:00Z,4.5\n'),
      Buffer.alloc(200 * 1024, '7'),
    ]);
    const id = await upload(file, 'csv', 'long.csv');
    const refused = await call('GET', `/api/import/${id}/preview`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([
      {
        message: "Fichier CSV : ligne de plus de 64 Ko, ce n'est pas un fichier de relevés",
        propertyPath: 'file',
      },
    ]);
    expect((await call('GET', `/api/import/${id}`, admin)).json<ImportJob>().status).toBe('uploading');
  });
});
