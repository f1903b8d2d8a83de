#!/usr/bin/env node
// `npm start` and `npm run demo` build only when something the build reads has changed since the last build:
// a SHA-256 over every file of the four packages (their sources, configs, the web app's public files; not
// node_modules, dist or tests), the lockfile and the shared tsconfig, kept as a stamp in
// node_modules/.cache/meteodeck/build-stamp.json. A built tree whose stamp matches starts in a second or two;
// a missing output, a changed file or `--force` builds again (`npm run build`, which always builds).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.cache', 'meteodeck', 'build-stamp.json');
const PACKAGES = ['packages/weather', 'packages/contract', 'packages/server', 'packages/web'];
const OUTPUTS = [
  'packages/weather/dist',
  'packages/contract/dist',
  'packages/server/dist/main.js',
  'packages/web/dist/index.html',
  'packages/web/dist-ssr/entry-server.js',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'test']);

/** Every file under `dir` (from `base`) the build may read, as paths from `base`. */
function filesUnder(base, dir) {
  if (!existsSync(join(base, dir))) return [];
  const out = [];
  for (const entry of readdirSync(join(base, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...filesUnder(base, path));
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The hash of everything the build reads in the repository at `base`. */
export function sourceHash(base = root) {
  const hash = createHash('sha256');
  const top = ['package-lock.json', 'tsconfig.base.json'].filter((file) => existsSync(join(base, file)));
  const files = [...PACKAGES.flatMap((dir) => filesUnder(base, dir)), ...top].sort();
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(join(base, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function lastBuild() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).hash;
  } catch {
    return null;
  }
}

function main() {
  const hash = sourceHash();
  const built = OUTPUTS.every((output) => existsSync(join(root, output)));
  if (!process.argv.includes('--force') && built && lastBuild() === hash) {
    console.log('meteodeck: the build is up to date (no source changed since the last one).');
    process.exit(0);
  }
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
