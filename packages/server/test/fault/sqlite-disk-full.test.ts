/**
 * The disk fills under SQLite while consoles and a backfill upload: the server never answers
 * `success` for what it could not store and never a generic 500 (507, or 503 for an I/O error), health says
 * `storage full`, the process stays up, and once space is freed uploads succeed again without a restart;
 * every acknowledged reading is stored and the file passes SQLite's integrity check.
 *
 * The small disk is a tmpfs the test mounts when it runs as root and may mount. Otherwise the full disk is
 * injected: the server runs with enospc-shim.c (built with the machine's C compiler, loaded with
 * LD_PRELOAD), whose writes to the database's folder fail with ENOSPC while a flag file exists, as a full
 * file system's do; space is freed by removing the flag (FAULT_SMALL_DISK=enospc takes this way as root
 * too). Without a C compiler (or with FAULT_SMALL_DISK=file-limit) the server runs with a file-size limit (`ulimit -S -f`, SIGXFSZ ignored), so
 * that its writes fail with the kernel's EFBIG (SQLite: an I/O error, answered 503, the path of a file that
 * cannot be written for a while), and space is "freed" by raising the limit (`prlimit`).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAULT_PORT,
  FAULT_STATION,
  type FaultDatabase,
  openFaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

const MINUTE = 60_000;
const FS_BYTES = 8 * 1024 * 1024;
/** What the filler leaves free: a few backfill batches' worth. */
const LEFT_FREE_BYTES = 192 * 1024;
/** Without a tmpfs: the largest file the server may write, 512-byte blocks. */
const FILE_LIMIT_BLOCKS = 4096;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dateutc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

interface SmallDisk {
  dir: string;
  /** `tmpfs`: a real full file system; `ENOSPC`: injected by enospc-shim.c; `file limit`: EFBIG from RLIMIT_FSIZE. */
  kind: 'tmpfs' | 'ENOSPC' | 'file limit';
  /** A command prefix for the server (the shim, the file-size limit). */
  prefix: string[];
  /** Fills the disk up to LEFT_FREE_BYTES (tmpfs only). */
  fill(): void;
  /** Frees the space again. */
  free(pid: number | undefined): void;
  release(): void;
}

