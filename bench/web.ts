/**
 * `npm run bench:web [-- --runs N] [--out FILE] [--port P] [--web-dist DIR] [--pages /,/weather/graph]`: the visitor's pages on a throttled phone. Chromium
 * (Debian's, through playwright-core) loads every public page of the built web app (PAGES) on a fresh server
 * fed with a day of readings, with the profile of a mid-range phone on a slow network: CPU 4× slower, 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, a 390 × 844 screen, a cold cache each time. It reports first
 * and largest contentful paint, cumulative layout shift, total blocking time (long tasks beyond 50 ms until
 * the page is quiet), on the graph page when its first chart was drawn, and the JavaScript transferred (the
 * compressed bodies, as sent, headers left out), the median of N runs per page, against the targets
 * (TARGETS). `--web-dist` another build: without its `dist-ssr` beside it, pages are not rendered on the
 * server, which measures what that rendering brings.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/fixtures/env.ts';
import { PROFILE, startPageServer, throttle, untilFirstPaint } from './web-phone.ts';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: join(root, 'bench/results-web.json') },
    port: { type: 'string', default: '3390' },
    // Another build of the web app (WEB_DIST_DIR), to compare two builds in one session on a noisy machine.
    'web-dist': { type: 'string' },
    // Some of the pages only, comma-separated (`--pages /,/weather/graph`).
    pages: { type: 'string' },
    // A folder for each load's CPU profile (CDP Profiler, `.cpuprofile`, opens in Chromium's DevTools).
    profile: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const ALL_PAGES = [
  '/',
  '/weather/current',
  '/weather/history/daily',
  '/weather/history/record',
  '/weather/graph',
  '/about',
  '/contact',
];
const PAGES = args.pages === undefined ? ALL_PAGES : args.pages.split(',');

/** What every page must reach on the throttled phone; the graph page's first chart; the home page's scripts. */
const TARGETS = { fcpMs: 1_000, lcpMs: 1_500, cls: 0.05, tbtMs: 200, firstChartMs: 2_000, homeScriptKB: 150 };

interface PageRun {
  /** When the page's first byte arrived (the server's rendering included). */
  ttfbMs: number;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number;
  tbtMs: number;
  /**
   * When the first chart had drawn (a canvas in a chart's box, or the server's SVG picture of the chart), on
   * pages with charts; null elsewhere.
   */
  firstChartMs: number | null;
  scriptBytes: number;
  scripts: number;
  /** The long tasks counted in TBT (after the first contentful paint): start and duration in ms. */
  longTasks: [number, number][];
}

