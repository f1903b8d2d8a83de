/**
 * What a cached answer costs meteodeck against the framework's own cost (`npm run bench:http`; about a
 * minute). The real server on a fresh SQLite file, fed one reading, answers `currentData/detail`; a bare
 * Fastify of the same version (bench/bare-fastify.ts) serves the very same bytes from memory; nginx serves
 * them from a file. wrk (Debian's package: `apt-get install wrk`; one thread, 32 connections) loads each in
 * turn, ROUNDS times interleaved so a busy machine weighs on all three alike, and the medians are compared:
 * the target is meteodeck ≥ 0.5x bare Fastify. Writes bench/results-http.json.
 */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './server-control.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RATIO = 0.5;
const TOKEN = 'bench-http-token-0123456789';
const PATH = '/api/weatherData/SSDP41000/currentData/detail';

function wrk(url: string): number {
  const out = execFileSync('wrk', ['-t1', '-c32', `-d${SECONDS}s`, url], { encoding: 'utf8' });
  const match = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (match?.[1] === undefined) throw new Error(`wrk printed no rate:\n${out}`);
  return Number(match[1]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function startBare(bodyFile: string): Promise<{ url: string; child: ChildProcess }> {
  const script = fileURLToPath(new URL('./bare-fastify.ts', import.meta.url));
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_BODY_FILE: bodyFile },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve({ url: m.url, child }));
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
}

async function startNginx(dir: string, bodyFile: string, port: number): Promise<ChildProcess> {
  const root = join(dir, 'www');
  mkdirSync(join(root, 'api/weatherData/SSDP41000/currentData'), { recursive: true });
  writeFileSync(join(root, PATH), execFileSync('cat', [bodyFile]));
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/tmp;\n  proxy_temp_path ${dir}/tmp;\n  fastcgi_temp_path ${dir}/tmp;\n  uwsgi_temp_path ${dir}/tmp;\n  scgi_temp_path ${dir}/tmp;\n  default_type application/json;\n  server { listen 127.0.0.1:${port}; root ${root}; }\n}\n`,
  );
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${PATH}`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('nginx did not serve the file');
}

async function main(): Promise<void> {
  if (!existsSync('/usr/bin/wrk')) throw new Error('bench:http needs wrk: apt-get install wrk');
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-bench-http-'));
  const now = Date.now();
  const server = await startBenchServer(
    { DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`, DEFAULT_STATION_TOKEN: TOKEN },
    now,
  );
  const upload = await fetch(
    `${server.url}/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=now&tempf=50&humidity=80&baromin=30.1&windspeedmph=5&windgustmph=9&winddir=180&dailyrainin=0.1`,
  );
  if ((await upload.text()) !== 'success') throw new Error('the reading was refused');
  const bytes = Buffer.from(await (await fetch(`${server.url}${PATH}`)).arrayBuffer());
  const bodyFile = join(dir, 'detail.json');
  writeFileSync(bodyFile, bytes);
  const bare = await startBare(bodyFile);
  const nginxPort = 20_000 + Math.floor(Math.random() * 20_000);
  const nginx = existsSync('/usr/sbin/nginx') ? await startNginx(dir, bodyFile, nginxPort) : undefined;
  const targets: Array<[string, string]> = [
    ['meteodeck', `${server.url}${PATH}`],
    ['bareFastify', `${bare.url}${PATH}`],
    ...(nginx ? ([['nginx', `http://127.0.0.1:${nginxPort}${PATH}`]] as Array<[string, string]>) : []),
  ];
  const rates: Record<string, number[]> = {};
  try {
    for (const [, url] of targets) wrk(url); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of targets) {
        const list = rates[name] ?? [];
        list.push(wrk(url));
        rates[name] = list;
      }
    }
  } finally {
    await server.close();
    bare.child.kill();
    nginx?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  const medians = Object.fromEntries(
    Object.entries(rates).map(([name, list]) => [name, Math.round(median(list))]),
  );
  const ratio = Math.round(((medians.meteodeck ?? 0) / (medians.bareFastify ?? 1)) * 100) / 100;
  const result = {
    measuredAt: new Date().toISOString(),
    bytes: bytes.length,
    rounds: ROUNDS,
    secondsPerRun: SECONDS,
    requestsPerSecond: rates,
    medians,
    currentDataVsBareFastify: { ratio, target: `>= ${TARGET_RATIO}`, pass: ratio >= TARGET_RATIO },
  };
  writeFileSync(new URL('./results-http.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `currentData/detail (${bytes.length} bytes): meteodeck ${medians.meteodeck} req/s, bare Fastify ${medians.bareFastify} req/s` +
      (medians.nginx === undefined ? '' : `, nginx ${medians.nginx} req/s`),
  );
  console.log(`ratio ${ratio} (target >= ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
}

await main();
