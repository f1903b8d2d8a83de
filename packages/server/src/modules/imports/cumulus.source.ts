/**
 * A CumulusMX data folder as an import source: its monthly log files (`MMMyylog.txt` of Cumulus 1 and MX 3,
 * `yyyyMMlog.txt` of MX 4 and 5; line format in cumulus-log.ts), read in time order, in the units of the
 * station's Cumulus.ini (or the owner's flags). Times of v3/v4 lines are the station's local time, read in
 * the meteodeck station's time zone (a wall time that occurs twice when clocks go back is the one after the
 * line before); v5 lines carry their instant.
 *
 * What each line gives (field positions in cumulus-log.ts): temperature, humidity, dew point, the average
 * wind speed with the average bearing (0 is CumulusMX's calm: no direction), the highest gust of the last ten
 * minutes (else the current gust), rain rate, sea-level pressure, inside temperature and humidity, UV and
 * solar radiation. Rain per line is the rise of the station's rain counter times the gauge calibration
 * (RainMult), which is how CumulusMX computes its own daily rain; where the counter is missing or went back
 * (a new console) it is the rise of "rain today", or all of it after a rollover.
 *
 * The folder's `dayfile.txt` (cumulus-dayfile.ts), when there is one, gives each day's highs and lows with
 * their times (dayExtremes: kept as the days' extremes, readings/imported-extremes.ts); a day it holds and
 * the logs do not (a folder without logs, years whose logs are gone) is imported as readings at its
 * extremes' times and one carrying its rain, after the logs' rows. The days it and the logs disagree on are
 * reported (cumulus-agreement.ts).
 *
 * The folder's `alltime.ini` and `monthlyalltime.ini` (cumulus-records.ts), the records CumulusMX shows and
 * its owner may have corrected, become authoritative extremes of the days they fall in (over the dayfile's
 * and the readings'), so the imported station's records read as CumulusMX showed them.
 */

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { CUMULUS_LOG_MEASURES, rainFromCounterStep } from '@meteodeck/weather';
import { type CanonicalReading, emptyReading } from '../readings/index.ts';
import { createLogDays } from './cumulus-agreement.ts';
import { DAYFILE_NAME, type DayfileDay, dayfileExtremes, dayfileRows } from './cumulus-dayfile.ts';
import { extraLogsByMonth, monthOf, readExtraLog, withSensors } from './cumulus-extra-log.ts';
import {
  CUMULUS_READ_FIELDS,
  CUMULUS_UNMAPPED_FIELDS,
  type CumulusLayout,
  type CumulusLine,
  cumulusNumber,
  detectCumulusLayout,
  CUMULUS_FIELD as F,
  splitCumulusLine,
} from './cumulus-log.ts';
import {
  ALLTIME_NAME,
  type CumulusRecord,
  MAX_REPORTED_RECORD_NOTES,
  MONTHLY_ALLTIME_NAME,
  placeRecords,
  type RecordNote,
  readCumulusRecords,
} from './cumulus-records.ts';
import {
  type CumulusIniValues,
  type CumulusSettings,
  type CumulusUnits,
  conversionOf,
  cumulusConversions,
  cumulusSettings,
  readCumulusIni,
} from './cumulus-settings.ts';
import { createMeteoDay, createMeteoDayStart, createWallTimeReader } from './cumulus-time.ts';
import { ImportFileError, type ImportSource, type SourceChecks, type SourceRow } from './import-source.ts';
import { createDayCloser } from './interval-records.ts';
import { cumulusColumns } from './source-units.ts';
import {
  fileLines,
  listFolderFiles,
  listZipFiles,
  looksLikeZip,
  readSmallText,
  type TextFile,
} from './text-files.ts';

/** Monthly log names: `Nov23log.txt` (month name in the machine's language) or `202311log.txt`. */
const LOG_NAME = /^(?:\D+\d{2}|\d{6})log\.txt$/i;
const INI_NAME = /^cumulus\.ini$/i;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A log file with where its lines start in time, for ordering the files. */
interface LogFile {
  file: TextFile;
  firstAt: number;
}

