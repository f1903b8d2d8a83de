// The dependency check that stands in for `npm audit` (docs/SECURITY.md, Dependencies): every dependency of
// every package.json is one exact version, so nothing newer arrives without a commit that names it, and every
// package in the committed lockfiles carries its integrity hash, so `npm ci` installs exactly what was read.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MANIFESTS = [
  'package.json',
  'packages/weather/package.json',
  'packages/contract/package.json',
  'packages/server/package.json',
  'packages/web/package.json',
  'e2e/package.json',
  'scripts/runtime/package.json',
];
const LOCKFILES = ['package-lock.json', 'scripts/runtime/package-lock.json'];
const FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
/** 1.2.3 or 1.2.3-rc.1: no range (^, ~, >=, x, *), no tag (latest), no URL or git source. */
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

const read = (path) => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'));

/** `file field name@version` for every dependency that is not one exact version. */
function unpinned(manifests) {
  const problems = [];
  for (const [file, manifest] of Object.entries(manifests)) {
    for (const field of FIELDS) {
      for (const [name, version] of Object.entries(manifest[field] ?? {})) {
        if (!EXACT.test(String(version))) problems.push(`${file} ${field} ${name}@${version}`);
      }
    }
  }
  return problems;
}

/** Installed packages of a lockfile (v3) without a sha512 integrity hash. */
function withoutIntegrity(lockfile) {
  return Object.entries(lockfile.packages ?? {})
    .filter(([path, entry]) => path.includes('node_modules/') && entry.link !== true)
    .filter(([, entry]) => !/^sha512-/.test(entry.integrity ?? ''))
    .map(([path]) => path);
}

describe('dependency pins', () => {
  it('finds a range, a tag or a URL among the dependencies, and a package without its hash', () => {
    expect(
      unpinned({
        'a/package.json': {
          dependencies: { fastify: '5.1.0', pg: '^8.13.0', kysely: '~0.27.0', vite: '7.0.0-beta.2' },
          devDependencies: { x: 'latest', y: '*', z: 'github:o/z', w: '>=1.0.0' },
        },
      }),
    ).toEqual([
      'a/package.json dependencies pg@^8.13.0',
      'a/package.json dependencies kysely@~0.27.0',
      'a/package.json devDependencies x@latest',
      'a/package.json devDependencies y@*',
      'a/package.json devDependencies z@github:o/z',
      'a/package.json devDependencies w@>=1.0.0',
    ]);
    expect(
      withoutIntegrity({
        packages: {
          '': {},
          'packages/server': {},
          'node_modules/@meteodeck/server': { link: true },
          'node_modules/pg': { integrity: 'sha512-abc' },
          'node_modules/yauzl': {},
        },
      }),
    ).toEqual(['node_modules/yauzl']);
  });

  it('pins every dependency of the repository to one exact version', () => {
    expect(unpinned(Object.fromEntries(MANIFESTS.map((file) => [file, read(file)])))).toEqual([]);
  });

  it('keeps an integrity hash for every package of the committed lockfiles', () => {
    for (const file of LOCKFILES) expect(withoutIntegrity(read(file)), file).toEqual([]);
  });
});
