/**
 * Extra sensors' cost at ingestion (`--parts sensors`): Ecowitt uploads (the door a GW2000 uses) of stations
 * with the base measures only and of stations with 30 extra channels (WH31 temp1f..temp8f with
 * humidity1..8, WH51 soilmoisture1..8, WN34 tf_ch1..4, WH55 leak_ch1..2, and their batteries) on this
 * server, and, with `--sensors-baseline DIR` (a checkout of main before the extra-sensor module, its
 * node_modules installed), the plain stations on that checkout's server on a fresh database of the same
 * kind. The three loads run in rounds, one after the other in each, so the machine's load weighs on all
 * alike; each is a few consoles in parallel, each sending its uploads one after the other (as a console
 * does), sent from a child process of their own.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { BenchDatabase, Dialect } from '../bench-database.ts';
import { type BenchServer, startBenchServer } from '../server-control.ts';

/** The extra channels of a station with extra sensors: 30 values, with their batteries. */
export function extraChannels(i: number): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let ch = 1; ch <= 8; ch += 1) {
    fields[`temp${ch}f`] = (50 + ch + (i % 20) / 10).toFixed(1);
    fields[`humidity${ch}`] = String(40 + ch + (i % 30));
    fields[`batt${ch}`] = '0';
    fields[`soilmoisture${ch}`] = String(20 + ch * 5 + (i % 7));
    fields[`soilbatt${ch}`] = '1.5';
  }
  for (let ch = 1; ch <= 4; ch += 1) {
    fields[`tf_ch${ch}`] = (55 + ch + (i % 10) / 10).toFixed(1);
    fields[`tf_batt${ch}`] = '1.62';
  }
  for (let ch = 1; ch <= 2; ch += 1) {
    fields[`leak_ch${ch}`] = '0';
    fields[`leakbatt${ch}`] = '4';
  }
  return fields;
}

const CLIENT = `
const { baseUrl, stations, from, count, startMs } = JSON.parse(process.env.ECOWITT_LOAD);
const pad = (n) => String(n).padStart(2, '0');
const dateutc = (ms) => {
  const d = new Date(ms);
  return d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1) + '-' + pad(d.getUTCDate()) + ' ' +
    pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes()) + ':' + pad(d.getUTCSeconds());
};
async function console_(station) {
  let failures = 0;
  for (let i = from; i < from + count; i += 1) {
    const fields = {
      PASSKEY: 'A1B2C3D4E5F60718293A4B5C6D7E8F90', stationtype: 'GW2000A_V3.1.5', runtime: String(52311 + i),
      heap: '120044', dateutc: dateutc(startMs + i * 16000), tempinf: '70.9', humidityin: '47',
      baromrelin: '29.912', baromabsin: '29.501', tempf: (50 + (i % 40) / 2).toFixed(1),
      humidity: String(40 + (i % 50)), winddir: String(i % 360), windspeedmph: '3.36', windgustmph: '6.71',
      maxdailygust: '11.41', solarradiation: '312.40', uv: '3', rainratein: '0.000', eventrainin: '0.000',
      hourlyrainin: '0.000', dailyrainin: (Math.floor(i / 100) * 0.01).toFixed(3), weeklyrainin: '0.000',
      monthlyrainin: '0.591', yearlyrainin: '14.591', wh65batt: '0', freq: '868M', model: 'GW2000A',
      interval: '16', ...(station.extra ? station.channels(i) : {}),
    };
    const res = await fetch(baseUrl + '/ingest/ecowitt/' + station.reference + '/' + station.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    await res.text();
    if (res.status !== 200) failures += 1;
  }
  return failures;
}
(async () => {
  const started = performance.now();
  const failures = (await Promise.all(stations.map((s) => console_({ ...s, channels: CHANNELS })))).reduce(
    (a, b) => a + b,
    0,
  );
  process.stdout.write(JSON.stringify({ seconds: (performance.now() - started) / 1000, failures }));
})();
`;

interface Console {
  reference: string;
  token: string;
  extra: boolean;
}

