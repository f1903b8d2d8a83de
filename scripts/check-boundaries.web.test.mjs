import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './check-boundaries.mjs';
import {
  functionsOf,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
  parseSource,
  SIZE_ALLOWANCES,
  sizeProblems,
  webLayoutViolations,
  webViolationsOf,
} from './check-boundaries.web.mjs';

const root = new URL('..', import.meta.url).pathname;
const WEB = 'packages/web/src/';

/** The problems of a planted file: `path` under packages/web/src/, `text` its source. */
const planted = (path, text) => webViolationsOf(`${WEB}${path}`, text, {});

/** A function of `lines` lines named `name`. */
function functionOf(name, lines) {
  const body = Array.from({ length: lines - 2 }, (_, index) => `  const v${index} = ${index};`);
  return [`export function ${name}() {`, ...body, '}'].join('\n');
}

describe('the web lint on the code base as it is', () => {
  it('finds no crossing, every feature and entity has a face, and the size allow-list is empty', () => {
    const files = sourceFiles();
    const web = files.filter((file) => file.startsWith(WEB));
    expect(web.length).toBeGreaterThan(250);
    const found = web.flatMap((from) => webViolationsOf(from, readFileSync(`${root}${from}`, 'utf8')));
    expect([...found, ...webLayoutViolations(files)]).toEqual([]);
    expect(Object.keys(SIZE_ALLOWANCES)).toEqual([]);
  });
});

describe('reading a file', () => {
  it('takes imports, re-exports and dynamic imports from the parsed source, not from comments or strings', () => {
    const text = [
      "import type { A } from './a.ts';",
      'import {',
      '  b,',
      "} from '../b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const E = lazy(() => import('./e.tsx'));",
      "import './f.css';",
      "// import { x } from '../../features/x/index.ts';",
      'const text = "import(\'../../app/routes.tsx\')";',
    ].join('\n');
    expect(parseSource('x.tsx', text).specifiers.sort()).toEqual([
      '../b.ts',
      './a.ts',
      './c.ts',
      './d.ts',
      './e.tsx',
      './f.css',
    ]);
  });

  it('names each function by its own name, its variable or its key, and counts its lines', () => {
    const text = [
      'export function Page() {',
      '  const save = async () => {',
      '    return 1;',
      '  };',
      '  return { render: () => null };',
      '}',
    ].join('\n');
    const { program } = parseSource('x.ts', text);
    expect(functionsOf(program, text)).toEqual([
      { name: 'Page', lines: 6 },
      { name: 'save', lines: 3 },
      { name: 'render', lines: 1 },
    ]);
  });
});

