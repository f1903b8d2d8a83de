// The platform packages npm leaves out on an old Node.js. npm skips an optional dependency whose `engines`
// the running Node.js does not meet, so on Node.js 18 it leaves out the native bindings that want Node.js 20
// (Rolldown's, which Vite 8 builds the web app with), though they will run on the brought Node.js 24. This
// finds each one the lockfile names for this machine that is missing from node_modules, fetches that exact
// version from the npm registry (`npm pack`), checks it against the lockfile's integrity and unpacks it in
// place. Written for Node.js 18, with no dependency.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const asList = (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** Whether a lockfile entry's os, cpu and libc fit this machine (glibc unless it is musl). */
export function fitsMachine(
  entry,
  machine = { platform: process.platform, arch: process.arch, libc: 'glibc' },
) {
  const os = asList(entry.os);
  const cpu = asList(entry.cpu);
  const libc = asList(entry.libc);
  return (
    (os === undefined || os.includes(machine.platform)) &&
    (cpu === undefined || cpu.includes(machine.arch)) &&
    (libc === undefined || libc.includes(machine.libc))
  );
}

/** The lockfile's optional packages for this machine that node_modules lacks: `{ path, name, version, integrity }`. */
export function missingPlatformPackages(lock, root, machine) {
  const missing = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.startsWith('node_modules/') || entry.optional !== true || entry.link) continue;
    if (entry.os === undefined && entry.cpu === undefined) continue;
    if (!fitsMachine(entry, machine) || existsSync(join(root, path, 'package.json'))) continue;
    // Only where the package that wants it is there (its folder's parent, or the top level).
    const parent = path.slice(0, path.lastIndexOf('node_modules/'));
    if (parent !== '' && !existsSync(join(root, parent))) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    missing.push({ path, name, version: entry.version, integrity: entry.integrity });
  }
  return missing;
}

/** Fetches and unpacks `pkg` (from missingPlatformPackages) under `root`; throws on a bad download. */
export function installPlatformPackage(pkg, root, env) {
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-pack-'));
  try {
    const packed = spawnSync(
      'npm',
      ['pack', `${pkg.name}@${pkg.version}`, '--silent', '--pack-destination', dir],
      {
        env,
        encoding: 'utf8',
      },
    );
    const file = packed.stdout.trim().split('\n').at(-1);
    if (packed.status !== 0 || !file) throw new Error(`npm pack ${pkg.name}@${pkg.version} failed`);
    const tarball = join(dir, file);
    if (pkg.integrity?.startsWith('sha512-')) {
      const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
      if (digest !== pkg.integrity)
        throw new Error(`${pkg.name}@${pkg.version}: integrity differs from the lockfile`);
    }
    const target = join(root, pkg.path);
    mkdirSync(target, { recursive: true });
    const untar = spawnSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'], {
      stdio: 'inherit',
    });
    if (untar.status !== 0) throw new Error(`unpacking ${pkg.name}@${pkg.version} failed`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
