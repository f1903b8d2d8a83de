/**
 * `npm run bench:web-trace -- --pages /weather/current [--port P] [--web-dist DIR] [--out DIR]`: a Chromium
 * trace (with V8's CPU samples) of each page's cold load on bench/web.ts's throttled phone, written as
 * `<out>/<page>.json` (DevTools' Performance panel opens it), and its long tasks after the first contentful
 * paint summed up on the console: what ran in each (scripts evaluated, React's work, style and layout) and
 * the functions that took the time. The server is bench/web.ts's (a day of readings).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, request as playwrightRequest } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/fixtures/env.ts';
import { startFakeProviders } from '../e2e/fixtures/fake-providers.ts';
import { postReadings, syntheticDay } from '../e2e/fixtures/feed.ts';
import { summariseTrace, type TraceEvent } from './web-trace-summary.ts';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3395' },
    'web-dist': { type: 'string' },
    pages: { type: 'string', default: '/weather/current' },
    out: { type: 'string', default: join(tmpdir(), 'meteodeck-web-trace') },
    runs: { type: 'string', default: '1' },
  },
});
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'bench-web-station-token-0123456789';
const PROFILE = { cpuSlowdown: 4, latencyMs: 150, download: 1.6e6 / 8, upload: 750e3 / 8 };
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

async function trace(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  path: string,
): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.download,
    uploadThroughput: PROFILE.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  let lastNetworkActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    lastNetworkActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', () => {
    lastNetworkActivity = Date.now();
  });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  // Not 'networkidle': a page holding a live stream open (the about page's embedded card, once its app runs
  // early enough) never has zero connections; the wait below counts requests starting and ending instead.
  await page.goto(`${BASE}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 120_000,
  });
  while (Date.now() - lastNetworkActivity < 1_500) await page.waitForTimeout(250);
  await page.waitForTimeout(1_000);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

async function main(): Promise<void> {
  const webDist = args['web-dist'] ?? join(root, 'packages/web/dist');
  const dataDir = mkdtempSync(join(tmpdir(), 'meteodeck-web-trace-'));
  mkdirSync(args.out, { recursive: true });
  const providers = await startFakeProviders(PORT + 1);
  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
        JWT_SECRET: 'bench-web-jwt-secret-that-is-long-enough-0123',
        ADMIN_EMAIL: 'admin@bench.test',
        ADMIN_PASSWORD: 'bench-web-admin-password',
        DEFAULT_STATION_TOKEN: TOKEN,
        LOG_LEVEL: 'warn',
        OPEN_METEO_BASE_URL: `http://127.0.0.1:${PORT + 1}`,
        NOMINATIM_BASE_URL: `http://127.0.0.1:${PORT + 1}`,
        WEB_DIST_DIR: webDist,
      },
    },
  );
  try {
    await waitForServer(`${BASE}/api/weatherStation`, server);
    const api = await playwrightRequest.newContext({ baseURL: BASE });
    await postReadings(api, 'SSDP41000', syntheticDay(), TOKEN);
    await api.dispose();
    const pages = args.pages.split(',');
    for (const path of pages) await fetch(`${BASE}${path}`).then((answer) => answer.text());
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    try {
      for (const path of pages) {
        for (let run = 0; run < Number(args.runs); run += 1) {
          const events = await trace(browser, path);
          const file = join(args.out, `${path.replace(/\W+/g, '_') || 'home'}-${run}.json`);
          writeFileSync(file, JSON.stringify({ traceEvents: events }));
          console.log(`\n=== ${path} (run ${run + 1}) → ${file}`);
          console.log(summariseTrace(events));
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
    providers.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