/** Loads `path` once on a cold cache with the profile; the metrics the browser reports. */
async function measure(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  path: string,
  profileFile?: string,
): Promise<PageRun> {
  const context = await browser.newContext({ viewport: PROFILE.viewport, locale: 'de-DE' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as {
      __lcp: number | null;
      __cls: number;
      __firstChart: number | null;
      __longTasks: { start: number; duration: number }[];
    };
    w.__lcp = null;
    w.__cls = 0;
    w.__firstChart = null;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // A chart is drawn once ECharts has put its canvas in the chart's box, or once the server's picture of it
    // (the same chart drawn by ECharts as SVG, components/chart/chart-picture.tsx) is in the page: watched
    // from the document's start, as the parser inserts it (painted at the first paint at the earliest).
    const charts = new MutationObserver(() => {
      if (document.querySelector('[data-chart] canvas, [data-chart] [data-chart-picture] svg') === null)
        return;
      w.__firstChart = performance.now();
      charts.disconnect();
    });
    charts.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  // The scripts' compressed bodies: what a request received in all, less its headers (at the response, the
  // bytes so far are the headers; ~1.2 KB each here, which HTTP/2 behind a proxy mostly compresses away).
  const scriptHeaders = new Map<string, number>();
  let scriptBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptHeaders.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const headers = scriptHeaders.get(event.requestId);
    if (headers !== undefined) scriptBytes += event.encodedDataLength - headers;
  });
  let lastNetworkActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    lastNetworkActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', () => {
    lastNetworkActivity = Date.now();
  });
  if (profileFile !== undefined) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  // Not 'networkidle': a page holding a live stream open (the about page's embedded card, once its app runs
  // early enough) never has zero connections; the wait below counts requests starting and ending instead.
  await page.goto(`${BASE}${path}`, { waitUntil: 'load', timeout: 120_000 });
  // On a busy machine the throttled CPU may still be parsing the scripts when the network first goes quiet:
  // wait for the first contentful paint, then for the network to stay quiet (the data calls and the chunks
  // they lead to) and give charts and gauges a quiet second to draw before reading the marks.
  await untilFirstPaint(cdp, path);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  while (Date.now() - lastNetworkActivity < 1_500) await pause(250);
  await pause(1_000);
  const marks = await page.evaluate(() => {
    const w = window as unknown as {
      __lcp: number | null;
      __cls: number;
      __firstChart: number | null;
      __longTasks: { start: number; duration: number }[];
    };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    const tbt = w.__longTasks
      .filter((task) => fcp === null || task.start + task.duration > fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const longTasks = w.__longTasks
      .filter((task) => fcp === null || task.start + task.duration > fcp)
      .map((task): [number, number] => [Math.round(task.start), Math.round(task.duration)]);
    // A chart in the page's markup shows at its first paint, not before.
    const firstChart =
      w.__firstChart === null || fcp === null ? w.__firstChart : Math.max(w.__firstChart, fcp);
    return {
      ttfb: navigation?.responseStart ?? 0,
      fcp,
      lcp: w.__lcp,
      tbt,
      cls: w.__cls,
      firstChart,
      longTasks,
    };
  });
  if (profileFile !== undefined) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  await context.close();
  return {
    ttfbMs: Math.round(marks.ttfb),
    fcpMs: marks.fcp === null ? null : Math.round(marks.fcp),
    lcpMs: marks.lcp === null ? null : Math.round(marks.lcp),
    cls: Math.round(marks.cls * 1000) / 1000,
    tbtMs: Math.round(marks.tbt),
    firstChartMs: marks.firstChart === null ? null : Math.round(marks.firstChart),
    scriptBytes,
    scripts: scriptHeaders.size,
    longTasks: marks.longTasks,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const webDist = args['web-dist'] ?? join(root, 'packages/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('build the web app first: npm run build -w @meteodeck/web');
  }
  const server = await startPageServer(PORT, webDist, PAGES);
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    const results: Record<string, PageRun[]> = {};
    try {
      for (const path of PAGES) {
        results[path] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const profileFile =
            args.profile === undefined
              ? undefined
              : join(args.profile, `${path.replaceAll('/', '_') || '_'}-${run}.cpuprofile`);
          results[path].push(await measure(browser, path, profileFile));
        }
      }
    } finally {
      await browser.close();
    }
    const summary = PAGES.map((path) => {
      const runs = results[path] ?? [];
      return {
        page: path,
        ttfbMs: median(runs.map((r) => r.ttfbMs)),
        fcpMs: median(runs.map((r) => r.fcpMs ?? Number.NaN)),
        lcpMs: median(runs.map((r) => r.lcpMs ?? Number.NaN)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        firstChartMs:
          path === '/weather/graph' ? median(runs.map((r) => r.firstChartMs ?? Number.NaN)) : null,
        scriptKB: Math.round(median(runs.map((r) => r.scriptBytes)) / 102.4) / 10,
        scripts: median(runs.map((r) => r.scripts)),
      };
    });
    console.log(
      `Throttled phone: CPU ${PROFILE.cpuSlowdown}x, ${PROFILE.latencyMs} ms RTT, ${PROFILE.downloadBitsPerSecond / 1e6} Mbit/s; median of ${RUNS} cold loads`,
    );
    console.table(summary);
    const verdicts = summary.map((row) => {
      const checks: [string, boolean][] = [
        [`FCP ${row.fcpMs} ms ≤ ${TARGETS.fcpMs}`, row.fcpMs <= TARGETS.fcpMs],
        [`LCP ${row.lcpMs} ms ≤ ${TARGETS.lcpMs}`, row.lcpMs <= TARGETS.lcpMs],
        [`CLS ${row.cls} ≤ ${TARGETS.cls}`, row.cls <= TARGETS.cls],
        [`TBT ${row.tbtMs} ms ≤ ${TARGETS.tbtMs}`, row.tbtMs <= TARGETS.tbtMs],
      ];
      if (row.firstChartMs !== null) {
        checks.push([
          `first chart ${row.firstChartMs} ms ≤ ${TARGETS.firstChartMs}`,
          row.firstChartMs <= TARGETS.firstChartMs,
        ]);
      }
      if (row.page === '/') {
        checks.push([
          `JavaScript ${row.scriptKB} KB ≤ ${TARGETS.homeScriptKB}`,
          row.scriptKB <= TARGETS.homeScriptKB,
        ]);
      }
      return { page: row.page, checks: checks.map(([text, ok]) => ({ text, ok })) };
    });
    for (const { page, checks } of verdicts) {
      console.log(`${page}: ${checks.map(({ text, ok }) => `${text} ${ok ? 'PASS' : 'FAIL'}`).join(', ')}`);
    }
    writeFileSync(
      args.out,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), profile: PROFILE, targets: TARGETS, runs: RUNS, webDist, summary, verdicts, results }, null, 2)}\n`,
    );
    console.log(`written ${args.out}`);
  } finally {
    server.close();
  }
}

await main();
