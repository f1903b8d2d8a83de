/**
 * Starts Debian's mosquitto (npm test installs it when missing) on a free local port with a temporary configuration,
 * for the MQTT tests. Never the system instance on 1883.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild, waitForPort } from './local-server.ts';

export const MOSQUITTO = process.env.MOSQUITTO_BIN ?? '/usr/sbin/mosquitto';

export interface Mosquitto {
  url: string;
  stop(): Promise<void>;
}

export async function startMosquitto(): Promise<Mosquitto> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-mosquitto-'));
  const configFile = join(dir, 'mosquitto.conf');
  writeFileSync(configFile, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  const child: ChildProcess = spawn(MOSQUITTO, ['-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForPort(child, port, 'mosquitto', () => output);
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
