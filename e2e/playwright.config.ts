import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_ENV, E2E_PORT } from './fixtures/env.ts';

// Browser tests run against the BUILT web app (`npm run build` first) served by the real server on a fresh
// SQLite file. Chromium is Debian's (/usr/bin/chromium); nothing is downloaded. E2E_SERVER=source runs the
// server from its TypeScript sources instead of packages/server/dist (handy while developing).
const serverCommand =
  process.env.E2E_SERVER === 'source'
    ? 'node --conditions=source --import tsx packages/server/src/main.ts'
    : 'node packages/server/dist/main.js';

export default defineConfig({
  globalSetup: './global-setup.ts',
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'artifacts/report.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'de-DE',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `rm -rf e2e/artifacts/db-${E2E_PORT} && mkdir -p e2e/artifacts/db-${E2E_PORT} && ${serverCommand}`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/weatherStation`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: E2E_ENV,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
