import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../test/dialects.ts';
import { buildStation } from '../../test/factories.ts';
import { postReadings } from '../../test/readings-feed.ts';
import { seedDatabase } from '../seed.ts';
import { BackupError, backupDatabase, backupName, restoreDatabase } from './backup.ts';
import { createDb } from './create-db.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** Every row of every table of a SQLite file, table by table in a fixed order. */
function everything(filename: string): Record<string, unknown[]> {
  const db = new SqliteDatabase(filename, { readonly: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as Array<{ name: string }>;
    return Object.fromEntries(
      tables.map(({ name }) => [name, db.prepare(`select * from "${name}" order by 1, 2`).all()]),
    );
  } finally {
    db.close();
  }
}

const readingCount = (db: Kysely<Database>) =>
  db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

describe('backup and restore on sqlite', () => {
  let t: TestApp;
  let dir: string;
  beforeEach(async () => {
    t = await buildTestApp('sqlite', { now: Date.parse('2026-06-15T10:00:00Z') });
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-backup-'));
  });
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a sound database while 5 stations upload, and restores it whole into a new file', async () => {
    if (t.config.database.dialect !== 'sqlite') throw new Error('sqlite expected');
    const database = t.config.database;
    const stations = await Promise.all(Array.from({ length: 5 }, () => buildStation(t.db)));
    let uploading = true;
    let sent = 0;
    const consoles = stations.map(async (station, s) => {
      for (let i = 0; uploading; i += 1) {
        // A reading a minute from two weeks before the clock: room for 20,000 uploads per console, however
        // fast they go while the backup runs (from the day itself, 600 could run into the future).
        const at = Date.parse('2026-06-01T00:00:00Z') + i * 60_000 + s * 1_000;
        await postReadings(t, station, [
          { receivedAt: new Date(at).toISOString(), temperature: 10 + (i % 50) / 10 },
        ]);
        sent += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = await readingCount(t.db);
    const during = await backupDatabase(database, dir, 7, new Date('2026-06-15T10:00:00Z'));
    const after = await readingCount(t.db);
    uploading = false;
    await Promise.all(consoles);
    expect(sent).toBeGreaterThan(10);

    // A snapshot of one instant: sound, with the readings of some moment during the copy.
    const snapshot = new SqliteDatabase(during.file, { readonly: true });
    expect(snapshot.pragma('integrity_check', { simple: true })).toBe('ok');
    const inSnapshot = (snapshot.prepare('select count(*) as n from readings').get() as { n: number }).n;
    snapshot.close();
    expect(inSnapshot).toBeGreaterThanOrEqual(before);
    expect(inSnapshot).toBeLessThanOrEqual(after);

    // Once the consoles stop: a backup restored into a new file holds every row of every table.
    const quiet = await backupDatabase(database, dir, 7, new Date('2026-06-15T10:05:00Z'));
    expect(readdirSync(dir).sort()).toEqual([
      'meteodeck-2026-06-15T10-00-00Z.db',
      'meteodeck-2026-06-15T10-05-00Z.db',
    ]);
    const restored = join(dir, 'restored', 'meteodeck.db');
    await expect(
      restoreDatabase({ dialect: 'sqlite', filename: restored }, quiet.file, false),
    ).rejects.toThrow(/restore|No such file|ENOENT/);
    const target = join(dir, 'restored.db');
    await restoreDatabase({ dialect: 'sqlite', filename: target }, quiet.file, false);
    expect(everything(target)).toEqual(everything(database.filename));
    expect(Object.keys(everything(target))).toEqual(
      expect.arrayContaining(['readings', 'daily_summaries', 'users']),
    );
  });

  it('refuses to start a backup that would leave its disk with too little free space', async () => {
    if (t.config.database.dialect !== 'sqlite') throw new Error('sqlite expected');
    // A margin no disk has: the check reads the real free space of the folder's disk (statfs).
    await expect(
      backupDatabase(t.config.database, dir, 7, new Date('2026-06-15T10:00:00Z'), Number.MAX_SAFE_INTEGER),
    ).rejects.toThrow(/^Not enough free space in .* MiB free, .* MiB needed/);
    expect(readdirSync(dir)).toEqual([]);
    // The default margin (64 MiB) fits on the test machine's disk.
    const written = await backupDatabase(t.config.database, dir, 7, new Date('2026-06-15T10:00:00Z'));
    expect(existsSync(written.file)).toBe(true);
  });

  it('keeps the newest backups only, and refuses what would lose data', async () => {
    if (t.config.database.dialect !== 'sqlite') throw new Error('sqlite expected');
    const database = t.config.database;
    for (const minute of [0, 1, 2, 3]) {
      await backupDatabase(database, dir, 2, new Date(Date.UTC(2026, 5, 15, 3, minute)));
    }
    expect(readdirSync(dir).sort()).toEqual([
      backupName(new Date(Date.UTC(2026, 5, 15, 3, 2)), 'db'),
      backupName(new Date(Date.UTC(2026, 5, 15, 3, 3)), 'db'),
    ]);
    const file = join(dir, readdirSync(dir).sort()[1] ?? '');

    // Not into a database with tables, unless --force; never into one a program has open.
    const used = join(dir, 'used.db');
    await restoreDatabase({ dialect: 'sqlite', filename: used }, file, false);
    await expect(restoreDatabase({ dialect: 'sqlite', filename: used }, file, false)).rejects.toThrow(
      'is not empty',
    );
    const open = new SqliteDatabase(used);
    open.pragma('journal_mode = WAL');
    open.prepare('select count(*) from units').get();
    await expect(restoreDatabase({ dialect: 'sqlite', filename: used }, file, true)).rejects.toThrow(
      'open in another program',
    );
    open.close();
    await restoreDatabase({ dialect: 'sqlite', filename: used }, file, true);
    expect(existsSync(used)).toBe(true);

    const damaged = join(dir, 'damaged.db');
    writeFileSync(damaged, Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(4096, 7)]));
    await expect(
      restoreDatabase({ dialect: 'sqlite', filename: join(dir, 'x.db') }, damaged, false),
    ).rejects.toThrow();
    await expect(
      restoreDatabase({ dialect: 'sqlite', filename: join(dir, 'y.db') }, join(dir, 'none.db'), false),
    ).rejects.toThrow(BackupError);
  });
});

