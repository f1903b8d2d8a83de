/**
 * A set of named text files, from a folder on disk (the `import` command) or from a zip archive (the back
 * office's upload of a CumulusMX data folder), read one at a time. Zip entries are read straight from the
 * archive, never extracted to disk, so an entry's path (`../../etc/passwd`) means nothing; sizes are checked
 * against what the archive declares, and an entry larger than `maxEntryBytes` is refused.
 */
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import yauzl from 'yauzl';
import { ImportFileError } from './import-source.ts';

/** One file of a set: its name without folders, its path in the set, and its text (UTF-8). */
export interface TextFile {
  name: string;
  path: string;
  size: number;
  read(): Promise<string>;
}

/** Largest file of a set read as text (a CumulusMX monthly log at one-minute logging is about 7 MB). */
export const MAX_TEXT_FILE_BYTES = 64 * 1024 * 1024;

/** The files directly in `dir` and in its subfolders, one level deep (`data/` of a CumulusMX install). */
export async function listFolderFiles(dir: string): Promise<TextFile[]> {
  const files: TextFile[] = [];
  const visit = async (folder: string, depth: number) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && depth < 1) await visit(path, depth + 1);
      else if (entry.isFile()) {
        const { size } = await stat(path);
        files.push({ name: entry.name, path, size, read: () => readFile(path, 'utf8') });
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

/**
 * The files of the zip archive at `path` (folders flattened into each file's `path`), and a `close` to call
 * once done. Throws ImportFileError when the file is not a readable zip archive.
 */
export async function listZipFiles(path: string): Promise<{ files: TextFile[]; close(): void }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw new ImportFileError("Ce fichier n'est pas une archive zip lisible");
  }
  const entries: yauzl.Entry[] = await new Promise((resolve, reject) => {
    const found: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      found.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.on('error', () => reject(new ImportFileError("Ce fichier n'est pas une archive zip lisible")));
    zip.readEntry();
  });
  const readEntry = (entry: yauzl.Entry) =>
    new Promise<string>((resolve, reject) => {
      if (entry.uncompressedSize > MAX_TEXT_FILE_BYTES) {
        reject(new ImportFileError(`${entry.fileName} : fichier trop volumineux dans l'archive zip`));
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || stream === undefined) {
          reject(new ImportFileError(`${entry.fileName} : illisible dans l'archive zip`));
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', () =>
          reject(new ImportFileError(`${entry.fileName} : illisible dans l'archive zip`)),
        );
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
    });
  const files = entries
    .filter((entry) => !entry.fileName.endsWith('/'))
    .map(
      (entry): TextFile => ({
        name: basename(entry.fileName.replaceAll('\\', '/')),
        path: entry.fileName,
        size: entry.uncompressedSize,
        read: () => readEntry(entry),
      }),
    );
  return { files, close: () => zip.close() };
}
