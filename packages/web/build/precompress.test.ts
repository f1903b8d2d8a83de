import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'meteodeck-precompress-'));
    mkdirSync(join(dist, 'assets'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes Brotli and gzip copies beside the text assets, each decompressing to the original', () => {
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'Reihe ${i}' }`).join(',')}];\n`;
    writeFileSync(join(dist, 'assets', 'index-1a2b.js'), script);
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>meteodeck</title>${'<p>Wetter</p>'.repeat(200)}`,
    );
    const summary = precompress(dist);
    expect(summary.files).toBe(2);
    const brotli = readFileSync(join(dist, 'assets', 'index-1a2b.js.br'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-1a2b.js.gz'))).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 4);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes);
  });

  it('leaves out small files, images and what does not shrink', () => {
    writeFileSync(join(dist, 'assets', 'tiny-9f8e.js'), 'export const a = 1;\n');
    writeFileSync(join(dist, 'logo.png'), Buffer.alloc(4096, 7));
    // Random bytes named .json: compression cannot shrink them.
    writeFileSync(
      join(dist, 'noise.json'),
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    );
    expect(precompress(dist).files).toBe(0);
    expect(existsSync(join(dist, 'assets', 'tiny-9f8e.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'logo.png.br'))).toBe(false);
    expect(existsSync(join(dist, 'noise.json.br'))).toBe(false);
  });
});
