// Which Node.js meteodeck's npm scripts run on. Written for every Node.js from 18 on, with no dependency: it
// runs before (and while) the project's own packages are installed.
//
// meteodeck needs Node.js 22 or newer (its SQLite driver, Vite, Vitest and undici ask for it; better-sqlite3
// crashes on 20). When the machine's Node.js is older, `npm install` brings Node.js 24 from the npm registry
// into scripts/runtime/node_modules (install.mjs), and every npm script runs on it (run.mjs).
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The oldest Node.js major version meteodeck runs on. */
export const MIN_MAJOR = 22;

/** The runtime sub-project's folder (its package.json pins the Node.js it brings). */
export const runtimeRoot = dirname(fileURLToPath(import.meta.url));

/** The repository's root. */
export const repoRoot = join(runtimeRoot, '..', '..');

/** The major version of a `process.versions.node` string. */
export function majorOf(version) {
  return Number(version.split('.')[0]);
}

/** Whether this process's Node.js is new enough to run meteodeck itself. */
export function systemNodeSupported(version = process.versions.node) {
  return majorOf(version) >= MIN_MAJOR;
}

/** The npm package that carries Node.js for this platform, or null where the registry has none we pin. */
export function runtimePackage(platform = process.platform, arch = process.arch) {
  if (platform === 'linux' && (arch === 'x64' || arch === 'arm64')) return `node-linux-${arch}`;
  return null;
}

/** The folder of the brought runtime's package (its bin/ holds `node`, its include/ the headers). */
export function runtimeDir(pkg = runtimePackage()) {
  return pkg ? join(runtimeRoot, 'node_modules', pkg) : null;
}

/** The brought runtime's `node` binary when it is installed, else null. */
export function installedRuntime() {
  const dir = runtimeDir();
  if (!dir) return null;
  const bin = join(dir, 'bin', 'node');
  return existsSync(bin) ? { dir, bin } : null;
}

/**
 * The environment a script runs in on the brought runtime: its bin/ first on PATH (so `node`, and every tool
 * whose script starts with `#!/usr/bin/env node`, including npm, runs on it) and its headers for native addons.
 */
export function runtimeEnv(runtime, env = process.env) {
  return {
    ...env,
    PATH: [join(runtime.dir, 'bin'), env.PATH ?? ''].join(delimiter),
    npm_config_nodedir: runtime.dir,
    METEODECK_RUNTIME: runtime.bin,
  };
}

/** One paragraph for a machine whose Node.js is too old and has no brought runtime. */
export function tooOldMessage(version = process.versions.node) {
  const pkg = runtimePackage();
  const how = pkg
    ? '`npm install` brings Node.js 24 from the npm registry (scripts/runtime); run it, then this command again.'
    : `The npm registry carries no Node.js we pin for ${process.platform}-${process.arch}: install Node.js 22 or newer (nodejs.org, your distribution, nvm).`;
  return `meteodeck needs Node.js ${MIN_MAJOR} or newer; this is Node.js ${version}. ${how}`;
}
