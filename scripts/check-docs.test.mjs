import { describe, expect, it } from 'vitest';
import {
  callMatches,
  callsNamedIn,
  docProblems,
  pathsNamedIn,
  proseOf,
  referenceProblems,
  repositoryFiles,
  routesDeclaredIn,
  sectionsOf,
} from './check-docs.mjs';

describe('the docs check', () => {
  it('finds every named file, every cited section and every script in the repository as it is', () => {
    expect(repositoryFiles()).toContain('docs/SPEC.md');
    expect(docProblems()).toEqual([]);
  });

  it('reads the files a doc names: backticked paths and relative links, not routes or the owner files', () => {
    const markdown = [
      'See `readings/spike-filter.ts`, `deploy/nginx.conf` and [the spec](SPEC.md#2-screens).',
      'Not files: `/api/status`, `weewx.conf` (the owner’s), `npm run lint`, [a site](https://example.org/x.md).',
    ].join('\n');
    expect(pathsNamedIn(markdown).sort()).toEqual([
      'SPEC.md',
      'deploy/nginx.conf',
      'readings/spike-filter.ts',
    ]);
  });

  it('knows the numbered sections of a document', () => {
    expect([...sectionsOf('# T\n## 1. What\ntext\n## 2. How\n### 2.1 Detail\n## Notes')]).toEqual(['1', '2']);
  });
});

describe('the docs check on a made-up repository', () => {
  const repository = {
    'package.json': JSON.stringify({ scripts: { go: 'node scripts/gone.mjs', ok: 'node src/app.ts' } }),
    'docs/SPEC.md': '# Spec\n## 1. What\n## 2. Screens\n',
    'docs/DESIGN.md': '# Design\n## 1. Stack\n',
    'docs/MAP.md': 'The app is `src/app.ts`; the parser `src/parser.ts`; the spec [here](SPEC.md).',
    'src/app.ts': '// spec §2 and DESIGN §1 hold; spec §9 does not exist\nconst x = 1;',
    'src/old.ts': '// read ../shared/DESIGN.md first',
  };
  const problems = docProblems(Object.keys(repository), (path) => repository[path]);

  it('reports a named file that is missing, and only that one', () => {
    expect(problems.filter((p) => p.startsWith('docs/MAP.md'))).toEqual([
      'docs/MAP.md: names src/parser.ts, which is not in the repository',
    ]);
  });

  it('reports a cited section the docs do not have, and a pointer outside the repository', () => {
    expect(problems).toContain('src/app.ts: cites spec §9, which docs/ does not have');
    expect(problems.some((p) => p.includes('§2') || p.includes('DESIGN §1'))).toBe(false);
    expect(problems).toContain('src/old.ts: points outside the repository (shared/)');
  });

  it('reports a script that runs a missing file', () => {
    expect(problems).toContain(
      'package.json: script go runs scripts/gone.mjs, which is not in the repository',
    );
    expect(problems.some((p) => p.includes('script ok'))).toBe(false);
  });
});

describe('the calls the docs name', () => {
  const server = [
    "app.get(\n      '/api/weatherData/:reference/currentData/detail',",
    // A server file's source text, which itself holds a template literal over a constant.
    [
      "const base = '/api/weatherStation/:id/forwarding';",
      'app.put(`$' + '{base}/:forwardingId`, opts);',
      'app.get(base, opts);',
    ].join('\n'),
    "await app.register(swaggerUi, { routePrefix: '/api/docs' });",
  ];
  const routes = routesDeclaredIn(server);

  it('reads the routes the server declares: literals, templates over a constant, the docs prefix', () => {
    expect(routes).toEqual([
      'GET /api/weatherData/:reference/currentData/detail',
      'PUT /api/weatherStation/:id/forwarding/:forwardingId',
      'GET /api/weatherStation/:id/forwarding',
      'GET /api/docs',
    ]);
  });

  it('finds a named call among them, whatever its parameters are called, and leaves other hosts alone', () => {
    const named = callsNamedIn(
      [
        '`GET /api/weatherData/{reference}/currentData/detail` and `PUT /api/weatherStation/{id}/forwarding/{forwardingId}`,',
        '`GET /api/weatherData/SSDP41000/currentData/detail?units=x`, `GET /api/weatherData/{reference}/currentData`,',
        '`POST /data/3.0/stations` (OpenWeatherMap) and `DELETE /api/docs`.',
      ].join('\n'),
    );
    expect(named.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/weatherData/{reference}/currentData/detail',
      'PUT /api/weatherStation/{id}/forwarding/{forwardingId}',
      'GET /api/weatherData/SSDP41000/currentData/detail',
      'GET /api/weatherData/{reference}/currentData',
      'DELETE /api/docs',
    ]);
    expect(named.map((call) => callMatches(call, routes))).toEqual([true, true, true, false, false]);
  });
});

