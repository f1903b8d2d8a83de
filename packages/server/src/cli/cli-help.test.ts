import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const run = promisify(execFile);

describe('every command line tool', () => {
  it.each([
    ['import', 'usage:\n  npm run import -- --station'],
    ['backup', 'usage: npm run backup --'],
    ['restore', 'usage: npm run restore --'],
    ['user', 'usage: npm run user -- reset-password'],
    ['rebuild-summaries', 'usage: npm run rebuild-summaries --'],
  ])('%s --help prints its usage and exits 0, touching no database', async (command, usage) => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', `packages/server/src/cli/${command}.ts`, '--help'],
      // A DATABASE_URL that cannot be opened: --help must not try.
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } },
    );
    expect(stdout).toContain(usage);
  });
});
