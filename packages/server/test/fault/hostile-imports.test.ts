/**
 * The three hostile import files of the robustness review, each uploaded by an admin to the real process
 * and started, while a console uploads and a monitor asks /api/health every 100 ms: every answer comes
 * within a second throughout, the process stays up, and the job ends failed with the reason (never left
 * 'uploading' for a retry to crash again).
 * - M1: a 4 KB WeeWX file whose `archive` is a recursive view that never ends;
 * - M2: a .csv.gz of one 600 MiB line (about 600 KB on disk);
 * - M3: a CumulusMX zip of 20 entries pointing at one 64 MiB body (about 64 KB on disk).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportJob } from '@meteodeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLongLineCsvGz, writeOverlappingZip, writeRecursiveViewArchive } from '../hostile-imports.ts';
import {
  adminToken,
  createFaultDatabase,
  FAULT_PORT,
  FAULT_STATION,
  type FaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

/** Longest any answer may take while a hostile file is handled. */
const ANSWER_WITHIN_MS = 1000;

interface Watch {
  stop(): Promise<{ slowest: number; answers: number; failures: string[] }>;
}

/** Asks /api/health and sends a console upload every 100 ms, timing each answer, until stopped. */
function watch(url: string): Watch {
  let running = true;
  let slowest = 0;
  let answers = 0;
  const failures: string[] = [];
  const timed = async (
    what: string,
    call: () => Promise<Response>,
    ok: (r: Response, body: string) => boolean,
  ) => {
    const started = Date.now();
    try {
      const response = await call();
      const body = await response.text();
      if (!ok(response, body)) failures.push(`${what}: ${response.status} ${body}`);
    } catch (error) {
      failures.push(`${what}: ${String(error)}`);
    }
    slowest = Math.max(slowest, Date.now() - started);
    answers += 1;
  };
  let round = 0;
  const loop = (async () => {
    while (running) {
      round += 1;
      const query = `ID=${FAULT_STATION.reference}&PASSWORD=${FAULT_STATION.token}&dateutc=now&tempf=${50 + (round % 10)}&humidity=60`;
      await Promise.all([
        timed(
          'health',
          () => fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }),
          (r) => r.status === 200,
        ),
        timed(
          'upload',
          () =>
            fetch(`${url}/weatherstation/updateweatherstation.php?${query}`, {
              signal: AbortSignal.timeout(5000),
            }),
          (r, body) => r.status === 200 && body === 'success',
        ),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { slowest, answers, failures };
    },
  };
}

describe('hostile import files against the running server', () => {
  let database: FaultDatabase;
  let server: ServerChild;
  let token: string;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-fault-hostile-'));
    database = await createFaultDatabase('sqlite');
    server = await startServerChild(database, FAULT_PORT + 12, { IMPORT_DIR: join(dir, 'uploads') });
    token = await adminToken(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });

  /** Uploads `file` as an import of `kind`, starts it, and waits for the job to end; the server watched. */
  async function importWhileWatched(kind: 'weewx' | 'csv' | 'cumulus', fileName: string, file: Buffer) {
    const watcher = watch(server.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = await api('/api/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        station: FAULT_STATION.reference,
        kind,
        fileName,
        size: file.length,
        ...(kind === 'cumulus'
          ? { cumulusUnits: { temperature: 'C', rain: 'mm', pressure: 'hPa', wind: 'm/s' } }
          : {}),
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as ImportJob;
    const sent = await api(`/api/import/${id}/content?offset=0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(file),
    });
    expect(sent.status).toBe(200);
    const start = await api(`/api/import/${id}/start`, { method: 'POST' });
    const startBody = await start.text();
    let job: ImportJob | undefined;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      job = (await (await api(`/api/import/${id}`)).json()) as ImportJob;
      if (job.status !== 'running' && job.status !== 'uploading') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const seen = await watcher.stop();
    // A retry of the same job is refused, never opens the file again.
    const retry = await api(`/api/import/${id}/start`, { method: 'POST' });
    return { start: start.status, startBody, job, seen, retry: retry.status };
  }

  const expectUnharmed = (seen: { slowest: number; answers: number; failures: string[] }) => {
    expect(seen.failures).toEqual([]);
    expect(seen.answers).toBeGreaterThan(4);
    expect(seen.slowest).toBeLessThan(ANSWER_WITHIN_MS);
    expect(server.child.exitCode).toBeNull();
  };

  it('M1: a WeeWX archive that is a never-ending recursive view is refused, the server answering throughout', async () => {
    const path = join(dir, 'm1.sdb');
    writeRecursiveViewArchive(path);
    const file = readFileSync(path);
    expect(file.length).toBeLessThanOrEqual(8 * 1024);
    const result = await importWhileWatched('weewx', 'weewx.sdb', file);
    expect(result.start).toBe(400);
    expect(result.startBody).toContain('seule une table « archive » ordinaire est lue');
    expect(result.job).toMatchObject({ status: 'failed' });
    expect(result.job?.error).toContain('seule une table « archive » ordinaire est lue');
    expect(result.retry).toBe(409);
    expectUnharmed(result.seen);
  });

  it('M2: a .csv.gz of one 600 MiB line is refused at its first line, the server answering throughout', async () => {
    const path = join(dir, 'm2.csv.gz');
    writeLongLineCsvGz(path, 600);
    const file = readFileSync(path);
    expect(file.length).toBeLessThan(1024 * 1024);
    const result = await importWhileWatched('csv', 'history.csv.gz', file);
    expect(result.start).toBe(400);
    expect(result.job).toMatchObject({
      status: 'failed',
      error: "Fichier CSV : ligne de plus de 64 Ko, ce n'est pas un fichier de relevés",
    });
    expect(result.retry).toBe(409);
    expectUnharmed(result.seen);
  });

  it('M3: a zip of 20 entries pointing at one 64 MiB body fails at its first line, the server answering throughout', async () => {
    const path = join(dir, 'm3.zip');
    writeOverlappingZip(path, 20, 64);
    const file = readFileSync(path);
    expect(file.length).toBeLessThan(256 * 1024);
    const result = await importWhileWatched('cumulus', 'cumulus.zip', file);
    expect(result.job?.status).toBe('failed');
    expect(result.job?.error).toContain('ligne de plus de 64 Ko');
    expect(result.retry).toBe(409);
    expectUnharmed(result.seen);
  });
});
