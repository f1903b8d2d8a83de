/**
 * Runs one of the command-line tools (`packages/server/src/cli/<name>.ts`) as the owner runs it: a child
 * process from the repository root, with the source condition and tsx, and `env` over the test's own.
 *
 *   const { code, output } = await runCli('user', ['reset-password', email], { DATABASE_URL: t.databaseUrl });
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** Resolves with the exit code and stdout + stderr once the command ended. */
export function runCli(name: string, args: string[], env: Record<string, string>) {
  return startCli(name, args, env).ended;
}

/**
 * Starts the command and returns its process (to signal it) and `ended`, which resolves with the exit code
 * (null when killed by a signal) and stdout + stderr.
 */
export function startCli(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', `packages/server/src/cli/${name}.ts`, ...args],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const ended = new Promise<{ code: number | null; output: string }>((done) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => done({ code, output }));
  });
  return { child, ended };
}
