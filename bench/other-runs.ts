/**
 * The runs of `npm run bench` besides the main one (bench.ts): the backfill of a WeeWX archive, the extra
 * sensors' ingestion with its targets, and two server processes on one PostgreSQL database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ArchiveRow,
  createWeewxArchive,
  METRICWX,
  writeArchiveRows,
} from '../packages/server/test/weewx-archive.ts';
import { addStation, type Dialect, freshDatabase, STATION, TOKEN } from './bench-database.ts';
import { generatedReadings } from './datasets.ts';
import { runBackfill } from './scenarios/backfill.ts';
import { runExtraSensors } from './scenarios/extra-sensors.ts';
import { runTwoProcesses } from './scenarios/two-processes.ts';
import { startBenchServer } from './server-control.ts';
import { checkSensorTargets } from './targets.ts';

const MINUTES_PER_YEAR = 525_960; // 365.25 days
const LOADING_NOW = Date.UTC(2100, 0, 1);

/**
 * Writes `count` 1-minute readings from `fromMs` as a WeeWX archive (`wview_extended`, METRICWX units, each
 * row stamped at the end of its minute, rain per interval from the generated counter) at `path`.
 */
function writeWeewxArchive(path: string, fromMs: number, count: number, seed: number): void {
  const rows: ArchiveRow[] = [];
  let counter: number | undefined;
  for (const r of generatedReadings(fromMs, count, 60_000, seed)) {
    const total = r.rainTotal ?? 0;
    rows.push({
      dateTime: Date.parse(r.receivedAt) / 1000,
      usUnits: METRICWX,
      interval: 1,
      outTemp: r.temperature ?? null,
      outHumidity: r.humidity ?? null,
      barometer: r.relativePressure ?? null,
      windSpeed: r.windSpeed ?? null,
      windGust: r.windGust ?? null,
      windDir: r.windDirection ?? null,
      rain: counter === undefined || total < counter ? 0 : total - counter,
      radiation: r.solarRadiation ?? null,
      UV: r.uv ?? null,
      pm2_5: r.pm25 ?? null,
    });
    counter = total;
  }
  writeArchiveRows(path, rows);
}

export async function backfillRun(dialect: Dialect) {
  const database = await freshDatabase(dialect);
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-bench-files-'));
  const history = Date.UTC(2024, 0, 1);
  const following = history + MINUTES_PER_YEAR * 60_000;
  const liveFromMs = following + MINUTES_PER_YEAR * 60_000;
  const server = await startBenchServer(database.env, liveFromMs + 3_600_000);
  try {
    const files = {
      history: createWeewxArchive(dir, 'wview_extended', 'history.sdb'),
      following: createWeewxArchive(dir, 'wview_extended', 'following.sdb'),
      tiny: createWeewxArchive(dir, 'wview_extended', 'tiny.sdb'),
      readingsEach: MINUTES_PER_YEAR,
      liveFromMs,
    };
    writeWeewxArchive(files.history, history, MINUTES_PER_YEAR, 7);
    writeWeewxArchive(files.following, following, MINUTES_PER_YEAR, 8);
    writeWeewxArchive(files.tiny, history - 3_600_000, 1, 9);
    const result = await runBackfill(
      server,
      database.env,
      { reference: STATION, token: TOKEN },
      files,
      (file) => ['--weewx', file],
      'WeeWX archive (wview_extended, METRICWX), 1-minute, one year each',
    );
    console.log(`${dialect} backfill: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The extra sensors' ingestion (scenarios/extra-sensors.ts) with its targets; `--sensors-baseline DIR`: the
 * checkout of the build before the extra sensors whose plain stations are measured beside.
 */
export async function sensorsRun(dialect: Dialect, sensorsBaseline: string) {
  const result = await runExtraSensors(dialect, freshDatabase, sensorsBaseline);
  return { ...result, targets: checkSensorTargets(dialect, result.loads) };
}

export async function twoProcessRun() {
  const database = await freshDatabase('postgres');
  const liveFromMs = Date.UTC(2026, 0, 1);
  const second = { reference: 'BENCHB', token: 'bench-second-station-token' };
  const a = await startBenchServer(database.env, LOADING_NOW);
  const b = await startBenchServer(database.env, LOADING_NOW);
  try {
    await addStation(database.env, second.reference, second.token);
    const count = 200_000;
    const from = Date.UTC(2020, 0, 1);
    const result = await runTwoProcesses(
      a,
      b,
      { first: { reference: STATION, token: TOKEN }, second },
      {
        first: generatedReadings(from, count, 60_000, 1),
        second: generatedReadings(from, count, 60_000, 2),
        readings: 2 * count,
      },
      liveFromMs,
    );
    console.log(`two processes: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await a.close();
    await b.close();
    await database.drop();
  }
}
