/**
 * An owner imports a year of history from the command line into a station that already holds the
 * following year, while its console uploads every second (the imports' benchmark). The import runs as the
 * real `npm run import` command in a process of its own against the server's database: its readings/s
 * against the rate of importing the following year in order (same command, same run), and the slowest
 * answer to the console meanwhile.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchServer } from '../server-control.ts';
import { dateutc } from './storm.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface ImportRun {
  readings: number;
  seconds: number;
  perSecond: number;
}

export interface BackfillResult {
  source: string;
  inOrder: ImportRun;
  backfill: ImportRun;
  /** Backfill rate over in-order rate (target ≥ 0.5). */
  ratio: number;
  uploadsDuringBackfill: { n: number; maxMs: number; failures: number };
  /** Seconds the import command takes to start (subtracted from both runs). */
  commandStartSeconds: number;
}

/** Runs the import command with `args`; resolves with its wall time in seconds. */
export function runImportCommand(env: Record<string, string>, args: readonly string[]): Promise<number> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'packages/server/src/cli/import.ts', ...args],
      { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (code === 0) done((performance.now() - started) / 1000);
      else fail(new Error(`import failed (${code}): ${output.slice(-2000)}`));
    });
  });
}

/**
 * Imports `following` (the later year) in order, then `history` (the year before) while uploading every
 * second to `server`; `sourceArgs(file)` gives the import command's arguments for a file, `tiny` is a file
 * of one reading (to time the command's start).
 */
export async function runBackfill(
  server: BenchServer,
  env: Record<string, string>,
  station: { reference: string; token: string },
  files: { following: string; history: string; tiny: string; readingsEach: number; liveFromMs: number },
  sourceArgs: (file: string) => string[],
  source: string,
): Promise<BackfillResult> {
  const args = (file: string) => ['--station', station.reference, ...sourceArgs(file)];
  const start = await runImportCommand(env, args(files.tiny));
  const inOrderSeconds = (await runImportCommand(env, args(files.following))) - start;

  await server.setClock(files.liveFromMs + 3_600_000);
  const uploads: number[] = [];
  let failures = 0;
  let importing = true;
  const uploader = async () => {
    for (let i = 0; importing; i += 1) {
      const started = performance.now();
      const res = await fetch(
        `${server.url}/weatherstation/updateweatherstation.php?ID=${station.reference}&PASSWORD=${station.token}` +
          `&dateutc=${dateutc(files.liveFromMs + i * 1000)}&tempf=51.2&humidity=60&baromin=29.92&dailyrainin=0`,
      );
      const text = await res.text();
      uploads.push(performance.now() - started);
      if (res.status !== 200 || text !== 'success') failures += 1;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
    }
  };
  const uploading = uploader();
  const backfillSeconds =
    (await runImportCommand(env, args(files.history)).finally(() => {
      importing = false;
    })) - start;
  await uploading;
  const run = (seconds: number): ImportRun => ({
    readings: files.readingsEach,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round(files.readingsEach / seconds),
  });
  const inOrder = run(inOrderSeconds);
  const backfill = run(backfillSeconds);
  return {
    source,
    inOrder,
    backfill,
    ratio: Math.round((backfill.perSecond / inOrder.perSecond) * 100) / 100,
    uploadsDuringBackfill: { n: uploads.length, maxMs: Math.round(Math.max(...uploads) * 10) / 10, failures },
    commandStartSeconds: Math.round(start * 10) / 10,
  };
}
