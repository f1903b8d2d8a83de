/**
 * `npm run backup -- [--to DIR] [--keep N]`: a consistent copy of the database while the server runs (see
 * db/backup.ts), into DIR (default BACKUP_DIR, else `backups/` beside the SQLite file or ./backups), keeping
 * the newest N (default BACKUP_KEEP, else 7).
 */
import { dirname, join } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';
import { parseArgs, printedHelp, runCli } from './cli-context.ts';

const USAGE = `usage: npm run backup -- [--to <directory>] [--keep <count>]
  Copies the database DATABASE_URL names into <directory> (default BACKUP_DIR, else backups/ beside the
  SQLite file), keeping the newest <count> copies (default BACKUP_KEEP, else 7). Safe while the server runs.`;

async function main(): Promise<number> {
  if (printedHelp(process.argv.slice(2), USAGE)) return 0;
  const { options, rest } = parseArgs(process.argv.slice(2), ['to', 'keep']);
  if (rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = config.database;
  const dir =
    options.get('to') ??
    process.env.BACKUP_DIR ??
    (database.dialect === 'sqlite' ? join(dirname(database.filename), 'backups') : './backups');
  const keepText = options.get('keep') ?? process.env.BACKUP_KEEP ?? '7';
  const keep = Number(keepText);
  if (!Number.isInteger(keep) || keep < 1) {
    console.error(`--keep (BACKUP_KEEP) must be a whole number of at least 1, not ${keepText}`);
    return 2;
  }
  const started = Date.now();
  const result = await backupDatabase(database, dir, keep);
  console.log(
    `backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MiB in ${((Date.now() - started) / 1000).toFixed(1)} s)` +
      (result.removed.length > 0
        ? `; removed ${result.removed.length} older: ${result.removed.join(', ')}`
        : ''),
  );
  return 0;
}

runCli(main);
