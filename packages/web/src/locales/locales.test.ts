import { describe, expect, it } from 'vitest';
import { withPageTexts } from '../lib/language.ts';
import { ROUTE_PATHS } from '../lib/route-paths.ts';
import deAdmin from './de-admin.json' with { type: 'json' };
import dePublicCore from './de-public.json' with { type: 'json' };
import dePublicPages from './de-public-pages.json' with { type: 'json' };
import enAdmin from './en-admin.json' with { type: 'json' };
import enPublic from './en-public.json' with { type: 'json' };
import frAdmin from './fr-admin.json' with { type: 'json' };
import frPublic from './fr-public.json' with { type: 'json' };

/** The German public catalogue once the pages' part joined it, as lib/language.ts joins it. */
const dePublic = withPageTexts(dePublicCore, dePublicPages);
const de = { public: dePublic, admin: deAdmin };
const en = { public: enPublic, admin: enAdmin };
const fr = { public: frPublic, admin: frAdmin };

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

function keyPaths(catalogue: unknown): string[] {
  return leaves(catalogue).map(([path]) => path);
}

describe('catalogues', () => {
  it('hold the same keys in German, French and English', () => {
    const german = keyPaths(de).sort();
    expect(keyPaths(fr).sort()).toEqual(german);
    expect(keyPaths(en).sort()).toEqual(german);
  });

  it("split the German public texts in two without a text in both (the pages' part loads with them)", () => {
    const core = keyPaths(dePublicCore);
    expect(keyPaths(dePublicPages).filter((key) => core.includes(key))).toEqual([]);
    expect(Object.keys(dePublicPages)).toContain('climateDays');
  });

  it('have no empty text', () => {
    for (const catalogue of [de, fr, en]) {
      const blank = leaves(catalogue).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(blank).toEqual([]);
    }
  });

  it('give every admin route a title under admin.routes', () => {
    const adminRoutes = Object.keys(ROUTE_PATHS).filter((name) => name.startsWith('admin'));
    expect(Object.keys(fr.admin.routes).sort()).toEqual(adminRoutes.sort());
  });
});
