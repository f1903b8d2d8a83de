/**
 * What keeps the back office's imports from hurting the server: an upload that would leave the
 * disk with less than IMPORT_DISK_MARGIN_MB free is refused (507); a file that turns out hostile while it is
 * read fails with the reason, never stays 'uploading'; abandoned uploads are swept by the server on its own
 * timer, no page needs to be opened.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportJob } from '@meteodeck/contract';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { injector } from '../../../test/http.ts';
import { SWEEP_EVERY_MS } from './import-jobs.service.ts';

describe('import guards', () => {
  let t: TestApp | undefined;
  let dir: string;
  const call = injector(() => {
    if (t === undefined) throw new Error('no app');
    return t.app;
  });
  const build = async (env: Record<string, string> = {}) => {
    t = await buildTestApp('sqlite', { env: { IMPORT_DIR: join(dir, 'uploads'), ...env } });
    return { app: t, admin: await t.loginAs('admin') };
  };
  const open = (admin: string, size: number, kind = 'csv', fileName = 'a.csv') =>
    call('POST', '/api/import', admin, { station: 'SSDP41000', kind, fileName, size });
  const send = (app: TestApp, admin: string, id: number, bytes: Buffer) =>
    app.app.inject({
      method: 'PUT',
      url: `/api/import/${id}/content?offset=0`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-import-guards-'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
    t = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an upload that would leave the disk with less than the margin free (507)', async () => {
    const { admin } = await build({ IMPORT_DISK_MARGIN_MB: '1073741824' });
    const refused = await open(admin, 10);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual([
      {
        message:
          'Espace disque insuffisant : ce fichier laisserait moins de 1073741824 Mo libres sur le serveur.',
      },
    ]);
  });

  it('fails a job whose file turns hostile while read, with the reason, and a retry is refused', async () => {
    const { app, admin } = await build();
    const file = Buffer.concat([
      Buffer.from('received_at,temperature_c\n2024-03-10T12:00:00Z,4.5\n'),
      Buffer.alloc(200 * 1024, '7'),
    ]);
    const { id } = (await open(admin, file.length)).json<ImportJob>();
    expect((await send(app, admin, id, file)).statusCode).toBe(200);
    expect((await call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(202);
    await vi.waitFor(
      async () =>
        expect((await call('GET', `/api/import/${id}`, admin)).json<ImportJob>().status).toBe('failed'),
      { timeout: 10_000, interval: 50 },
    );
    const job = (await call('GET', `/api/import/${id}`, admin)).json<ImportJob>();
    expect(job.error).toBe("Fichier CSV : ligne de plus de 64 Ko, ce n'est pas un fichier de relevés");
    expect((await call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(409);
  });

  it("writes an import's start, its progress and its summary to the server's log", async () => {
    const lines: Array<{ msg: string; [key: string]: unknown }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    t = await buildTestApp('sqlite', { env: { IMPORT_DIR: join(dir, 'uploads') }, logger });
    const app = t;
    const admin = await app.loginAs('admin');
    const rows = Array.from(
      { length: 50 },
      (_, i) =>
        `2024-03-10T${String(10 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}:00Z,${(4 + i / 10).toFixed(1)}`,
    );
    const file = Buffer.from(`received_at,temperature_c\n${rows.join('\n')}\n`);
    const { id } = (await open(admin, file.length)).json<ImportJob>();
    expect((await send(app, admin, id, file)).statusCode).toBe(200);
    expect((await call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(202);
    await vi.waitFor(
      async () =>
        expect((await call('GET', `/api/import/${id}`, admin)).json<ImportJob>().status).toBe('done'),
      { timeout: 10_000, interval: 50 },
    );
    const mine = lines.filter((line) => line.importJob === id);
    expect(mine[0]).toMatchObject({ msg: 'history import started', station: 'SSDP41000', kind: 'csv' });
    expect(mine.at(-1)).toMatchObject({ msg: 'history import done', rows: 50, imported: 50, rejected: 0 });
  });

  it('counts the values quality control held for review or took out, beside the rows rejected whole', async () => {
    const { app, admin } = await build();
    const file = Buffer.from(
      [
        'received_at,temperature_c,humidity_pct',
        '2024-03-10T12:00:00Z,10.0,60',
        '2024-03-10T12:01:00Z,10.1,61',
        '2024-03-10T12:02:00Z,30.0,61', // +19.9 °C in a minute: a spike, held for review
        '2024-03-10T12:03:00Z,10.2,150', // humidity 150 %: impossible, taken out
        '2024-03-10T12:04:00Z,10.3,62',
      ].join('\n'),
    );
    const { id } = (await open(admin, file.length)).json<ImportJob>();
    expect((await send(app, admin, id, file)).statusCode).toBe(200);
    expect((await call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(202);
    await vi.waitFor(
      async () =>
        expect((await call('GET', `/api/import/${id}`, admin)).json<ImportJob>().status).toBe('done'),
      { timeout: 10_000, interval: 50 },
    );
    expect((await call('GET', `/api/import/${id}`, admin)).json<ImportJob>()).toMatchObject({
      rows: 5,
      imported: 5,
      rejected: 0,
      valuesFlagged: 1,
      valuesDropped: 1,
    });
  });

  it('sweeps an abandoned upload on its own timer, without anyone opening the import page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { app, admin } = await build();
    const { id } = (await open(admin, 100)).json<ImportJob>();
    const row = await app.db
      .selectFrom('import_jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(existsSync(row.upload_path)).toBe(true);
    app.clock.advance(25 * 3_600_000);
    vi.advanceTimersByTime(SWEEP_EVERY_MS);
    await vi.waitFor(
      async () => {
        const swept = await app.db
          .selectFrom('import_jobs')
          .select(['status', 'error'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(swept).toEqual({
          status: 'failed',
          error: "Envoi abandonné : le fichier n'est jamais arrivé entier.",
        });
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(existsSync(row.upload_path)).toBe(false);
  });
});
