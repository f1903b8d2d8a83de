import { describe, expect, it } from 'vitest';
import {
  callMatches,
  callsNamedIn,
  docProblems,
  pathsNamedIn,
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