/** `way`: enospc or file-limit tries the other ways where a tmpfs could be mounted. */
function smallDisk(way: string | undefined): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-full-'));
  const filler = join(dir, 'filler');
  let mounted = false;
  if (process.getuid?.() === 0 && way !== 'file-limit' && way !== 'enospc') {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${FS_BYTES},mode=0700`, 'tmpfs', dir], {
        stdio: 'pipe',
      });
      mounted = true;
    } catch {
      // A container without CAP_SYS_ADMIN: the file-size limit below.
    }
  }
  if (mounted) {
    return {
      dir,
      kind: 'tmpfs',
      prefix: [],
      fill() {
        const { bavail, bsize } = statfs(dir);
        const fd = openSync(filler, 'w');
        try {
          const chunk = Buffer.alloc(64 * 1024, 1);
          for (let left = bavail * bsize - LEFT_FREE_BYTES; left > 0; left -= chunk.length) {
            writeSync(fd, chunk, 0, Math.min(chunk.length, left));
          }
        } finally {
          closeSync(fd);
        }
      },
      free: () => rmSync(filler, { force: true }),
      release() {
        execFileSync('umount', [dir], { stdio: 'pipe' });
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const shim = way === 'file-limit' ? undefined : buildEnospcShim(dir);
  if (shim !== undefined) {
    const flag = join(dir, 'disk-full.flag');
    return {
      dir,
      kind: 'ENOSPC',
      prefix: ['env', `LD_PRELOAD=${shim}`, `METEODECK_ENOSPC_DIR=${dir}/`, `METEODECK_ENOSPC_FLAG=${flag}`],
      fill: () => closeSync(openSync(flag, 'w')),
      free: () => rmSync(flag, { force: true }),
      release: () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  return {
    dir,
    kind: 'file limit',
    // Ignored, SIGXFSZ stays ignored through exec: a write past the limit fails with EFBIG instead.
    prefix: ['sh', '-c', `trap '' XFSZ; ulimit -S -f ${FILE_LIMIT_BLOCKS}; exec "$@"`, 'sh'],
    fill() {},
    free(pid) {
      if (pid !== undefined)
        execFileSync('prlimit', [`--pid=${pid}`, '--fsize=unlimited:'], { stdio: 'pipe' });
    },
    release: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** enospc-shim.c built into `dir`, or undefined when there is no C compiler. */
function buildEnospcShim(dir: string): string | undefined {
  const library = join(dir, 'enospc-shim.so');
  const source = fileURLToPath(new URL('./enospc-shim.c', import.meta.url));
  try {
    execFileSync('cc', ['-shared', '-fPIC', '-O2', '-o', library, source, '-ldl'], { stdio: 'pipe' });
    return library;
  } catch {
    return undefined;
  }
}

function statfs(dir: string): { bavail: number; bsize: number } {
  const output = execFileSync('stat', ['-f', '-c', '%a %S', dir]).toString().trim().split(' ');
  return { bavail: Number(output[0]), bsize: Number(output[1]) };
}

interface Answer {
  /** When the answer came. */
  at: number;
  status: number;
  body: string;
  readings: number[];
}

/** Uploaders until stopped: a console (WU, every 100 ms) and a backfill (JSON batches of 200). */
function startUploads(url: string) {
  const answers: Answer[] = [];
  let stopped = false;
  const base = Math.floor(Date.now() / MINUTE) * MINUTE - 3 * 24 * 60 * MINUTE;
  const record = async (response: Response, readings: number[]) => {
    answers.push({ status: response.status, body: await response.text(), readings, at: Date.now() });
  };
  const console_ = (async () => {
    for (let i = 0; !stopped; i += 1) {
      const at = base + i * MINUTE;
      const query = `ID=${FAULT_STATION.reference}&PASSWORD=${FAULT_STATION.token}&dateutc=${encodeURIComponent(dateutc(at))}&tempf=${50 + (i % 20)}`;
      await record(await fetch(`${url}/weatherstation/updateweatherstation.php?${query}`), [at]);
      await sleep(100);
    }
  })();
  const backfill = (async () => {
    for (let batch = 0; !stopped; batch += 1) {
      const readings = Array.from({ length: 200 }, (_, i) => ({
        receivedAt: new Date(base - 60 * 24 * 60 * MINUTE + (batch * 200 + i) * MINUTE).toISOString(),
        temperature: 5 + (i % 10),
        humidity: 50 + (i % 40),
        pressure: 1000 + (i % 30),
      }));
      const response = await fetch(`${url}/api/weatherData/${FAULT_STATION.reference}/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${FAULT_STATION.token}` },
        body: JSON.stringify(readings),
      });
      await record(
        response,
        readings.map((r) => Date.parse(r.receivedAt)),
      );
      await sleep(50);
    }
  })();
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all([console_, backfill]);
    },
  };
}

const isRefusal = (a: Answer) => a.status === 507 || a.status === 503;
const isAck = (a: Answer) => (a.status === 200 && a.body === 'success') || a.status === 201;

describe('SQLite on a disk that fills during uploads', () => {
  let disk: SmallDisk | undefined;
  let server: ServerChild | undefined;
  afterEach(async () => {
    await server?.stop();
    disk?.release();
  });

  it('refuses with 507/503 (never success, never 500), says storage full, and recovers once space is freed', async () => {
    // FAULT_SMALL_DISK=enospc or file-limit tries the other ways where a tmpfs could be mounted.
    disk = smallDisk(process.env.FAULT_SMALL_DISK);
    await fillUnderUploads(disk);
  });

  it('refuses with 503 while the file cannot be written (an I/O error), says so in health, and recovers', async () => {
    disk = smallDisk('file-limit');
    await fillUnderUploads(disk);
  });

  async function fillUnderUploads(disk: SmallDisk) {
    const file = join(disk.dir, 'fault.db');
    const database: FaultDatabase = { dialect: 'sqlite', url: `sqlite:${file}`, file, drop: async () => {} };
    server = await startServerChild(database, FAULT_PORT + 17, {}, disk.prefix);
    const uploads = startUploads(server.url);
    await sleep(500);
    const started = Date.now();
    disk.fill();
    while (!uploads.answers.some(isRefusal) && Date.now() - started < 20_000) await sleep(50);
    const firstRefusal = uploads.answers.findIndex(isRefusal);
    expect(firstRefusal, `no refusal: ${disk.kind}`).toBeGreaterThanOrEqual(0);
    const fullAt = Date.now();
    await sleep(1000);
    const health = await fetch(`${server.url}/api/health`);
    const healthBody: unknown = await health.json();
    // A full file system (tmpfs, ENOSPC) is a 507; only the file-size limit's EFBIG is an I/O error (503).
    if (disk.kind !== 'file limit') expect(uploads.answers.some((a) => a.status === 507)).toBe(true);
    if (disk.kind === 'file limit') {
      // SQLite's I/O error: the database is unreachable for health until the next stored write.
      expect(uploads.answers.some((a) => a.status === 503)).toBe(true);
      expect(health.status).toBe(503);
      expect(healthBody).toMatchObject({
        status: 'error',
        database: 'unreachable',
        reason: expect.stringMatching(/^the database file cannot be read or written \(SQLITE_IOERR/),
      });
    } else {
      expect(health.status).toBe(503);
      expect(healthBody).toMatchObject({ status: 'error', database: 'storage full' });
    }
    const refusals = uploads.answers.filter(isRefusal);
    for (const refusal of refusals) expect(refusal.body).toContain('message');

    disk.free(server.child.pid);
    const freedAt = Date.now();
    const afterFree = uploads.answers.length;
    while (!uploads.answers.slice(afterFree).some(isAck) && Date.now() - freedAt < 15_000) await sleep(50);
    await sleep(500);
    await uploads.stop();
    const resumeMs = (uploads.answers.slice(afterFree).find(isAck)?.at ?? Number.NaN) - freedAt;
    expect(uploads.answers.slice(afterFree).some(isAck), 'uploads succeed once space is freed').toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.child.exitCode, server.output()).toBeNull();

    // Never a 500 or anything else: stored, or refused in a way the console retries.
    const odd = uploads.answers.filter((a) => !isAck(a) && !isRefusal(a));
    expect(odd.map((a) => `${a.status} ${a.body}`)).toEqual([]);
    const acknowledged = uploads.answers.filter(isAck).flatMap((a) => a.readings);
    const handle = openFaultDatabase(database);
    try {
      const stored = new Set(
        (await handle.db.selectFrom('readings').select('received_at').execute()).map((r) => r.received_at),
      );
      expect(acknowledged.filter((at) => !stored.has(at))).toEqual([]);
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
      expect(check.rows.map((row) => row.integrity_check)).toEqual(['ok']);
    } finally {
      await handle.db.destroy();
    }
    console.info(
      `disk full (${disk.kind}): ${refusals.length} uploads refused (${[...new Set(refusals.map((a) => a.status))].join('/')}) in ${freedAt - fullAt + 1000} ms, ${acknowledged.length} readings acknowledged and stored, uploads back ${resumeMs} ms after space was freed`,
    );
  }
});
