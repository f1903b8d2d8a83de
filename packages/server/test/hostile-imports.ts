/**
 * The hostile import files of the robustness review, built small on disk by the tests themselves:
 * - M1: a WeeWX file (a few KB) whose `archive` is a recursive view that never ends;
 * - M2: a .csv.gz holding one line of `lineMiB` MiB (600 in the review) that gzip packs into a few hundred KB;
 * - M3: a zip whose `entries` central-directory entries all point at one deflated body of `bodyMiB` MiB.
 */
import { writeFileSync } from 'node:fs';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';

/** M1: `archive` as a view over a recursive query without end (any read of it never returns). */
export function writeRecursiveViewArchive(path: string): void {
  const db = new SqliteDatabase(path);
  try {
    db.exec(
      'CREATE VIEW archive AS WITH RECURSIVE r(dateTime, usUnits, outTemp) AS ' +
        '(SELECT 1, 16, 0.0 UNION ALL SELECT dateTime + 1, usUnits, outTemp FROM r) SELECT * FROM r',
    );
  } finally {
    db.close();
  }
}

/**
 * M2: a valid CSV header's start, then one line of `lineMiB` MiB without a line break, gzipped: one MiB of
 * it packed once and repeated as gzip members (a .gz may hold several, read as one stream), so the file is
 * built at once and stays about 1 KB per MiB of line.
 */
export function writeLongLineCsvGz(path: string, lineMiB: number): void {
  const mib = gzipSync(Buffer.alloc(1024 * 1024, 'a'), { level: 9 });
  const parts = [gzipSync('received_at,temperature_c,')];
  for (let i = 0; i < lineMiB; i += 1) parts.push(mib);
  parts.push(gzipSync('\n'));
  writeFileSync(path, Buffer.concat(parts));
}

/**
 * M3: one local file (a monthly log name, `bodyMiB` MiB of one repeated line without end) and `entries`
 * central-directory entries, each a monthly log name of its own, all pointing at that one body.
 */
export function writeOverlappingZip(path: string, entries: number, bodyMiB: number): void {
  const body = Buffer.alloc(bodyMiB * 1024 * 1024, '1');
  const packed = deflateRawSync(body, { level: 9 });
  const crc = crc32(body);
  const name = Buffer.from('202401log.txt');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(body.length, 22);
  local.writeUInt16LE(name.length, 26);
  const centrals: Buffer[] = [];
  for (let i = 0; i < entries; i += 1) {
    const entryName = Buffer.from(
      `${2000 + Math.floor(i / 12)}${String((i % 12) + 1).padStart(2, '0')}log.txt`,
    );
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(body.length, 24);
    central.writeUInt16LE(entryName.length, 28);
    central.writeUInt32LE(0, 42);
    centrals.push(central, entryName);
  }
  const directory = Buffer.concat(centrals);
  const offset = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(path, Buffer.concat([local, name, packed, directory, end]));
}
