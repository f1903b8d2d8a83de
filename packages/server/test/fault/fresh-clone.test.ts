/**
 * A newcomer's first start, as README's Quick start gives it: a clean clone of this repository's HEAD in a
 * temp folder, then `npm install && npm start` with the machine's own Node.js (`/usr/bin/node`) first on
 * PATH and nothing else prepared, until `/api/health` answers. On a machine whose Node.js is older than 22
 * the install brings Node.js 24 from the npm registry (scripts/runtime) and the server runs on it; on a newer
 * one nothing extra is fetched. Uncommitted changes are not in the clone: the test proves what is committed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FAULT_PORT } from './server-child.ts';

const ROOT = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const PORT = FAULT_PORT + 12;

/** The environment of a fresh shell: the machine's /usr/bin first, none of npm's or the runtime's variables. */
function newcomerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|METEODECK_|DATABASE_URL$|TEST_DATABASE_URL$|ADMIN_|PORT$|NODE_OPTIONS$|VITEST)/.test(key))
      continue;
    env[key] = value;
  }
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules') && dir !== '');
  env.PATH = ['/usr/bin', ...path].join(delimiter);
  env.PORT = String(PORT);
  env.HOST = '127.0.0.1';
  env.LOG_LEVEL = 'warn';
  return env;
}

async function health(): Promise<{ status: string } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok ? ((await response.json()) as { status: string }) : null;
  } catch {
    return null;
  }
}

/** The executable of the process of `group` whose command line contains `marker`. */
function executableOf(group: number, marker: string): string {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '-g', String(group)], { encoding: 'utf8' }).split(
    '\n',
  );
  const line = lines.find((l) => l.includes(marker) && !l.includes('run.mjs'));
  if (line === undefined) throw new Error(`no process running ${marker} in ${lines.join('\n')}`);
  return readlinkSync(`/proc/${line.trim().split(/\s+/)[0]}/exe`);
}

describe('a fresh clone with the machine’s Node.js', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-fresh-'));
  const clone = join(dir, 'meteodeck');
  let child: ChildProcess | undefined;
  let output = '';

  afterAll(async () => {
    if (child?.pid !== undefined && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((done) => child?.once('exit', done));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves /api/health after `npm install && npm start`, on a supported Node.js', async () => {
    execFileSync('git', ['clone', '--quiet', ROOT, clone]);
    const env = newcomerEnv();
    const [machineNodePath = '', machineNodeVersion = ''] = execFileSync(
      'node',
      ['-p', 'process.execPath + " " + process.versions.node'],
      { env, encoding: 'utf8' },
    )
      .trim()
      .split(' ');
    expect(machineNodePath).not.toContain('node_modules');
    child = spawn('sh', ['-c', 'npm install --no-audit --no-fund && npm start'], {
      cwd: clone,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);

    let answer: { status: string } | null = null;
    const deadline = Date.now() + 480_000;
    while (answer === null && Date.now() < deadline && child.exitCode === null) {
      await new Promise((done) => setTimeout(done, 1000));
      answer = await health();
    }
    expect(answer, output).toEqual(expect.objectContaining({ status: 'ok' }));

    // The runtime is brought only where the machine's Node.js is too old, and the server runs on it.
    const tooOld = Number(machineNodeVersion.split('.')[0]) < 22;
    expect(existsSync(join(clone, 'scripts/runtime/node_modules'))).toBe(tooOld);
    const serverNode = executableOf(child.pid as number, 'packages/server/dist/main.js');
    expect(serverNode.startsWith(join(clone, 'scripts/runtime/node_modules'))).toBe(tooOld);
    // The install leaves the clone as committed (the lockfiles hold every version).
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: clone, encoding: 'utf8' })).toBe('');
  }, 600_000);
});
