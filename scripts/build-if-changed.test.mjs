import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceHash } from './build-if-changed.mjs';

describe("npm start's build stamp", () => {
  const base = mkdtempSync(join(tmpdir(), 'meteodeck-stamp-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const write = (path, text) => {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  };
  write('package-lock.json', '{}');
  write('packages/server/src/main.ts', 'start();');
  write('packages/web/src/app.tsx', 'export {};');
  const first = sourceHash(base);

  it('stays the same while nothing the build reads changes', () => {
    write('packages/server/src/main.test.ts', 'it();');
    write('packages/server/test/helper.ts', 'x');
    write('packages/server/dist/main.js', 'built');
    write('packages/web/node_modules/x/index.js', 'dep');
    expect(sourceHash(base)).toBe(first);
  });

  it('changes with a source, a new file or the lockfile', () => {
    write('packages/server/src/main.ts', 'start(1);');
    const edited = sourceHash(base);
    expect(edited).not.toBe(first);
    write('packages/web/public/favicon.svg', '<svg/>');
    const added = sourceHash(base);
    expect(added).not.toBe(edited);
    write('package-lock.json', '{"x":1}');
    expect(sourceHash(base)).not.toBe(added);
  });
});
