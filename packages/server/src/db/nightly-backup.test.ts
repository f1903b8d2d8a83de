import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loadConfig } from '../config.ts';
import { backupName } from './backup.ts';
import { nextBackupAt, startNightlyBackups } from './nightly-backup.ts';

describe('nightly backups', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('runs next at 03:00 server time, tomorrow once it has passed', () => {
    expect(nextBackupAt(new Date(2026, 10, 24, 1, 30))).toEqual(new Date(2026, 10, 24, 3, 0));
    expect(nextBackupAt(new Date(2026, 10, 24, 3, 0))).toEqual(new Date(2026, 10, 25, 3, 0));
    expect(nextBackupAt(new Date(2026, 11, 31, 22, 0))).toEqual(new Date(2027, 0, 1, 3, 0));
  });

  it('is off unless BACKUP_DIR is set, and keeps BACKUP_KEEP backups', () => {
    expect(loadConfig({}).backup).toEqual({ dir: undefined, keep: 7 });
    expect(loadConfig({ BACKUP_DIR: '/var/backups/meteodeck', BACKUP_KEEP: '3' }).backup).toEqual({
      dir: '/var/backups/meteodeck',
      keep: 3,
    });
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP');
  });

  it('writes a backup each night and logs it', async () => {
    t = await buildTestApp('sqlite');
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-nightly-'));
    const logged: string[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 2, 59, 0));
    const stop = startNightlyBackups({
      database: t.config.database,
      dir,
      keep: 7,
      log: { info: (m) => logged.push(m), error: (m) => logged.push(`error: ${m}`) },
    });
    try {
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(logged.some((m) => m.startsWith('nightly backup written'))).toBe(true), {
        timeout: 5_000,
        interval: 20,
      });
      // Named by its UTC time: 03:00 server time, whatever the machine's zone.
      expect(readdirSync(dir)).toEqual([backupName(new Date(2026, 10, 24, 3, 0), 'db')]);
    } finally {
      stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