describe('references to the backlog and to files the repository does not have', () => {
  const repository = {
    'docs/SPEC.md': '# Spec\n## 1. What\n',
    'docs/PLAN.md': [
      '# Plan',
      'The gauge scale follows issue 29; the units, issues 12 and 14.',
      'Done in #31, like the rest.',
      'The doors read the consoles as protocols.md says; see also ../../shared/spec/README.md.',
      'The service file is deploy/meteodeck.service; the parser, parser.ts; the spec, SPEC.md.',
      'Runs on Node.js; `weewx.conf` and Okt23log.txt are the owner’s; colour `#333`, [a](#1-what).',
      '```',
      'issue-free code: gone.ts and #12 in a block',
      '```',
    ].join('\n'),
    'deploy/meteodeck.service': '# the unit (issue 4)\n[Unit]\n',
    'src/app.ts': [
      '// Rounded to the tenth (Issue #7).',
      "const colour = '#333'; // a colour, not #8? no: #8 is a reference",
      '/** The console format (protocols.md C1), read from ../../../outside/x.ts. */',
      "it('keeps the value (issue 37)', () => {});",
      "const path = '../../../../etc/passwd';",
    ].join('\n'),
    'src/other.ts': '// Rounded as docs/SPEC.md says, from ../docs/SPEC.md.\nconst x = 1;',
    'src/legacy.ts': '// still cites issue 9 while another change rewrites it',
    'src/done.ts': '// cites nothing any more',
  };
  const read = (path) => repository[path];
  const problems = referenceProblems(Object.keys(repository), read, ['src/legacy.ts', 'src/done.ts']);
  const of = (file) => problems.filter((p) => p.startsWith(`${file}:`));

  it("fails 'issue N' in docs, comments, test names and configuration, and `#N` in prose, by file and line", () => {
    expect(of('docs/PLAN.md').filter((p) => p.includes('backlog'))).toEqual([
      "docs/PLAN.md:2: cites the backlog ('issue 29'): say in words what it stood for",
      "docs/PLAN.md:2: cites the backlog ('issues 12 and 14'): say in words what it stood for",
      "docs/PLAN.md:3: cites the backlog ('#31'): say in words what it stood for",
    ]);
    expect(of('src/app.ts').filter((p) => p.includes('backlog'))).toEqual([
      "src/app.ts:1: cites the backlog ('Issue #7'): say in words what it stood for",
      "src/app.ts:2: cites the backlog ('#8'): say in words what it stood for",
      "src/app.ts:2: cites the backlog ('#8'): say in words what it stood for",
      "src/app.ts:4: cites the backlog ('issue 37'): say in words what it stood for",
    ]);
    expect(of('deploy/meteodeck.service')).toEqual([
      "deploy/meteodeck.service:1: cites the backlog ('issue 4'): say in words what it stood for",
    ]);
  });

  it('tolerates an allowed file while it cites the backlog, and fails its entry once it no longer does', () => {
    expect(of('src/legacy.ts')).toEqual([]);
    expect(problems).toContain(
      'src/done.ts: cites the backlog no more: remove it from ISSUE_REFERENCE_ALLOWANCES',
    );
  });

  it('fails a Markdown file the repository lacks and a path that climbs out of it, in docs and comments', () => {
    expect(of('docs/PLAN.md').filter((p) => !p.includes('backlog'))).toEqual([
      'docs/PLAN.md:4: names protocols.md, which is not in the repository',
      'docs/PLAN.md:4: names ../../shared/spec/README.md, which is not in the repository',
      'docs/PLAN.md:5: names parser.ts, which is not in the repository',
      'docs/PLAN.md:4: points outside the repository (../../shared/spec/README.md)',
    ]);
    expect(of('src/app.ts').filter((p) => !p.includes('backlog'))).toEqual([
      'src/app.ts:3: names protocols.md, which is not in the repository',
      'src/app.ts:3: points outside the repository (../../../outside/x.ts)',
    ]);
    expect(of('src/other.ts')).toEqual([]);
  });

  it("reads a doc's prose without its code blocks, code spans, link targets and web addresses", () => {
    const prose = proseOf('a `x.ts` b [c](d.md) e https://example.org/f.md\n```\ng.ts\n```\nh.ts');
    expect(prose.replace(/\s+/g, ' ').trim()).toBe('a b [c] e h.ts');
  });
});