/** Sends `count` uploads from each console (in parallel), the i-th at `startMs` + 16 s × i; wall time, s. */
function sendUploads(
  baseUrl: string,
  stations: readonly Console[],
  from: number,
  count: number,
  startMs: number,
) {
  return new Promise<number>((done, reject) => {
    const script = `const CHANNELS = ${extraChannels.toString()};\n${CLIENT}`;
    const child = spawn(process.execPath, ['-e', script], {
      env: { ...process.env, ECOWITT_LOAD: JSON.stringify({ baseUrl, stations, from, count, startMs }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        const answer = JSON.parse(output) as { seconds: number; failures: number };
        if (code !== 0 || answer.failures > 0) throw new Error(`${answer.failures} uploads failed`);
        done(answer.seconds);
      } catch (error) {
        reject(new Error(`Ecowitt load failed (${code}): ${output} ${String(error)}`));
      }
    });
  });
}

export interface SensorsLoad {
  uploads: number;
  seconds: number;
  perSecond: number;
  serverCpuMsPerUpload: number;
}

const CONSOLES = 4;
const ROUNDS = 4;
const PER_ROUND = 100;
const WARMUP = 20;
const CLOCK = Date.UTC(2030, 0, 1);
const START = Date.UTC(2029, 0, 1);

interface Target {
  name: string;
  server: BenchServer;
  consoles: Console[];
  seconds: number;
  cpuMs: number;
}

/**
 * The three loads on `dialect`: plain and extra stations on this server (one database), plain ones on the
 * baseline's server (another fresh database) when `baseline` names a checkout. Ratios of the rates.
 */
export async function runExtraSensors(
  dialect: Dialect,
  freshDatabase: (dialect: Dialect) => Promise<BenchDatabase>,
  baseline: string,
) {
  const made: Array<{ server: BenchServer; database: BenchDatabase }> = [];
  try {
    const open = async (checkout?: string) => {
      const database = await freshDatabase(dialect);
      const server = await startBenchServer(database.env, CLOCK, checkout);
      made.push({ server, database });
      const add = (
        (await import(
          checkout === undefined ? '../bench-database.ts' : resolve(checkout, 'bench/bench-database.ts')
        )) as {
          addStations: (
            env: Record<string, string>,
            s: ReadonlyArray<{ reference: string; token: string }>,
          ) => Promise<void>;
        }
      ).addStations;
      return { server, env: database.env, add };
    };
    const stations = (prefix: string, extra: boolean) =>
      Array.from({ length: CONSOLES }, (_, i) => ({
        reference: `${prefix}${i}`,
        token: `bench-${prefix}-${i}`,
        extra,
      }));
    const current = await open();
    const targets: Target[] = [
      { name: 'plain', server: current.server, consoles: stations('PLAIN', false), seconds: 0, cpuMs: 0 },
      { name: 'extra', server: current.server, consoles: stations('EXTRA', true), seconds: 0, cpuMs: 0 },
    ];
    await current.add(current.env, [...(targets[0]?.consoles ?? []), ...(targets[1]?.consoles ?? [])]);
    if (baseline !== '') {
      const base = await open(resolve(baseline));
      const consoles = stations('PLAIN', false);
      await base.add(base.env, consoles);
      targets.push({ name: 'baselinePlain', server: base.server, consoles, seconds: 0, cpuMs: 0 });
    }
    for (const target of targets) {
      await sendUploads(target.server.url, target.consoles, 0, WARMUP, START);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const cpu = await target.server.cpuMs();
        target.seconds += await sendUploads(
          target.server.url,
          target.consoles,
          WARMUP + round * PER_ROUND,
          PER_ROUND,
          START,
        );
        target.cpuMs += (await target.server.cpuMs()) - cpu;
      }
    }
    const uploads = CONSOLES * ROUNDS * PER_ROUND;
    const loads: Record<string, SensorsLoad> = {};
    for (const target of targets) {
      loads[target.name] = {
        uploads,
        seconds: Math.round(target.seconds * 100) / 100,
        perSecond: Math.round(uploads / target.seconds),
        serverCpuMsPerUpload: Math.round((target.cpuMs / uploads) * 1000) / 1000,
      };
      console.log(`${dialect} Ecowitt uploads, ${target.name}: ${JSON.stringify(loads[target.name])}`);
    }
    return { consoles: CONSOLES, rounds: ROUNDS, extraChannels: 30, loads };
  } finally {
    for (const { server, database } of made) {
      await server.close();
      await database.drop();
    }
  }
}
