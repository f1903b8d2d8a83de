/**
 * The demo's year of real history: the Falkensee 2019 readings (demo-data/, CC-BY-4.0, Markus Birth,
 * pywws-data-falkensee) imported into a station through the CSV importer, each reading moved by whole years
 * into the year before today: its date and time of day stay true, so seasons and nights fall where they
 * did (22 May is a May day, not a late-June one). Solar radiation, UV, soil temperature, leaf wetness and
 * PM2.5, which the station never measured, are simulated from the real readings and the sun. The hours
 * left between the last moved reading and now are filled by the simulator's catch-up, which starts from
 * that reading. Done once per database: a `settings` key remembers it.
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
import type { UploadStation } from '../modules/readings/doors/station-credentials.ts';
import type { ReadingsService } from '../modules/readings/ingest/readings.service.ts';
import type { SettingsRepository } from '../modules/settings/settings.repository.ts';
import { createExtras, EXTRA_SERIES, FALKENSEE_SITE } from './falkensee-extras.ts';

/** The shipped data file, found from src/demo (tsx) as well as dist/demo (build). */
export const FALKENSEE_2019_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../demo-data/falkensee-2019.csv.gz',
);

/** The credit the licence requires wherever the data is shown or shipped. */
export const FALKENSEE_CREDIT = 'Wetterdaten: Markus Birth, pywws-data-falkensee, CC-BY-4.0';

/** `settings` key set once the year has been imported (its value: when, and the years it was moved by). */
export const FALKENSEE_IMPORTED_KEY = 'demo.falkensee2019.imported';

export interface FalkenseeImport {
  /** false when the settings key says it was done before, or when `skipped` says why not (nothing stored). */
  imported: boolean;
  skipped?: string;
  /** The years the readings were moved to: last year's part and this year's. */
  years?: readonly number[];
  report?: ImportReport;
  /** Wall time of the import, seconds. */
  seconds?: number;
}

/**
 * The instant `at` moved by whole years so that it falls within the year before `nowMs` (nowMs − 1 year,
 * nowMs]: its month, day and time of day stay as they were, so seasons and nights stay true. A 29 February
 * that lands in a year without one has no place and gives null (the reading is left out).
 */
export function yearShifted(at: number, nowMs: number): number | null {
  const source = new Date(at);
  const now = new Date(nowMs);
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() - 1]) {
    const moved = new Date(at);
    moved.setUTCFullYear(year);
    // setUTCFullYear turns 29 February of a year without one into 1 March.
    if (moved.getUTCMonth() !== source.getUTCMonth()) return null;
    if (moved.getTime() <= nowMs) return moved.getTime();
  }
  return null;
}

/** Columns the Falkensee station never measured; the demo simulates them (falkensee-extras.ts). */
const EXTRA_COLUMNS = EXTRA_SERIES.join(',');

/**
 * Copies `source` (CSV, optionally gzipped) to `target` (plain CSV) with each `received_at` moved by
 * `shift` (null leaves the row out), in time order of the new instants, each row extended by the series
 * `extras` simulates for it. Other columns are copied untouched; unreadable dates are kept as they are, for
 * the importer to reject and count.
 */
export async function writeShiftedCsv(
  source: string,
  target: string,
  shift: (at: number) => number | null,
  extras: (row: ReadonlyMap<string, string>, at: number) => readonly string[] = () =>
    EXTRA_SERIES.map(() => ''),
): Promise<void> {
  const raw = createReadStream(source);
  const lines = createInterface({
    input: source.endsWith('.gz') ? raw.pipe(createGunzip()) : raw,
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let header: string[] | undefined;
  const rows: { at: number; fields: string[] }[] = [];
  for await (const line of lines) {
    if (header === undefined) {
      header = line.split(',');
      continue;
    }
    if (line.trim() === '') continue;
    const fields = line.split(',');
    const column = header.indexOf('received_at');
    const at = Date.parse(fields[column] ?? '');
    if (!Number.isFinite(at)) {
      rows.push({ at: Number.POSITIVE_INFINITY, fields });
      continue;
    }
    const moved = shift(at);
    if (moved === null) continue;
    fields[column] = new Date(moved).toISOString();
    rows.push({ at: moved, fields });
  }
  const names = header ?? [];
  // Stable: rows of one instant keep their order; unreadable ones go last.
  rows.sort((a, b) => a.at - b.at);
  const out = createWriteStream(target);
  const write = async (text: string) => {
    if (!out.write(`${text}\n`)) await once(out, 'drain');
  };
  await write(`${names.join(',')},${EXTRA_COLUMNS}`);
  for (const row of rows) {
    const byName = new Map(names.map((name, i) => [name, row.fields[i] ?? '']));
    const simulated = Number.isFinite(row.at) ? extras(byName, row.at) : EXTRA_SERIES.map(() => '');
    await write(`${row.fields.join(',')},${simulated.join(',')}`);
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
 * Imports `file` into `station` once, each reading moved by whole years into the year before
 * `clock.now()` (yearShifted), with the series the station never measured simulated (falkensee-extras.ts).
 * Later calls see the settings key and return `{ imported: false }`.
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
  const year = new Date(started).getUTCFullYear();
  const years = [year - 1, year];
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-demo-'));
  try {
    const shifted = join(dir, 'shifted.csv');
    await writeShiftedCsv(file, shifted, (at) => yearShifted(at, started), createExtras(FALKENSEE_SITE));
    const source = await openCsvFile(shifted, deps.station.timezone);
    const report = await runImport({ readings: deps.readings, station: deps.station, source }).finally(() =>
      source.close(),
    );
    await deps.settings.getOrCreate(
      FALKENSEE_IMPORTED_KEY,
      JSON.stringify({ at: new Date(started).toISOString(), years, rows: report.rows }),
    );
    return { imported: true, years, report, seconds: (performance.now() - timer) / 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