/** The first line's instant of a file (local times read as UTC: enough to order months); undefined if none. */
async function firstLineOrder(file: TextFile): Promise<number | undefined> {
  let read = 0;
  for await (const line of fileLines(file)) {
    read += 1;
    if (read > 20) return undefined;
    const layout = detectCumulusLayout(line);
    if (layout === undefined) continue;
    const parsed = splitCumulusLine(line, layout);
    if (typeof parsed === 'string') continue;
    const t = parsed.time;
    return 'instantMs' in t
      ? t.instantMs
      : Date.UTC(t.wall.year, t.wall.month - 1, t.wall.day, t.wall.hour, t.wall.minute);
  }
  return undefined;
}

/** Orders the monthly logs of `files` by their first line. */
async function orderLogs(files: readonly TextFile[]): Promise<LogFile[]> {
  const logs: LogFile[] = [];
  for (const file of files.filter((f) => LOG_NAME.test(f.name))) {
    const firstAt = /^\d{6}log/i.test(file.name)
      ? Date.UTC(Number(file.name.slice(0, 4)), Number(file.name.slice(4, 6)) - 1, 1)
      : await firstLineOrder(file);
    if (firstAt !== undefined) logs.push({ file, firstAt });
  }
  return logs.sort((a, b) => a.firstAt - b.firstAt);
}

/** Options of a CumulusMX import: units the owner states (they win over Cumulus.ini). */
export interface CumulusOptions {
  units?: Partial<CumulusUnits>;
  /** The station's day start (0, 7 or 9): a line stamped then closes the day before (interval-records.ts). */
  dayStartHour?: number;
}

/**
 * Opens a CumulusMX data folder, or a zip of one, at `path` for a station in `timeZone`. Cumulus.ini is
 * looked for in the folder, its parent (a CumulusMX install keeps it beside `data/`), or anywhere in the zip.
 * Throws ImportFileError when there is neither a monthly log nor a dayfile, or a unit is known neither from Cumulus.ini nor from
 * `options.units`.
 */
export async function openCumulusData(
  path: string,
  timeZone: string,
  options: CumulusOptions = {},
): Promise<ImportSource> {
  const isFolder = (await stat(path)).isDirectory();
  let files: TextFile[];
  let closeZip = () => {};
  if (isFolder) {
    files = await listFolderFiles(path);
    const besideData = join(dirname(resolve(path)), 'Cumulus.ini');
    if (!files.some((f) => INI_NAME.test(f.name)) && (await isFile(besideData))) {
      files.push({
        name: 'Cumulus.ini',
        path: besideData,
        size: 0,
        open: async () => createReadStream(besideData),
      });
    }
  } else {
    if (!(await looksLikeZip(path))) {
      throw new ImportFileError(
        "Ce fichier n'est pas une archive zip : un dossier de données CumulusMX zippé est attendu",
      );
    }
    const zip = await listZipFiles(path);
    files = zip.files;
    closeZip = zip.close;
  }
  try {
    const iniFile = files.find((f) => INI_NAME.test(f.name));
    const ini: CumulusIniValues | undefined =
      iniFile === undefined ? undefined : readCumulusIni(await readSmallText(iniFile));
    const settings = cumulusSettings(ini, options.units ?? {});
    const logs = await orderLogs(files);
    const dayfile = files.find((f) => DAYFILE_NAME.test(f.name));
    if (logs.length === 0 && dayfile === undefined) {
      throw new ImportFileError(
        'Aucun fichier journal CumulusMX (MMMaalog.txt ou aaaammlog.txt) ni dayfile.txt dans ce dossier ou cette archive',
      );
    }
    const extraLogs = extraLogsByMonth(files);
    const records = await readRecordFiles(files);
    return createSource(
      { logs, dayfile, extraLogs, ...records },
      timeZone,
      settings,
      closeZip,
      options.dayStartHour,
    );
  } catch (error) {
    closeZip();
    throw error;
  }
}

