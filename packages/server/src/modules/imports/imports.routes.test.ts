/**
 * History imports through the back office's API, on a real database: an admin opens an import, sends the
 * file in chunks, starts it and follows it to its summary; a file that is not what it claims stores nothing
 * and gets the reason in French; only admins, checked before any byte of a chunk is read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportJob } from '@meteodeck/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { useImportsApi } from '../../../test/import-harness.ts';
import {
  createWeewxArchive,
  METRICWX,
  writeArchiveRows,
  writeDaySummaries,
} from '../../../test/weewx-archive.ts';

/** 2024-03-10T00:00+01:00, epoch seconds. */
const DAY_START = Date.UTC(2024, 2, 9, 23, 0) / 1000;

describe.each(dialects)('history imports API on %s', (dialect) => {
  const api = useImportsApi(dialect, 'meteodeck-import-api-');
  const { call, sendChunk, finished } = api;
  let t: TestApp;
  let dir: string;
  let admin: string;
  beforeEach(() => {
    ({ t, dir, admin } = api.current());
  });
  const uploads = () => join(dir, 'uploads');

  /** A WeeWX archive of `count` 5-minute rows on 2024-03-10, one of them 19.5 °C at 12:00. */
  function archive(count = 288): Buffer {
    const path = createWeewxArchive(dir, 'wview', `a-${count}.sdb`);
    writeArchiveRows(
      path,
      Array.from({ length: count }, (_, i) => ({
        dateTime: DAY_START + (i + 1) * 300,
        usUnits: METRICWX,
        interval: 5,
        outTemp: i === 143 ? 19.5 : 8 + (i % 7) / 10,
        rain: i < 10 ? 0.2 : 0,
      })),
    );
    return readFileSync(path);
  }

  /** Opens an import of `file` for SSDP41000 and sends it in chunks of `chunk` bytes; returns the job. */
  async function upload(file: Buffer, kind: 'weewx' | 'cumulus' | 'csv', fileName: string, chunk = 100_000) {
    const created = await call('POST', '/api/import', admin, {
      station: 'SSDP41000',
      kind,
      fileName,
      size: file.length,
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<ImportJob>();
    for (let offset = 0; offset < file.length; offset += chunk) {
      const sent = await sendChunk(job.id, offset, file.subarray(offset, offset + chunk));
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<ImportJob>().received).toBe(Math.min(file.length, offset + chunk));
    }
    return job;
  }

  it('keeps WeeWX’s own daily extremes, counts their days in the job, and the record shows them at once', async () => {
    const first = await upload(archive(), 'weewx', 'weewx.sdb');
    await call('POST', `/api/import/${first.id}/start`, admin);
    expect(await finished(first.id)).toMatchObject({ status: 'done', daysWithSourceExtremes: 0 });
    // Read once: the record's past days are cached from here.
    expect((await call('GET', '/api/weatherData/SSDP41000/history/record')).json()).toMatchObject({
      maxTemperature: 19.5,
      maxTemperatureReceivedAt: '2024-03-10T12:00:00+01:00',
    });

    // The same archive with WeeWX's daily summary: its high came between two archive rows.
    const path = join(dir, 'a-288.sdb');
    writeDaySummaries(path, 'outTemp', [
      {
        dateTime: DAY_START,
        min: 7.9,
        mintime: DAY_START + 3 * 3600 + 17,
        max: 19.64,
        maxtime: DAY_START + 12 * 3600 - 61,
      },
    ]);
    const again = await upload(readFileSync(path), 'weewx', 'weewx.sdb');
    await call('POST', `/api/import/${again.id}/start`, admin);
    expect(await finished(again.id)).toMatchObject({
      status: 'done',
      imported: 0,
      skipped: 288,
      daysWithSourceExtremes: 1,
    });
    expect((await call('GET', '/api/weatherData/SSDP41000/history/record')).json()).toMatchObject({
      maxTemperature: 19.6,
      maxTemperatureReceivedAt: '2024-03-10T11:58:59+01:00',
      minTemperature: 7.9,
      minTemperatureReceivedAt: '2024-03-10T03:00:17+01:00',
    });
  });

  it('imports a WeeWX archive sent in chunks and keeps its summary', async () => {
    const file = archive();
    const job = await upload(file, 'weewx', 'weewx.sdb');
    expect(job).toMatchObject({
      station: 'SSDP41000',
      kind: 'weewx',
      status: 'uploading',
      size: file.length,
    });

    const started = await call('POST', `/api/import/${job.id}/start`, admin);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<ImportJob>().status).toBe('running');

    const done = await finished(job.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: 1,
      rows: 288,
      imported: 288,
      skipped: 0,
      rejected: 0,
      rejections: [],
      unmappedColumns: [],
      error: null,
    });
    expect(done.createdBy).toMatch(/^admin-\d+@meteodeck\.test$/);
    expect(done.finishedAt).not.toBeNull();
    const record = (await call('GET', '/api/weatherData/SSDP41000/history/record')).json();
    expect(record).toMatchObject({
      maxTemperature: 19.5,
      maxTemperatureReceivedAt: '2024-03-10T12:00:00+01:00',
    });
    // The file is gone once imported; the list shows the import, newest first.
    expect(readdirSync(uploads())).toEqual([]);
    const list = (await call('GET', '/api/import?page=1&maxResult=5', admin)).json();
    expect(list).toMatchObject({ numberOfResult: 1, imports: [{ id: job.id, status: 'done' }] });

    // The same file again: nothing new.
    const again = await upload(file, 'weewx', 'weewx.sdb', 1 << 20);
    await call('POST', `/api/import/${again.id}/start`, admin);
    expect(await finished(again.id)).toMatchObject({ status: 'done', imported: 0, skipped: 288 });
  });

  it('answers the console within a second, over HTTP, while it imports', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const file = archive(60_000);
    const job = await upload(file, 'weewx', 'weewx.sdb', 1 << 22);
    expect((await call('POST', `/api/import/${job.id}/start`, admin)).statusCode).toBe(202);
    const answers: number[] = [];
    for (let i = 0; ; i += 1) {
      const state = (await call('GET', `/api/import/${job.id}`, admin)).json<ImportJob>();
      if (state.status !== 'running') {
        expect(state).toMatchObject({ status: 'done', imported: 60_000 });
        break;
      }
      const started = performance.now();
      const at = new Date(Date.UTC(2026, 5, 1) + i * 1000).toISOString().slice(0, 19).replace('T', '+');
      const response = await fetch(
        `${base}/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=test-station-token&dateutc=${at}&tempf=50`,
      );
      expect(await response.text()).toBe('success');
      answers.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answers.length).toBeGreaterThan(3);
    expect(Math.max(...answers)).toBeLessThan(1000);
    const stored = await t.db
      .selectFrom('readings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(60_000 + answers.length);
  }, 120_000);

  it('refuses a file that is not what it claims, stores nothing and says why in French', async () => {
    const csv = Buffer.from('received_at,temperature_c\n2024-03-10T10:00:00Z,12.5\n');
    const job = await upload(csv, 'weewx', 'not-really.sdb');
    const started = await call('POST', `/api/import/${job.id}/start`, admin);
    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual([
      {
        message: "Ce fichier n'est pas une base SQLite : une archive WeeWX (.sdb) est attendue",
        propertyPath: 'file',
      },
    ]);
    const failed = (await call('GET', `/api/import/${job.id}`, admin)).json<ImportJob>();
    expect(failed).toMatchObject({ status: 'failed', imported: 0 });
    expect(failed.error).toContain('base SQLite');
    expect(readdirSync(uploads())).toEqual([]);

    const zip = await upload(archive(), 'cumulus', 'cumulus.zip');
    const refused = await call('POST', `/api/import/${zip.id}/start`, admin);
    expect(refused.json()).toEqual([
      {
        message: "Ce fichier n'est pas une archive zip : un dossier de données CumulusMX zippé est attendu",
        propertyPath: 'file',
      },
    ]);
    const text = await upload(Buffer.from('time;temp\n1;2\n'), 'csv', 'data.csv');
    expect((await call('POST', `/api/import/${text.id}/start`, admin)).json()[0].message).toContain(
      'received_at',
    );
    expect(await t.db.selectFrom('readings').select('id').execute()).toEqual([]);
  });

  it('checks stations, sizes and the order of chunks', async () => {
    const unknown = await call('POST', '/api/import', admin, {
      station: 'NOPE',
      kind: 'csv',
      fileName: 'a.csv',
      size: 10,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([
      { message: "La station météo « NOPE » n'existe pas.", propertyPath: 'station' },
    ]);
    const huge = await call('POST', '/api/import', admin, {
      station: 'SSDP41000',
      kind: 'weewx',
      fileName: 'big.sdb',
      size: 65 * 1024 * 1024,
    });
    expect(huge.json()).toEqual([
      { message: 'Fichier trop volumineux : 64 Mo au plus.', propertyPath: 'size' },
    ]);
    const badKind = await call('POST', '/api/import', admin, {
      station: 'SSDP41000',
      kind: 'excel',
      fileName: 'a',
      size: 1,
    });
    expect(badKind.statusCode).toBe(400);

    const created = await call('POST', '/api/import', admin, {
      station: 'SSDP41000',
      kind: 'csv',
      fileName: 'a.csv',
      size: 10,
    });
    const { id } = created.json<ImportJob>();
    expect((await call('POST', `/api/import/${id}/start`, admin)).json()).toEqual([
      { message: 'Fichier incomplet : 0 octets reçus sur 10.' },
    ]);
    expect((await sendChunk(id, 4, Buffer.from('abcd'))).json()).toEqual([
      { message: 'Position inattendue : 0 octets déjà reçus.' },
    ]);
    expect((await sendChunk(id, 0, Buffer.from('0123456789ab'))).json()).toEqual([
      { message: 'Ce morceau dépasse la taille annoncée du fichier.' },
    ]);
    expect((await sendChunk(id, 0, Buffer.from('01234'))).statusCode).toBe(200);
    expect((await sendChunk(id, 0, Buffer.from('01234'))).statusCode).toBe(409);
    expect((await call('GET', '/api/import/999999', admin)).statusCode).toBe(404);
  });

  it('is for admins only, and reads no chunk before checking', async () => {
    const editor = await t.loginAs('editor');
    expect((await call('GET', '/api/import')).statusCode).toBe(401);
    expect((await call('GET', '/api/import', editor)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/import', editor, {
          station: 'SSDP41000',
          kind: 'csv',
          fileName: 'a',
          size: 1,
        })
      ).statusCode,
    ).toBe(403);
    const { id } = (
      await call('POST', '/api/import', admin, {
        station: 'SSDP41000',
        kind: 'csv',
        fileName: 'a.csv',
        size: 4,
      })
    ).json<ImportJob>();
    expect((await sendChunk(id, 0, Buffer.from('abcd'), editor)).statusCode).toBe(403);
    expect((await call('POST', `/api/import/${id}/start`, editor)).statusCode).toBe(403);
    expect((await call('GET', `/api/import/${id}`, admin)).json<ImportJob>().received).toBe(0);
  });

  it('shows the import of a process that stopped as interrupted, and a new import completes it', async () => {
    const file = archive(2000);
    const job = await upload(file, 'weewx', 'weewx.sdb');
    // The process running it died: its heartbeat is over 30 s old.
    await t.db
      .updateTable('import_jobs')
      .set({ status: 'running', heartbeat_at: t.clock.now() - 31_000 })
      .where('id', '=', job.id)
      .execute();
    const seen = (await call('GET', `/api/import/${job.id}`, admin)).json<ImportJob>();
    expect(seen.status).toBe('interrupted');
    expect(seen.error).toBe(
      "Arrêt du serveur pendant l'import : importez le même fichier à nouveau pour le compléter.",
    );

    const again = await upload(file, 'weewx', 'weewx.sdb', 1 << 20);
    await call('POST', `/api/import/${again.id}/start`, admin);
    expect(await finished(again.id)).toMatchObject({ status: 'done', imported: 2000 });
  });

  it('stops a running import when the server shuts down, and says so', async () => {
    const file = archive(20_000);
    const job = await upload(file, 'weewx', 'weewx.sdb', 1 << 20);
    await call('POST', `/api/import/${job.id}/start`, admin);
    await t.app.close();
    const row = await t.db
      .selectFrom('import_jobs')
      .selectAll()
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('interrupted');
    expect(row.imported).toBeLessThan(20_000);
    expect(existsSync(row.upload_path)).toBe(false);
  });

  it('imports a zipped CumulusMX folder in the units the admin states, with its records and its report', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('10/03/24,12:00,59.0,80\r\n10/03/24,12:10,60.8,81\r\n'), 'data/202403log.txt');
    // The dayfile's high, 61.5 °F at 12:05, is 0.7 above the logs'; the owner set the record to 61.0.
    zip.addBuffer(Buffer.from('10/03/24,,,,59.0,12:00,61.5,12:05,,,,,,,,\r\n'), 'data/dayfile.txt');
    const alltime = [
      '[Temperature]',
      'hightempvalue=61',
      'hightemptime=2024-03-10T12:05:00',
      'highapptempvalue=63.2',
      'highapptemptime=2024-03-10T12:05:00',
    ];
    zip.addBuffer(Buffer.from(alltime.join('\r\n')), 'data/alltime.ini');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks);
    const created = await call('POST', '/api/import', admin, {
      station: 'SSDP41000',
      kind: 'cumulus',
      fileName: 'cumulus.zip',
      size: file.length,
      cumulusUnits: { temperature: 'F', rain: 'in', pressure: 'inHg', wind: 'mph' },
    });
    const { id } = created.json<ImportJob>();
    expect((await sendChunk(id, 0, file)).statusCode).toBe(200);
    expect((await call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(202);
    const job = await finished(id);
    expect(job).toMatchObject({ status: 'done', imported: 2, recordsApplied: 1, disagreementCount: 1 });
    expect(job.recordsSkipped).toEqual([
      { at: 'alltime.ini highapptemp', reason: 'record sans équivalent dans meteodeck' },
    ]);
    expect(job.disagreements).toEqual([
      { day: '2024-03-10', measure: 'temperature', side: 'max', dayfile: 61.5, logs: 60.8, unit: '°F' },
    ]);
    const rows = await t.db.selectFrom('readings').select('temperature_c').orderBy('received_at').execute();
    expect(rows.map((r) => r.temperature_c)).toEqual([15, 16]);
    const day = await t.db.selectFrom('daily_summaries').selectAll().executeTakeFirstOrThrow();
    expect(day.temperature_max).toBeCloseTo(((61 - 32) * 5) / 9, 9);
  });

  it('writes uploads for the owner only', async () => {
    const created = await call('POST', '/api/import', admin, {
      station: 'SSDP41000',
      kind: 'csv',
      fileName: 'a.csv.gz',
      size: 4,
    });
    expect(created.statusCode).toBe(201);
    const [name] = readdirSync(uploads());
    // The CSV source reads gzip by the name.
    expect(name).toMatch(/^import-[0-9a-f]{24}\.gz$/);
    expect(statSync(uploads()).mode & 0o777).toBe(0o700);
    expect(statSync(join(uploads(), name ?? '')).mode & 0o777).toBe(0o600);
  });
});