describe('floors: app → features → entities → components → lib', () => {
  it('fails an entity that imports a feature, and a feature that imports the app', () => {
    const entity = planted(
      'entities/station/station-units.ts',
      "import { x } from '../../features/home/index.ts';",
    );
    expect(entity).toHaveLength(1);
    expect(entity[0]).toContain('imports point down');
    expect(
      planted('features/home/components/home-page.tsx', "import { y } from '../../../app/routes.tsx';"),
    ).toHaveLength(1);
  });

  it('fails components/ that import an entity (even through its face) and lib/ that imports components/', () => {
    expect(
      planted('components/page-heading.tsx', "import { useSession } from '../entities/session/index.ts';"),
    ).toHaveLength(1);
    expect(
      planted('lib/api-client.ts', "import { PageHeading } from '../components/page-heading.tsx';"),
    ).toHaveLength(1);
  });

  it('fails product code that imports the tests’ helpers', () => {
    expect(planted('app/providers.tsx', "import { stubApi } from '../test/fake-api.ts';")).toHaveLength(1);
  });

  it('lets each floor import the floors below, through their faces, and the leaves', () => {
    expect(
      planted(
        'features/home/components/home-page.tsx',
        [
          "import { useStation } from '../../../entities/station/index.ts';",
          "import { PageHeading } from '../../../components/page-heading.tsx';",
          "import { formatNumber } from '../../../lib/format/number-format.ts';",
          "import { NowPanel } from './now-panel.tsx';",
          "import { nowSummary } from '../now-summary.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(planted('app/routes.tsx', "import { loadHomePage } from '../features/home/index.ts';")).toEqual(
      [],
    );
    expect(planted('lib/i18n.ts', "import de from '../locales/de-public.json';")).toEqual([]);
    expect(
      planted('main.tsx', "import { routes } from './app/routes.tsx';\nimport './styles/theme.css';"),
    ).toEqual([]);
  });
});

describe('neighbours', () => {
  it('fails a feature that imports another feature, even through its face', () => {
    const found = planted(
      'features/home/components/home-page.tsx',
      "import { x } from '../../news/index.ts';",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('no other feature');
  });

  it('fails an entity that imports another entity', () => {
    const found = planted('entities/status/api/get-status.ts', "import { x } from '../../station/index.ts';");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('no other entity');
  });
});

describe('faces', () => {
  it("fails a feature that imports an entity's inside instead of its index.ts", () => {
    const found = planted(
      'features/about/components/about-page.tsx',
      "import { useStation } from '../../../entities/station/api/get-station.ts';",
    );
    expect(found).toEqual([
      `${WEB}features/about/components/about-page.tsx: entities/station/ is imported through its face, entities/station/index.ts (${WEB}entities/station/api/get-station.ts)`,
    ]);
  });

  it("fails the app that loads a feature's page around its face, statically or lazily", () => {
    expect(
      planted('app/routes.tsx', "const load = () => import('../features/home/components/home-page.tsx');"),
    ).toHaveLength(1);
    expect(
      planted(
        'app/layouts/public-layout.tsx',
        "import { NewsStrip } from '../../features/news/components/news-strip.tsx';",
      ),
    ).toHaveLength(1);
  });

  it('holds for tests too, which may otherwise reach any floor', () => {
    const test = 'features/embed/components/embed-card.test.tsx';
    expect(
      planted(test, "import { STATION_STORAGE_KEY } from '../../../entities/station/selected-station.tsx';"),
    ).toHaveLength(1);
    expect(planted(test, "import { renderApp } from '../../../test/render-app.tsx';")).toEqual([]);
  });

  it('fails a face that hands out everything of a file, or holds code of its own', () => {
    expect(planted('entities/station/index.ts', "export * from './station-label.ts';")).toHaveLength(1);
    expect(
      planted(
        'entities/station/index.ts',
        "export { stationLabel } from './station-label.ts';\nconst secret = 1;",
      ),
    ).toHaveLength(1);
    expect(
      planted(
        'features/home/index.ts',
        "export const loadHomePage = () => import('./components/home-page.tsx').then((m) => m.HomePage);",
      ),
    ).toEqual([]);
  });

  it('fails a feature or an entity without a face', () => {
    const files = [`${WEB}features/home/components/home-page.tsx`, `${WEB}entities/station/index.ts`];
    expect(webLayoutViolations(files, {})).toEqual([`${WEB}features/home/: has no face (index.ts)`]);
  });
});

describe('one layout for features', () => {
  it("fails a feature's React component outside its components/ folder", () => {
    expect(planted('features/embed/embed-card.tsx', 'export const EmbedCard = () => null;')).toHaveLength(1);
    expect(
      planted('features/embed/components/embed-card.tsx', 'export const EmbedCard = () => null;'),
    ).toEqual([]);
  });
});

describe('sizes', () => {
  const path = `${WEB}features/home/now-summary.ts`;
  const problemsOf = (text, allowances = {}) =>
    sizeProblems(path, text, parseSource(path, text).program, allowances);

  it(`fails a file over ${MAX_FILE_LINES} lines`, () => {
    const lines = (count) =>
      Array.from({ length: count }, (_, index) => `export const v${index} = ${index};`).join('\n');
    expect(problemsOf(lines(MAX_FILE_LINES))).toEqual([]);
    expect(problemsOf(lines(MAX_FILE_LINES + 1))).toEqual([
      `${path}: ${MAX_FILE_LINES + 1} lines, over ${MAX_FILE_LINES}: split it by concern`,
    ]);
  });

  it(`fails a function over ${MAX_FUNCTION_LINES} lines, wherever it is declared`, () => {
    expect(problemsOf(functionOf('fits', MAX_FUNCTION_LINES))).toEqual([]);
    expect(problemsOf(functionOf('long', MAX_FUNCTION_LINES + 1))).toEqual([
      `${path}: function long has ${MAX_FUNCTION_LINES + 1} lines, over ${MAX_FUNCTION_LINES}: split it`,
    ]);
    const arrow = functionOf('inner', MAX_FUNCTION_LINES + 1).replace(
      'export function inner() {',
      'const inner = () => {',
    );
    expect(problemsOf(`export function outer() {\n${arrow}\n}`)).toHaveLength(2);
  });

  it('lets an allowed function be long, and fails the allowance once the function fits or is gone', () => {
    const allowance = { [`${path}#long`]: 'planted' };
    expect(problemsOf(functionOf('long', MAX_FUNCTION_LINES + 1), allowance)).toEqual([]);
    expect(problemsOf(functionOf('long', MAX_FUNCTION_LINES), allowance)).toEqual([
      `${path}#long: ${MAX_FUNCTION_LINES} lines now: remove its entry from SIZE_ALLOWANCES`,
    ]);
    expect(problemsOf(functionOf('other', 3), allowance)).toEqual([
      `${path}#long: gone: remove its entry from SIZE_ALLOWANCES`,
    ]);
    expect(webLayoutViolations([], { [`${WEB}features/gone.ts#f`]: 'planted' })).toEqual([
      `${WEB}features/gone.ts#f: no such file: remove its entry from SIZE_ALLOWANCES`,
    ]);
  });

  it('applies to product code, not to tests', () => {
    expect(webViolationsOf(`${WEB}features/home/now-summary.test.ts`, functionOf('long', 200), {})).toEqual(
      [],
    );
    expect(webViolationsOf(`${WEB}features/home/now-summary.ts`, functionOf('long', 200), {})).toHaveLength(
      1,
    );
  });
});
