/**
 * What bench/web.ts and bench/web-trace.ts share: the throttled phone they load pages on, and the server
 * they load them from (the built web app on a fresh SQLite file fed with a day of readings, the forecast
 * and geocoding services faked locally).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CDPSession, request as playwrightRequest } from 'playwright-core';
import { startFakeProviders } from '../e2e/fixtures/fake-providers.ts';
import { postReadings, syntheticDay } from '../e2e/fixtures/feed.ts';

const root = new URL('..', import.meta.url).pathname;
const TOKEN = 'bench-web-station-token-0123456789';

/** The throttled phone: a mid-range phone on a slow network. */
export const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  viewport: { width: 390, height: 844 },
};

/** Puts the page of `cdp` on the phone's network and CPU (call before loading it). */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
}

/**
 * Waits for the page of `cdp` to have its first contentful paint. Asked through the DevTools protocol, not
 * Playwright's waitForFunction: that injects Playwright's own script into the page, whose evaluation on
 * the throttled CPU is a long task of 50 to 130 ms, counted in the page's blocking time (a visitor's
 * browser runs no such script).
 */
export async function untilFirstPaint(cdp: CDPSession, path: string): Promise<void> {
  const painted = async () =>
    (
      await cdp.send('Runtime.evaluate', {
        expression: "performance.getEntriesByName('first-contentful-paint').length > 0",
        returnByValue: true,
      })
    ).result.value === true;
  const deadline = Date.now() + 120_000;
  while (!(await painted())) {
    if (Date.now() > deadline) throw new Error(`${path}: no first contentful paint within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the server on `port` with the web build `webDist`, feeds it a day of readings and renders each of
 * `pages` once (the server's first rendering loads its rendering code); resolves with how to stop it.
 */
export async function startPageServer(
  port: number,
  webDist: string,
  pages: readonly string[],
): Promise<{ close(): void }> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'meteodeck-bench-web-'));
  const providers = await startFakeProviders(port + 1);
  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
        JWT_SECRET: 'bench-web-jwt-secret-that-is-long-enough-0123',
        ADMIN_EMAIL: 'admin@bench.test',
        ADMIN_PASSWORD: 'bench-web-admin-password',
        DEFAULT_STATION_TOKEN: TOKEN,
        LOG_LEVEL: 'warn',
        OPEN_METEO_BASE_URL: `http://127.0.0.1:${port + 1}`,
        NOMINATIM_BASE_URL: `http://127.0.0.1:${port + 1}`,
        WEB_DIST_DIR: webDist,
      },
    },
  );
  const close = () => {
    server.kill('SIGTERM');
    providers.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    let listening = false;
    for (let attempt = 0; attempt < 240 && !listening; attempt += 1) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      listening = await fetch(`${base}/api/weatherStation`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (!listening) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!listening) throw new Error(`no answer from ${base}`);
    const api = await playwrightRequest.newContext({ baseURL: base });
    await postReadings(api, 'SSDP41000', syntheticDay(), TOKEN);
    await api.dispose();
    for (const path of pages) await fetch(`${base}${path}`).then((answer) => answer.text());
    return { close };
  } catch (error) {
    close();
    throw error;
  }
}