describe.runIf(testDatabaseUrl !== undefined)('backup and restore on postgres', () => {
  const names: string[] = [];
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const databaseUrl = (name: string) => (testDatabaseUrl ?? '').replace(/\/[^/?]+(\?.*)?$/, `/${name}$1`);
  afterEach(async () => {
    for (const name of names.splice(0)) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('dumps with pg_dump and restores with pg_restore into an empty database only', async () => {
    const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    const [source, target] = [`backup_src_${suffix}`, `backup_dst_${suffix}`];
    names.push(source, target);
    await admin(`CREATE DATABASE "${source}"`);
    await admin(`CREATE DATABASE "${target}"`);
    const from = { dialect: 'postgres' as const, connectionString: databaseUrl(source) };
    const to = { dialect: 'postgres' as const, connectionString: databaseUrl(target) };
    const { db } = createDb(from);
    await migrateToLatest(db, 'postgres');
    await seedDatabase({
      db,
      config: {
        adminEmail: undefined,
        adminPassword: 'backup-admin-password',
        defaultStationToken: undefined,
        adminPasswordFile: join(tmpdir(), 'unused-admin-password.txt'),
      },
      clock: { now: () => Date.parse('2026-06-15T10:00:00Z') },
    });
    const station = await buildStation(db, { reference: 'PGBACKUP1' });
    await sql`insert into readings (weather_station_id, received_at, temperature_c) values (${station.id}, ${1_781_000_000_000}, ${21.5})`.execute(
      db,
    );
    await db.destroy();

    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-pgbackup-'));
    try {
      const result = await backupDatabase(from, dir, 7, new Date('2026-06-15T10:00:00Z'));
      expect(result.file.endsWith('meteodeck-2026-06-15T10-00-00Z.dump')).toBe(true);
      await restoreDatabase(to, result.file, false);
      const restored = createDb(to).db;
      try {
        const rows = await restored.selectFrom('readings').select(['received_at', 'temperature_c']).execute();
        expect(rows.map((row) => [Number(row.received_at), row.temperature_c])).toEqual([
          [1_781_000_000_000, 21.5],
        ]);
        const migrations = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(
          restored,
        );
        expect(migrations.rows[0]?.n).toBeGreaterThan(5);
      } finally {
        await restored.destroy();
      }
      await expect(restoreDatabase(to, result.file, false)).rejects.toThrow('is not empty');
      const busy = createDb(to).db;
      try {
        await sql`select 1`.execute(busy);
        await expect(restoreDatabase(to, result.file, true)).rejects.toThrow('other connections');
      } finally {
        await busy.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
