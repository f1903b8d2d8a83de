#!/usr/bin/env node
// Runs every suite the machine can run, in order, and ends with one line `N passed, N failed` totalling
// all of them (CI reads that line; neither Vitest nor Playwright prints it). Suites: lint, typecheck,
// unit (weather, contract, web), integration (server, on SQLite and PostgreSQL), fault (real server
// processes under load, kill -9, SIGTERM, fuzzing, a fresh clone's first start; a few minutes), proxy
// (Debian's nginx with deploy/nginx.conf in front of two server processes on PostgreSQL), build, browser
// (Playwright). First it brings up the real parts the suites use (scripts/test-parts.mjs): a missing part
// fails the run before any suite. A skipped test counts as a failure: nothing may hide.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { bringUpParts } from './test-parts.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @type {{ name: string, passed: number, failed: number, skipped: number }[]} */
const results = [];

/** Each suite's wall time in seconds, printed in the summary (CI's budget is the sum). */
const seconds = new Map();

/** Every failed test by suite, file and name with its first message line, repeated above the summary: a CI
 * log is often read from its end only, and a failure scrolled far up among a server's log lines is lost. */
const failures = [];

/** The first line of a failure's message, without terminal colours, kept short. */
function firstLine(message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what is removed
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

function run(suite, cmd, args, env = {}) {
  const started = performance.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  seconds.set(suite, Math.round((performance.now() - started) / 1000));
  return r.status === 0;
}

function step(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const ok = run(name, cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

function vitest(name, projects) {
  const out = join(reports, `${name}.json`);
  // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, where the main
  // process mostly waits. Use every core.
  const workers = Math.max(2, availableParallelism());
  const args = ['vitest', 'run', `--maxWorkers=${workers}`, ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${out}`);
  console.log(`\n=== ${name}: npx ${args.join(' ')}`);
  const ok = run(name, 'npx', args);
  if (!existsSync(out)) {
    results.push({ name, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(root, '');
    if (file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed')) {
      failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
    }
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') {
        failures.push(`${name}: ${where} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
      }
    }
  }
  // A file that fails to load has no failed test but fails its suite; an exit code alone fails the run.
  const broken = ok || report.numFailedTests > 0 ? 0 : Math.max(1, report.numFailedTestSuites ?? 0);
  results.push({
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + broken,
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

function playwright() {
  const name = 'browser';
  const out = join(reports, 'browser.json');
  console.log('\n=== browser: npx playwright test');
  const ok = run(name, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) {
    results.push({ name, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const { stats } = report;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const error = t.results?.find((r) => r.error)?.error?.message;
          failures.push(
            `${name} (${t.status}): ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const failed = stats.unexpected + stats.flaky;
  results.push({ name, passed: stats.expected, failed: failed || (ok ? 0 : 1), skipped: stats.skipped });
}

console.log('=== parts: Chromium, nginx, mosquitto, aiosmtpd, systemd-analyze, PostgreSQL');
const missing = bringUpParts();
if (missing.length > 0) {
  for (const line of missing) console.error(line);
  console.log(`0 passed, ${missing.length} failed`);
  process.exit(1);
}
console.log(`parts ready; PostgreSQL suites on ${process.env.TEST_DATABASE_URL}`);

// `npm install` must leave the lockfiles as committed (a `git pull` upgrade refuses over a changed file).
if (existsSync(join(root, '.git'))) {
  step('lockfile', 'git', [
    'diff',
    '--exit-code',
    '--',
    'package-lock.json',
    'scripts/runtime/package-lock.json',
  ]);
}
step('lint', 'npm', ['run', 'lint']);
step('typecheck', 'npm', ['run', 'typecheck']);
vitest('unit', ['weather', 'contract', 'repo', 'web']);
vitest('integration', ['server', 'server-timed']);
vitest('fault', ['fault']);
vitest('proxy', ['proxy']);
const built = step('build', 'npm', ['run', 'build']);
if (built) playwright();
else results.push({ name: 'browser', passed: 0, failed: 1, skipped: 0 });

if (failures.length > 0) {
  console.log('\n=== failed tests');
  for (const line of failures) console.log(line);
}

console.log('\n=== summary');
let passed = 0;
let failed = 0;
for (const r of results) {
  const took = seconds.has(r.name) ? ` (${seconds.get(r.name)} s)` : '';
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${took}`);
  passed += r.passed;
  failed += r.failed + r.skipped;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
