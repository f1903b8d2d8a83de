/**
 * Every source reads lines with a length limit and caps what it uncompresses: a .csv.gz of one 600 MiB line
 * (M2 in docs/SECURITY.md, here 64 MiB: the same file, smaller) and a zip whose many entries point at one packed body
 * (M3) are refused with the reason, quickly, without ever holding the whole in memory.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeLongLineCsvGz, writeOverlappingZip } from '../../../test/hostile-imports.ts';
import { openCsvFile } from './csv.source.ts';
import { openCumulusData } from './cumulus.source.ts';
import { ImportFileError } from './import-source.ts';
import { listZipFiles } from './text-files.ts';
import { readTextLines } from './text-lines.ts';

const collect = async (lines: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const line of lines) all.push(line);
  return all;
};

describe('line limits', () => {
  it('splits lines across chunks, drops the \\r of \\r\\n and keeps a last line without an end', async () => {
    const input = Readable.from([Buffer.from('a,b\r\nc'), Buffer.from('d\n\ne'), Buffer.from('f')]);
    expect(await collect(readTextLines(input, { label: 'x' }).lines)).toEqual(['a,b', 'cd', '', 'ef']);
  });

  it('stops at a line longer than the limit, and at more bytes than the cap', async () => {
    const long = Readable.from([Buffer.from('ok\n'), Buffer.alloc(40, 'x'), Buffer.alloc(40, 'x')]);
    await expect(collect(readTextLines(long, { label: 'f.csv', maxLineBytes: 64 }).lines)).rejects.toThrow(
      'f.csv : ligne de plus de',
    );
    const big = Readable.from(Array.from({ length: 10 }, () => Buffer.from('line\n'.repeat(20))));
    await expect(collect(readTextLines(big, { label: 'f.csv', maxBytes: 500 }).lines)).rejects.toThrow(
      ImportFileError,
    );
  });
});

describe('hostile import files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-hostile-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('M2: refuses a .csv.gz of one endless line at its header, in bounded memory', async () => {
    const path = join(dir, 'import-m2.gz');
    writeLongLineCsvGz(path, 64);
    expect(statSync(path).size).toBeLessThan(200 * 1024);
    const heap = process.memoryUsage().heapUsed;
    const started = Date.now();
    await expect(openCsvFile(path, 'UTC')).rejects.toThrow('Fichier CSV : ligne de plus de 64 Ko');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(32 * 1024 * 1024);
  });

  it('M3: refuses a zip of too many entries, and entries that together unpack past the cap', async () => {
    const many = join(dir, 'many.zip');
    writeOverlappingZip(many, 2_000, 64);
    expect(statSync(many).size).toBeLessThan(300 * 1024);
    await expect(listZipFiles(many, { maxEntries: 1_000 })).rejects.toThrow('plus de 1000 fichiers');
    await expect(listZipFiles(many)).rejects.toThrow('Mo une fois décompressée');
  });

  it('M3: a zip within the caps whose body is one endless line fails at its first line, not after unpacking it', async () => {
    const path = join(dir, 'twenty.zip');
    writeOverlappingZip(path, 20, 64);
    const source = await openCumulusData(path, 'UTC', {
      units: { temperature: 'C', pressure: 'hPa', rain: 'mm', wind: 'm/s' },
    });
    const started = Date.now();
    const read = async () => {
      for await (const _row of source.rows()) {
        // Nothing comes: the first line is too long.
      }
    };
    await expect(read()).rejects.toThrow('ligne de plus de 64 Ko');
    await source.close();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
