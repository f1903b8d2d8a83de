/**
 * A set of named text files, from a folder on disk (the `import` command) or from a zip archive (the back
 * office's upload of a CumulusMX data folder), read one at a time. Zip entries are read straight from the
 * archive, never extracted to disk, so an entry's path (`../../etc/passwd`) means nothing; sizes are checked
 * against what the archive declares (yauzl stops an entry that gives more), and an archive of more than
 * `maxEntries` entries, an entry over `MAX_TEXT_FILE_BYTES` or entries over `maxTotalBytes` together (many
 * entries can point at one packed body) is refused before any is read. Files are read as streams of lines
 * (text-lines.ts), never whole.
 */
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ImportFileError } from './import-source.ts';
import { MAX_UNCOMPRESSED_BYTES, readTextLines } from './text-lines.ts';

/** One file of a set: its name without folders, its path in the set, its size and its bytes as a stream. */
export interface TextFile {
  name: string;
  path: string;
  size: number;
  open(): Promise<Readable>;
}

/** Largest file of a set (a CumulusMX monthly log at one-minute logging is about 7 MB). */
export const MAX_TEXT_FILE_BYTES = 64 * 1024 * 1024;
/** Most entries of a zip archive (a CumulusMX data folder of 30 years holds a few hundred files). */
export const MAX_ZIP_ENTRIES = 10_000;
/** Most bytes of a zip's entries together, uncompressed. */
export const MAX_ZIP_TOTAL_BYTES = 2 * 1024 * 1024 * 1024;

export const ZIP_MESSAGES = {
  unreadable: "Ce fichier n'est pas une archive zip lisible",
  tooManyEntries: (max: number) => `Archive zip refusée : plus de ${max} fichiers`,
  tooLargeTotal: (maxMb: number) => `Archive zip refusée : plus de ${maxMb} Mo une fois décompressée`,
  tooLargeEntry: (name: string) => `${name} : fichier trop volumineux dans l'archive zip`,
  entryUnreadable: (name: string) => `${name} : illisible dans l'archive zip`,
} as const;

/** The whole text of a small file (Cumulus.ini), refused past `maxBytes`. */
export async function readSmallText(file: TextFile, maxBytes = 1024 * 1024): Promise<string> {
  const { lines } = readTextLines(await file.open(), { label: file.name, maxBytes, maxLineBytes: maxBytes });
  const all: string[] = [];
  for await (const line of lines) all.push(line);
  return all.join('\n');
}

/** The files directly in `dir` and in its subfolders, one level deep (`data/` of a CumulusMX install). */
export async function listFolderFiles(dir: string): Promise<TextFile[]> {
  const files: TextFile[] = [];
  const visit = async (folder: string, depth: number) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && depth < 1) await visit(path, depth + 1);
      else if (entry.isFile()) {
        const { size } = await stat(path);
        files.push({ name: entry.name, path, size, open: async () => createReadStream(path) });
      }
    }
  };
  await visit(dir, 0);
  return files;
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, zip) => {
      if (error || zip === undefined) reject(error ?? new Error('zip'));
      else resolve(zip);
    });
  });
}

/** True when the file starts with a zip local-file or empty-archive signature. */
export async function looksLikeZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const header = Buffer.alloc(4);
    const { bytesRead } = await handle.read(header, 0, 4, 0);
    const signature = header.readUInt32LE(0);
    return bytesRead === 4 && (signature === 0x04034b50 || signature === 0x06054b50);
  } finally {
    await handle.close();
  }
}

/** Caps of a zip archive (tests set small ones). */
export interface ZipLimits {
  maxEntries?: number;
  maxTotalBytes?: number;
}

/**
 * The files of the zip archive at `path` (folders flattened into each file's `path`), and a `close` to call
 * once done. Throws ImportFileError when the file is not a readable zip archive or goes past a cap.
 */
export async function listZipFiles(
  path: string,
  limits: ZipLimits = {},
): Promise<{ files: TextFile[]; close(): void }> {
  const maxEntries = limits.maxEntries ?? MAX_ZIP_ENTRIES;
  const maxTotal = Math.min(limits.maxTotalBytes ?? MAX_ZIP_TOTAL_BYTES, MAX_UNCOMPRESSED_BYTES);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw new ImportFileError(ZIP_MESSAGES.unreadable);
  }
  if (zip.entryCount > maxEntries) {
    zip.close();
    throw new ImportFileError(ZIP_MESSAGES.tooManyEntries(maxEntries));
  }
  let entries: yauzl.Entry[];
  try {
    entries = await new Promise((resolve, reject) => {
      const found: yauzl.Entry[] = [];
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        if (entry.uncompressedSize > MAX_TEXT_FILE_BYTES) {
          reject(new ImportFileError(ZIP_MESSAGES.tooLargeEntry(entry.fileName)));
          return;
        }
        if (total > maxTotal) {
          reject(new ImportFileError(ZIP_MESSAGES.tooLargeTotal(Math.round(maxTotal / 1024 / 1024))));
          return;
        }
        found.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => reject(new ImportFileError(ZIP_MESSAGES.unreadable)));
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  const openEntry = (entry: yauzl.Entry) =>
    new Promise<Readable>((resolve, reject) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || stream === undefined)
          reject(new ImportFileError(ZIP_MESSAGES.entryUnreadable(entry.fileName)));
        else resolve(stream);
      });
    });
  const files = entries
    .filter((entry) => !entry.fileName.endsWith('/'))
    .map(
      (entry): TextFile => ({
        name: basename(entry.fileName.replaceAll('\\', '/')),
        path: entry.fileName,
        size: entry.uncompressedSize,
        open: () => openEntry(entry),
      }),
    );
  return { files, close: () => zip.close() };
}

/** The lines of a file of the set, streamed; a stream that breaks is an ImportFileError naming the file. */
export async function* fileLines(file: TextFile, onBytes?: (bytes: number) => void): AsyncGenerator<string> {
  const reader = readTextLines(await file.open(), { label: file.name });
  try {
    for await (const line of reader.lines) {
      onBytes?.(reader.bytes());
      yield line;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(ZIP_MESSAGES.entryUnreadable(file.name));
  } finally {
    await reader.lines.return(undefined);
  }
}
