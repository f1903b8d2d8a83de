/**
 * Hostile WeeWX files: only a plain `archive` table is read, in a worker thread with a time limit. A file
 * whose `archive` is a view that never ends (M1 in docs/SECURITY.md), or that holds a trigger, a virtual table or a
 * generated column, is refused at once with the reason; the event loop never waits on the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRecursiveViewArchive } from '../../../test/hostile-imports.ts';
import { createWeewxArchive, METRICWX, writeArchiveRows } from '../../../test/weewx-archive.ts';
import { ImportFileError } from './import-source.ts';
import { openWeewxArchive } from './weewx.source.ts';

const NOT_PLAIN = 'seule une table « archive » ordinaire est lue';

describe('hostile WeeWX files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-weewx-hostile-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const withSchema = (name: string, sql: string) => {
    const path = join(dir, name);
    const db = new SqliteDatabase(path);
    db.exec(sql);
    db.close();
    return path;
  };

  it('refuses at once an archive that is a recursive view without end, the event loop never held', async () => {
    const path = join(dir, 'm1.sdb');
    writeRecursiveViewArchive(path);
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = Date.now();
    try {
      await expect(openWeewxArchive(path, 'UTC')).rejects.toThrow(NOT_PLAIN);
    } finally {
      clearInterval(ticker);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(ticks).toBeGreaterThan(0);
  });

  it('refuses a trigger, a virtual table and a generated column, each with the reason', async () => {
    const base =
      'CREATE TABLE archive (dateTime INTEGER PRIMARY KEY, usUnits INTEGER NOT NULL, outTemp REAL);';
    const trigger = withSchema(
      'trigger.sdb',
      `${base} CREATE TABLE log (x); CREATE TRIGGER t AFTER INSERT ON archive BEGIN INSERT INTO log VALUES (1); END;`,
    );
    const generated = withSchema(
      'generated.sdb',
      'CREATE TABLE archive (dateTime INTEGER PRIMARY KEY, usUnits INTEGER, outTemp REAL, ' +
        "big TEXT GENERATED ALWAYS AS (printf('%.*c', 100000000, 'x')) VIRTUAL);",
    );
    const virtual = withSchema('virtual.sdb', 'CREATE VIRTUAL TABLE archive USING fts5(dateTime, usUnits);');
    const view = withSchema(
      'view.sdb',
      `${base.replace('archive', 'real_archive')} CREATE VIEW archive AS SELECT * FROM real_archive;`,
    );
    for (const path of [trigger, generated, virtual, view]) {
      const refusal = openWeewxArchive(path, 'UTC');
      await expect(refusal).rejects.toThrow(ImportFileError);
      await expect(openWeewxArchive(path, 'UTC')).rejects.toThrow(NOT_PLAIN);
    }
  });

  it('refuses an archive that does not answer within the time limit, and stops reading it', async () => {
    const path = createWeewxArchive(dir, 'wview');
    writeArchiveRows(path, [{ dateTime: 1_710_000_000, usUnits: METRICWX, interval: 5, outTemp: 4 }]);
    await expect(openWeewxArchive(path, 'UTC', { timeLimitMs: 1 })).rejects.toThrow(
      "La lecture de l'archive WeeWX a dépassé",
    );
    // The same file within a time limit it can keep: read as usual.
    const source = await openWeewxArchive(path, 'UTC');
    const rows = [];
    for await (const row of source.rows()) rows.push(row);
    await source.close();
    expect(rows).toHaveLength(1);
  });
});