/** The least nested file of `files` named `name` (not a copy in a backup folder). */
function shallowest(files: readonly TextFile[], name: RegExp): TextFile | undefined {
  const depth = (f: TextFile) => f.path.split(/[\\/]/).length;
  return files.filter((f) => name.test(f.name)).sort((a, b) => depth(a) - depth(b))[0];
}

/** The records of monthlyalltime.ini then alltime.ini (so the all-time ones win), and what is not kept. */
async function readRecordFiles(
  files: readonly TextFile[],
): Promise<{ records: CumulusRecord[]; recordNotes: RecordNote[] }> {
  const records: CumulusRecord[] = [];
  const recordNotes: RecordNote[] = [];
  for (const name of [MONTHLY_ALLTIME_NAME, ALLTIME_NAME]) {
    const file = shallowest(files, name);
    if (file === undefined) continue;
    const read = readCumulusRecords(await readSmallText(file), basename(file.name));
    records.push(...read.records);
    recordNotes.push(...read.notes);
  }
  return { records, recordNotes };
}

/** What the rain of a line is worked out from: the line before it. */
interface RainState {
  counter: number | null;
  today: number | null;
  meteoDay: string;
}

/** What the summary says of the records (alltime.ini's notes first: monthlyalltime.ini's could fill it). */
function recordChecks(
  placed: { applied: number; notes: readonly RecordNote[] },
  recordNotes: readonly RecordNote[],
): Pick<SourceChecks, 'recordsApplied' | 'recordsSkipped'> {
  const monthly = (note: RecordNote) => Number(/^monthlyalltime\.ini/i.test(note.at));
  const skipped = [...recordNotes, ...placed.notes].sort((a, b) => monthly(a) - monthly(b));
  return { recordsApplied: placed.applied, recordsSkipped: skipped.slice(0, MAX_REPORTED_RECORD_NOTES) };
}

/** What a CumulusMX folder holds for the import. */
interface CumulusFiles {
  logs: readonly LogFile[];
  dayfile: TextFile | undefined;
  /** The extra sensors' logs by month (`202403`: cumulus-extra-log.ts). */
  extraLogs: ReadonlyMap<string, TextFile>;
  records: readonly CumulusRecord[];
  recordNotes: readonly RecordNote[];
}

