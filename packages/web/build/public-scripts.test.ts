import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minifyPublicScripts } from './public-scripts.ts';

describe('minifyPublicScripts', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'meteodeck-public-scripts-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('minifies the top-level scripts as classic scripts that still do what they did', () => {
    const theme = readFileSync(join(import.meta.dirname, '../public/theme.js'), 'utf8');
    writeFileSync(join(dist, 'theme.js'), theme);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><!-- kept -->');
    expect(minifyPublicScripts(dist)).toEqual(['theme.js']);
    const minified = readFileSync(join(dist, 'theme.js'), 'utf8');
    expect(minified.length).toBeLessThan(theme.length / 2);
    expect(minified).not.toContain('//');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<!doctype html><!-- kept -->');
    // Run with a stored dark choice and no meta element: the theme attribute set, as the original sets it.
    const attributes = new Map<string, string>();
    runInNewContext(minified, {
      window: { localStorage: { getItem: () => 'dark' }, matchMedia: () => ({ matches: false }) },
      document: {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
        querySelector: () => null,
      },
    });
    expect(attributes.get('data-bs-theme')).toBe('dark');
  });

  it('refuses a script that does not parse, leaving it as it was', () => {
    writeFileSync(join(dist, 'broken.js'), 'let = ;');
    expect(() => minifyPublicScripts(dist)).toThrow(/broken\.js/);
    expect(readFileSync(join(dist, 'broken.js'), 'utf8')).toBe('let = ;');
  });
});
