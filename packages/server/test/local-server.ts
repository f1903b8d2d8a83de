/**
 * Running a real server as a child process for a test (mosquitto, an SMTP sink): a free local port, and
 * waiting until the child accepts connections on it.
 */
import type { ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** A TCP port nothing listens on at the moment, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `port` accepts connections; kills `child` and throws when it exits or 10 s pass. */
export async function waitForPort(child: ChildProcess, port: number, name: string, output: () => string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start: ${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops `child` with SIGTERM and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
