/**
 * The server's own nightly backup (BACKUP_DIR, BACKUP_KEEP): every night at 03:00 server time, the same copy
 * as `npm run backup` (db/backup.ts). SQLite's backup API copies in steps between which the event loop runs
 * on, and pg_dump is a process of its own, so no upload waits for it. A failure is logged and tried again
 * the next night.
 */
import type { DatabaseConfig } from '../config.ts';
import { backupDatabase } from './backup.ts';

/** The next 03:00 (server time) strictly after `now`. */
export function nextBackupAt(now: Date, hour = 3): Date {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

export interface NightlyBackupOptions {
  database: DatabaseConfig;
  dir: string;
  keep: number;
  log: { info(message: string): void; error(message: string): void };
  /** Time of day, hour 0–23 (default 3). */
  hour?: number;
}

/** Schedules the nightly backups; returns a function that stops them. */
export function startNightlyBackups(options: NightlyBackupOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const now = new Date();
    timer = setTimeout(run, nextBackupAt(now, options.hour).getTime() - now.getTime());
    timer.unref();
  };
  const run = async () => {
    try {
      const result = await backupDatabase(options.database, options.dir, options.keep);
      options.log.info(`nightly backup written: ${result.file} (${result.bytes} bytes)`);
    } catch (error) {
      options.log.error(`nightly backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
