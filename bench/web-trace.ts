/**
 * `npm run bench:web-trace -- --pages /weather/current [--port P] [--web-dist DIR] [--out DIR]`: a Chromium
 * trace (with V8's CPU samples) of each page's cold load on bench/web.ts's throttled phone, written as
 * `<out>/<page>.json` (DevTools' Performance panel opens it), and its long tasks after the first contentful
 * paint summed up on the console: what ran in each (scripts evaluated, React's work, style and layout) and
 * the functions that took the time. The server is bench/web.ts's (a day of readings).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/fixtures/env.ts';
import { PROFILE, startPageServer, throttle, untilFirstPaint } from './web-phone.ts';
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

async function trace(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  path: string,
): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: PROFILE.viewport, locale: 'de-DE' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
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
  await untilFirstPaint(cdp, path);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  while (Date.now() - lastNetworkActivity < 1_500) await pause(250);
  await pause(1_000);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

async function main(): Promise<void> {
  const webDist = args['web-dist'] ?? join(root, 'packages/web/dist');
  mkdirSync(args.out, { recursive: true });
  const pages = args.pages.split(',');
  const server = await startPageServer(PORT, webDist, pages);
  try {
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
    server.close();
  }
}

await main();
