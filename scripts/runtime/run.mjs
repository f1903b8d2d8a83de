#!/usr/bin/env node
// Runs a command on a Node.js meteodeck supports: `node scripts/runtime/run.mjs <command> [args...]`. Every
// npm script of the root package starts with it. On Node.js 22 or newer it runs the command as it is; on an
// older one it runs it with the Node.js that `npm install` brought (scripts/runtime) first on PATH, so the
// command and every `node` or npm it starts run on that runtime; without one it stops with a message saying
// what to do. Signals reach the command; its exit status is this one's.
import { spawn } from 'node:child_process';
import { installedRuntime, runtimeEnv, systemNodeSupported, tooOldMessage } from './runtime.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/runtime/run.mjs <command> [args...]');
  process.exit(2);
}

let env = process.env;
if (!systemNodeSupported()) {
  const runtime = installedRuntime();
  if (!runtime) {
    console.error(tooOldMessage());
    process.exit(1);
  }
  env = runtimeEnv(runtime);
}

const child = spawn(command, args, { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (err) => {
  console.error(`${command}: ${err.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
