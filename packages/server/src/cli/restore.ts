/**
 * `npm run restore -- FILE [--force]`: restores a backup of `npm run backup` into the database DATABASE_URL
 * names, which must be empty (a new SQLite file, a new PostgreSQL database) unless --force; never while a
 * server or another program has it open. Start meteodeck on it afterwards: it migrates a backup of an older
 * version forward.
 */
import { loadConfig } from '../config.ts';
import { restoreDatabase } from '../db/backup.ts';
import { printedHelp, runCli } from './cli-context.ts';

const USAGE = `usage: npm run restore -- <backup file> [--force]
  Restores a backup of npm run backup into the database DATABASE_URL names, which must be empty unless
  --force; never while a server has it open. Start meteodeck on it afterwards.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (printedHelp(args, USAGE)) return 0;
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  const file = files[0] ?? '';
  const config = loadConfig(process.env);
  await restoreDatabase(config.database, file, force);
  console.log(
    `restored ${file} into ${config.database.dialect === 'sqlite' ? config.database.filename : 'the PostgreSQL database of DATABASE_URL'}`,
  );
  return 0;
}

runCli(main);
