/**
 * The lines of a text stream, read chunk by chunk, for every import source (CSV, CumulusMX logs): a line
 * longer than `maxLineBytes`, or a stream longer than `maxBytes` once uncompressed, stops the reading with
 * an ImportFileError, so a file of one endless line (a 600 MiB line packed into a small .csv.gz) or a
 * decompression bomb never grows a string past what one line of the format can be, nor runs for good.
 * Lines end at `\n`; a `\r` before it is dropped.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ImportFileError } from './import-source.ts';

/** Longest line of any import format (a CSV or CumulusMX line is a few hundred bytes). */
export const MAX_LINE_BYTES = 64 * 1024;
/** Most bytes a source gives once uncompressed (a gzipped CSV, the entries of a zip together). */
export const MAX_UNCOMPRESSED_BYTES = 4 * 1024 * 1024 * 1024;

export interface LineLimits {
  /** Name of the file in messages ('data.csv.gz', 'Nov23log.txt'). */
  label: string;
  maxLineBytes?: number;
  maxBytes?: number;
}

export const LINE_MESSAGES = {
  lineTooLong: (label: string, max: number) =>
    `${label} : ligne de plus de ${Math.round(max / 1024)} Ko, ce n'est pas un fichier de relevés`,
  tooLarge: (label: string, max: number) =>
    `${label} : plus de ${Math.round(max / 1024 / 1024)} Mo une fois décompressé`,
} as const;

/** A line reader over `input`: `lines` to iterate once, `bytes()` read so far. Ends (and destroys) `input`. */
export function readTextLines(input: Readable, limits: LineLimits) {
  const maxLine = limits.maxLineBytes ?? MAX_LINE_BYTES;
  const maxBytes = limits.maxBytes ?? MAX_UNCOMPRESSED_BYTES;
  let bytes = 0;
  const decode = (parts: Buffer[]) => {
    const text = (parts.length === 1 ? (parts[0] ?? Buffer.alloc(0)) : Buffer.concat(parts)).toString('utf8');
    return text.endsWith('\r') ? text.slice(0, -1) : text;
  };
  async function* lines(): AsyncGenerator<string> {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    try {
      for await (const chunk of input) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        bytes += buffer.length;
        if (bytes > maxBytes) throw new ImportFileError(LINE_MESSAGES.tooLarge(limits.label, maxBytes));
        let start = 0;
        for (;;) {
          const end = buffer.indexOf(0x0a, start);
          const piece = buffer.subarray(start, end < 0 ? buffer.length : end);
          if (pendingBytes + piece.length > maxLine) {
            throw new ImportFileError(LINE_MESSAGES.lineTooLong(limits.label, maxLine));
          }
          if (end < 0) {
            if (piece.length > 0) {
              pending.push(Buffer.from(piece));
              pendingBytes += piece.length;
            }
            break;
          }
          pending.push(piece);
          yield decode(pending);
          pending = [];
          pendingBytes = 0;
          start = end + 1;
        }
      }
      if (pendingBytes > 0) yield decode(pending);
    } finally {
      input.destroy();
    }
  }
  return { lines: lines(), bytes: () => bytes };
}

/**
 * The lines of the file at `path`, gunzipped when its name ends in .gz, within the limits above (`label`
 * names it in messages); `bytesRead()` follows the file on disk.
 */
export function readFileLines(path: string, label: string) {
  const raw = createReadStream(path);
  let bytes = 0;
  raw.on('data', (chunk) => {
    bytes += chunk.length;
  });
  const text = path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  text.on('close', () => raw.destroy());
  const { lines } = readTextLines(text, { label });
  return { lines, bytesRead: () => bytes, close: () => raw.destroy() };
}
