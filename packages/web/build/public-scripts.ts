/**
 * The scripts of `public/` (theme.js), minified in the built site: Vite copies that folder as it is, so a
 * script there would reach every visitor with its comments, which explain it to us and cost a phone's first
 * load (theme.js: 1,338 bytes as Brotli with them, 820 without). Minified with the bundler's own minifier
 * (Oxc, from rolldown), as a classic script: these run before any module.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'rolldown/utils';

/** Minifies every `.js` file at the top of `dir` (the copied `public/` files) in place; returns their names. */
export function minifyPublicScripts(dir: string): string[] {
  const names = readdirSync(dir).filter((name) => name.endsWith('.js'));
  for (const name of names) {
    const path = join(dir, name);
    const result = minifySync(name, readFileSync(path, 'utf8'), {
      module: false,
      compress: true,
      mangle: true,
    });
    if (result.errors.length > 0)
      throw new Error(`${name}: ${result.errors.map((e) => e.message).join('; ')}`);
    writeFileSync(path, result.code);
  }
  return names;
}