function createSource(
  { logs, dayfile, extraLogs, records, recordNotes }: CumulusFiles,
  timeZone: string,
  settings: CumulusSettings,
  closeZip: () => void,
  dayStartHour = 0,
): ImportSource {
  const convert = cumulusConversions(settings.units);
  const wallTime = createWallTimeReader(timeZone);
  const meteoDay = createMeteoDay(timeZone, settings);
  const closeDay = createDayCloser(timeZone, dayStartHour);
  const dayfileContext = { wallTime, dayStart: createMeteoDayStart(timeZone, settings), convert };
  const unmapped = new Set<string>();
  const fileCount = logs.length + (dayfile === undefined ? 0 : 1);
  /** The meteorological days the logs hold lines of. */
  const loggedDays = new Set<string>();
  let days: DayfileDay[] | undefined;
  const logDays = createLogDays();
  const checks: SourceChecks = {
    recordsApplied: 0,
    recordsSkipped: [],
    disagreementCount: 0,
    disagreements: [],
  };
  let filesDone = 0;
  let fileFraction = 0;
  let previousAt = Number.NEGATIVE_INFINITY;
  let rainBefore: RainState | undefined;

  /** Rain of the interval ending with this line, mm (see the module comment); null when unknown. */
  const rainOf = (now: RainState): number | null => {
    const before = rainBefore;
    rainBefore = now;
    if (before === undefined) return null;
    if (now.counter !== null && before.counter !== null && now.counter >= before.counter) {
      return convert.rain((now.counter - before.counter) * settings.rainMultiplier);
    }
    if (now.today === null) return null;
    // After a rollover "rain today" counts from zero again; within the day it moves as a counter does.
    const sameDay = before.meteoDay === now.meteoDay && before.today !== null;
    return convert.rain(sameDay ? rainFromCounterStep(before.today ?? 0, now.today).rainMm : now.today);
  };

  const toReading = (line: CumulusLine, layout: CumulusLayout, at: number): CanonicalReading | string => {
    const value = (index: number) => cumulusNumber(line, index, layout);
    const numbers = new Map<number, number | null>();
    for (const index of CUMULUS_READ_FIELDS) {
      const n = value(index);
      if (n !== null && !Number.isFinite(n))
        return `champ ${index} : valeur numérique attendue (${line.fields[index]})`;
      numbers.set(index, n);
    }
    for (const [index, name] of CUMULUS_UNMAPPED_FIELDS)
      if ((line.fields[index]?.trim() ?? '') !== '') unmapped.add(name);
    const get = (index: number) => numbers.get(index) ?? null;
    logDays.add(meteoDay(at), meteoDay(at - 1), get);
    const map = (index: number, to: (v: number) => number) => {
      const n = get(index);
      return n === null ? null : to(n);
    };
    const reading = emptyReading(closeDay(at));
    // The catalogue's fields, each in the station's unit of its quantity; then what the log writes its way.
    for (const { kind, index, quantity } of CUMULUS_LOG_MEASURES)
      reading[kind] = map(index, conversionOf(convert, quantity));
    reading.windGust ??= map(F.currentGust, convert.wind);
    // A bearing of 0 is CumulusMX's calm: no direction.
    if (reading.windDirection === 0) reading.windDirection = null;
    reading.rain = rainOf({ counter: get(F.rainCounter), today: get(F.rainToday), meteoDay: meteoDay(at) });
    return reading;
  };

  async function* linesOf(log: LogFile): AsyncGenerator<SourceRow> {
    const name = basename(log.file.name);
    const size = Math.max(1, log.file.size);
    let layout: CumulusLayout | undefined;
    let i = -1;
    const extraContext = { convert, laserUnit: settings.laserUnit, wallTime };
    const extra = await readExtraLog(extraLogs.get(monthOf(log.firstAt)), extraContext);
    for await (const text of fileLines(log.file, (bytes) => {
      fileFraction = Math.min(1, bytes / size);
    })) {
      i += 1;
      if (text.trim() === '') continue;
      layout ??= detectCumulusLayout(text);
      const where = `${name}:${i + 1}`;
      if (layout === undefined) {
        yield { at: where, item: { reason: "ligne illisible : ce n'est pas un journal CumulusMX" } };
        continue;
      }
      const line = splitCumulusLine(text, layout);
      if (typeof line === 'string') {
        yield { at: where, item: { reason: line } };
        continue;
      }
      const at = 'instantMs' in line.time ? line.time.instantMs : wallTime(line.time.wall, previousAt);
      const label = `${where} (${line.label.trim()})`;
      const reading = toReading(line, layout, at);
      if (typeof reading === 'string') {
        yield { at: label, item: { reason: reading } };
        continue;
      }
      previousAt = at;
      // The stored instant: a line at midnight closes the day before (interval-records.ts).
      loggedDays.add(meteoDay(reading.receivedAt));
      yield withSensors({ at: label, item: { reading } }, extra.get(at));
    }
  }

  return {
    kind: 'cumulus',
    async *rows() {
      for (const log of logs) {
        yield* linesOf(log);
        filesDone += 1;
        fileFraction = 0;
      }
      if (dayfile === undefined) return;
      days = [];
      yield* dayfileRows(dayfile, dayfileContext, { days, loggedDays }, (fraction) => {
        fileFraction = fraction;
      });
    },
    progress: () => Math.min(1, (filesDone + fileFraction) / fileCount),
    async dayExtremes() {
      const read = days ?? [];
      const covered = new Set([...loggedDays, ...read.map((d) => d.meteoDay)]);
      const context = { timeZone, wallTime, meteoDay, covered, convert };
      const placed = placeRecords(dayfileExtremes(read, timeZone), records, context);
      Object.assign(checks, recordChecks(placed, recordNotes), logDays.compare(read, settings.units));
      return placed.days;
    },
    checks: () => checks,
    columns: () => cumulusColumns(settings.units),
    unmappedColumns: () => [...unmapped],
    async close() {
      closeZip();
    },
  };
}
