/**
 * The demo's year of real history: the Falkensee 2019 readings (demo-data/, CC-BY-4.0, Markus Birth,
 * pywws-data-falkensee) imported into a station through the CSV importer, every timestamp moved forward by a
 * whole number of days so that the year ends today. Whole days keep each reading at its time of day, so
 * nights stay nights on the charts; the hours left between the last shifted reading and now are filled by
 * the simulator's catch-up. Done once per database: a `settings` key remembers it.
 */

import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import type { Clock } from '../clock.ts';
import { openCsvFile } from '../modules/imports/csv.source.ts';
import { type ImportReport, runImport } from '../modules/imports/importer.ts';
import type { ReadingsService } from '../modules/readings/readings.service.ts';
import type { UploadStation } from '../modules/readings/station-credentials.ts';
import type { SettingsRepository } from '../modules/settings/settings.repository.ts';

/** The shipped data file, found from src/demo (tsx) as well as dist/demo (build). */
export const FALKENSEE_2019_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../demo-data/falkensee-2019.csv.gz',
);

/** The credit the licence requires wherever the data is shown or shipped. */
export const FALKENSEE_CREDIT = 'Wetterdaten: Markus Birth, pywws-data-falkensee, CC-BY-4.0';

/** `settings` key set once the year has been imported (its value: when, and the shift in days). */
export const FALKENSEE_IMPORTED_KEY = 'demo.falkensee2019.imported';

const DAY_MS = 86_400_000;

export interface FalkenseeImport {
  /** false when the settings key says it was done before, or when `skipped` says why not (nothing stored). */
  imported: boolean;
  skipped?: string;
  /** Whole days added to every timestamp. */
  shiftDays?: number;
  report?: ImportReport;
  /** Wall time of the import, seconds. */
  seconds?: number;
}

/**
 * Copies `source` (CSV, optionally gzipped) to `target` (plain CSV) with `received_at` moved by `shiftMs`,
 * line by line. Other columns are copied untouched; unreadable dates are kept as
 * they are, for the importer to reject and count.
 */
export async function writeShiftedCsv(source: string, target: string, shiftMs: number): Promise<void> {
  const raw = createReadStream(source);
  const lines = createInterface({
    input: source.endsWith('.gz') ? raw.pipe(createGunzip()) : raw,
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const out = createWriteStream(target);
  let column = -1;
  for await (const line of lines) {
    let text = line;
    if (column < 0) {
      column = line.split(',').indexOf('received_at');
    } else if (line.trim() !== '') {
      const fields = line.split(',');
      const at = Date.parse(fields[column] ?? '');
      if (Number.isFinite(at)) {
        fields[column] = new Date(at + shiftMs).toISOString();
        text = fields.join(',');
      }
    }
    if (!out.write(`${text}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** The newest `received_at` of a CSV file (epoch ms); undefined when it has none. */
export async function lastReceivedAt(file: string): Promise<number | undefined> {
  const raw = createReadStream(file);
  const lines = createInterface({
    input: file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw,
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let column = -1;
  let newest: number | undefined;
  for await (const line of lines) {
    if (column < 0) {
      column = line.split(',').indexOf('received_at');
      continue;
    }
    const at = Date.parse(line.split(',')[column] ?? '');
    if (Number.isFinite(at) && (newest === undefined || at > newest)) newest = at;
  }
  return newest;
}

/**
 * Imports `file` into `station` once, shifted by the whole days that bring its newest reading to within
 * the last 24 hours before `clock.now()`. Later calls see the settings key and return `{ imported: false }`.
 */
export async function importFalkenseeOnce(deps: {
  readings: ReadingsService;
  settings: SettingsRepository;
  station: UploadStation;
  clock: Clock;
  file?: string;
}): Promise<FalkenseeImport> {
  if ((await deps.settings.find(FALKENSEE_IMPORTED_KEY)) !== undefined) return { imported: false };
  const file = deps.file ?? FALKENSEE_2019_FILE;
  const started = deps.clock.now();
  const timer = performance.now();
  const newest = await lastReceivedAt(file);
  if (newest === undefined) throw new Error(`${file} holds no reading`);
  const shiftDays = Math.max(0, Math.floor((started - newest) / DAY_MS));
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-demo-'));
  try {
    const shifted = join(dir, 'shifted.csv');
    await writeShiftedCsv(file, shifted, shiftDays * DAY_MS);
    const source = await openCsvFile(shifted);
    const report = await runImport({ readings: deps.readings, station: deps.station, source }).finally(() =>
      source.close(),
    );
    await deps.settings.getOrCreate(
      FALKENSEE_IMPORTED_KEY,
      JSON.stringify({ at: new Date(started).toISOString(), shiftDays, rows: report.rows }),
    );
    return { imported: true, shiftDays, report, seconds: (performance.now() - timer) / 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
