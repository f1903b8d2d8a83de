/**
 * A backup holds every secret of the site: it is written mode 600 in a folder made 700, even a folder that
 * existed with wider rights and whatever the umask, and a restored SQLite file is 600 too. The PostgreSQL tools
 * get the password in PGPASSWORD, never on their command line (seen here by stand-in pg_dump and pg_restore
 * scripts that write down what they were given; the restore first checks a real, empty PostgreSQL database).
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../test/dialects.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

/** Puts a stand-in `tool` first on PATH that appends its arguments and PGPASSWORD to `seen`. */
function standIn(bin: string, tool: string, seen: string) {
  writeFileSync(
    join(bin, tool),
    `#!/bin/sh\necho "${tool} $* PGPASSWORD=$PGPASSWORD" >> "${seen}"\nfor a in "$@"; do case "$a" in --file=*) : > "\${a#--file=}";; esac; done\n`,
    { mode: 0o755 },
  );
}

describe('backup file modes and tool passwords', () => {
  let dir: string;
  let t: TestApp | undefined;
  let umask: number;
  let path: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-backup-modes-'));
    umask = process.umask(0o022);
  });
  afterEach(async () => {
    process.umask(umask);
    if (path !== undefined) process.env.PATH = path;
    path = undefined;
    await t?.close();
    t = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a SQLite backup 600 into a folder made 700, and restores it as a file 600 in a folder made 700', async () => {
    t = await buildTestApp('sqlite');
    if (t.config.database.dialect !== 'sqlite') throw new Error('sqlite expected');
    const folder = join(dir, 'backups');
    mkdirSync(folder);
    chmodSync(folder, 0o755);
    const result = await backupDatabase(t.config.database, folder, 7);
    expect(mode(folder)).toBe(0o700);
    expect(mode(result.file)).toBe(0o600);

    const restored = join(dir, 'restored');
    mkdirSync(restored);
    chmodSync(restored, 0o755);
    const target = join(restored, 'meteodeck.db');
    await restoreDatabase({ dialect: 'sqlite', filename: target }, result.file, false);
    expect(mode(target)).toBe(0o600);
    expect(mode(restored)).toBe(0o700);
  });

  it('gives pg_dump the password in PGPASSWORD, not on their command line', async () => {
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    const seen = join(dir, 'seen.txt');
    standIn(bin, 'pg_dump', seen);
    path = process.env.PATH;
    process.env.PATH = `${bin}:${path ?? ''}`;
    const database = {
      dialect: 'postgres' as const,
      connectionString: 'postgres://meteo:s3cr%40t@127.0.0.1:5432/meteodeck',
    };
    const result = await backupDatabase(database, join(dir, 'dumps'), 7);
    expect(mode(result.file)).toBe(0o600);
    // pg_restore refuses to run against a database with other connections: only the dump is checked here.
    const lines = readFileSync(seen, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const [command, password] = (lines[0] ?? '').split(' PGPASSWORD=');
    expect(command).not.toContain('s3cr');
    expect(command).toContain('postgres://meteo@127.0.0.1:5432/meteodeck');
    expect(password).toBe('s3cr@t');
  });

  it.runIf(testDatabaseUrl !== undefined)(
    'gives pg_restore the password in PGPASSWORD, not on its command line',
    async () => {
      const admin = new URL(testDatabaseUrl ?? '');
      const name = `meteodeck_restore_modes_${process.pid}`;
      const pg = await import('pg');
      const run = async (statement: string) => {
        const client = new pg.default.Client({ connectionString: admin.toString() });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await run(`drop database if exists ${name}`);
      await run(`create database ${name}`);
      try {
        const bin = join(dir, 'bin');
        mkdirSync(bin);
        const seen = join(dir, 'seen.txt');
        standIn(bin, 'pg_restore', seen);
        path = process.env.PATH;
        process.env.PATH = `${bin}:${path ?? ''}`;
        // A password the tool must get (trust authentication ignores it; a real one is kept).
        const target = new URL(admin);
        target.pathname = `/${name}`;
        if (target.password === '') target.password = 's3cr%40t';
        const password = decodeURIComponent(target.password);
        const dump = join(dir, 'site.dump');
        writeFileSync(dump, '');
        await restoreDatabase({ dialect: 'postgres', connectionString: target.toString() }, dump, false);
        const lines = readFileSync(seen, 'utf8').trim().split('\n');
        expect(lines).toHaveLength(1);
        const [command, given] = (lines[0] ?? '').split(' PGPASSWORD=');
        expect(command).toMatch(/^pg_restore /);
        expect(command).not.toContain(password);
        expect(command).not.toContain(target.password);
        expect(command).toContain(`@${target.host}/${name}`);
        expect(given).toBe(password);
      } finally {
        await run(`drop database if exists ${name}`);
      }
    },
  );
});
