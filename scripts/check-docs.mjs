#!/usr/bin/env node
// The docs stand on their own (issue 17), checked by `npm run lint`:
// - every file a doc names in backticks or links to exists in the repository (a partial path such as
//   `readings/spike-filter.ts` matches the file it ends);
// - every section a code comment cites (`spec §6`, `DESIGN §12`) exists in docs/SPEC.md or docs/DESIGN.md;
// - nothing points outside the repository (the `shared/` folder the project was specified from);
// - every file an npm script runs exists (built files under dist/ excepted);
// - every call of the server a doc names in backticks (`GET /api/…`) is a route the server declares.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);

/** The repository's files (tracked and new, not ignored), as paths from its root. */
export function repositoryFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n').filter((path) => path !== '' && existsSync(join(root, path)));
}

const FILE_LIKE =
  /^(?:[\w.@-]+\/)*[\w.@-]+\.(?:ts|tsx|mjs|cjs|js|json|md|sql|conf|service|sh|ya?ml|css|html|example)$/;

const OWN_EXTENSION = /\.(?:ts|tsx|mjs|cjs|md|sql|service|sh|css)$/;

/** The file paths a Markdown text names: backticked tokens that look like a file, and relative links. */
export function pathsNamedIn(markdown) {
  const named = new Set();
  for (const m of markdown.matchAll(/`([^`\s]+)`/g)) {
    const token = m[1].replace(/^\.\//, '');
    // A bare name with a data extension (`weewx.conf`, `Okt23log.txt`) is the owner's file, not ours.
    if (FILE_LIKE.test(token) && (token.includes('/') || OWN_EXTENSION.test(token))) named.add(token);
  }
  for (const m of markdown.matchAll(/\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)]*)?\)/g)) named.add(m[1]);
  return [...named];
}

/** Whether `named` (from the doc at `docPath`) is a file of the repository or the end of one's path. */
function exists(named, docPath, files) {
  const fromDoc = resolve(root, docPath, '..', named).slice(root.length + 1);
  if (files.includes(fromDoc) || existsSync(join(root, fromDoc))) return true;
  const bare = named.replace(/^(\.\.\/)+/, '');
  return files.some((file) => file === bare || file.endsWith(`/${bare}`));
}

/** The server's own path prefixes: a doc's call on another host (a network's API) is not checked. */
const OWN_PATHS = /^\/(?:api|weatherstation|ingest|metrics)(?:\/|$)/;

/**
 * `METHOD /path` of every route the server's sources declare: `app.get('/api/…'` over line breaks too, a
 * template or a constant of the same file (`const base = '/api/…'; app.put(`${base}/:id`…`), and the API
 * documentation's `routePrefix`.
 */
export function routesDeclaredIn(sources) {
  const routes = [];
  for (const text of sources) {
    const constants = new Map([...text.matchAll(/\bconst (\w+) = '(\/[^']*)'/g)].map((m) => [m[1], m[2]]));
    const resolve = (template) =>
      template.replace(/\$\{(\w+)\}/g, (whole, name) => constants.get(name) ?? whole);
    for (const m of text.matchAll(
      /\bapp\.(get|post|put|delete|patch)\(\s*(?:'([^']*)'|`([^`]*)`|(\w+)\s*,)/g,
    )) {
      const path = m[2] ?? (m[3] === undefined ? constants.get(m[4]) : resolve(m[3]));
      if (path?.startsWith('/')) routes.push(`${m[1].toUpperCase()} ${path}`);
    }
    for (const m of text.matchAll(/\broutePrefix: '(\/[^']*)'/g)) routes.push(`GET ${m[1]}`);
  }
  return routes;
}

/** The calls a Markdown text names in backticks (`GET /api/x/{id}?page`), as method and path. */
export function callsNamedIn(markdown) {
  const calls = [];
  for (const m of markdown.matchAll(/`(GET|POST|PUT|DELETE|PATCH) (\/[^`\s?]*)[^`]*`/g)) {
    if (OWN_PATHS.test(m[2])) calls.push({ method: m[1], path: m[2] });
  }
  return calls;
}

/** Whether a named call is one of the declared routes: `{x}`, `<x>` and `:x` segments match any segment. */
export function callMatches(call, routes) {
  const isParameter = (segment) => /^(?::|\{.*\}$|<.*>$)/.test(segment);
  const segments = call.path.split('/');
  return routes.some((route) => {
    const [method, pattern] = route.split(' ');
    if (method !== call.method) return false;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) return false;
    return parts.every(
      (part, i) =>
        part === segments[i] || isParameter(part) || (isParameter(segments[i]) && part.startsWith(':')),
    );
  });
}

/** The section numbers `## N.` of a Markdown document. */
export function sectionsOf(markdown) {
  return new Set([...markdown.matchAll(/^## (\d+)\./gm)].map((m) => m[1]));
}

/** Every problem of the repository's docs and references, one line each. */
export function docProblems(
  files = repositoryFiles(),
  read = (path) => readFileSync(join(root, path), 'utf8'),
) {
  const problems = [];
  const docs = files.filter((file) => file.endsWith('.md') && !file.includes('node_modules'));
  for (const doc of docs) {
    const text = read(doc);
    for (const named of pathsNamedIn(text)) {
      if (!exists(named, doc, files)) problems.push(`${doc}: names ${named}, which is not in the repository`);
    }
  }
  const serverSources = files.filter((file) => /^packages\/server\/src\/.*(?<!\.test)\.ts$/.test(file));
  const routes = routesDeclaredIn(serverSources.map(read));
  if (routes.length > 0) {
    for (const doc of docs) {
      for (const call of callsNamedIn(read(doc))) {
        if (!callMatches(call, routes)) {
          problems.push(`${doc}: names ${call.method} ${call.path}, which no route of the server answers`);
        }
      }
    }
  }
  const sectionsIn = (doc) => (files.includes(doc) ? sectionsOf(read(doc)) : new Set());
  const sections = { spec: sectionsIn('docs/SPEC.md'), DESIGN: sectionsIn('docs/DESIGN.md') };
  const sources = files.filter((file) => /\.(ts|tsx|mjs|md|json|sh)$/.test(file) || file.startsWith('.ci/'));
  for (const file of sources) {
    if (file === 'scripts/check-docs.mjs' || file === 'scripts/check-docs.test.mjs') continue;
    const text = read(file);
    if (/(\.\.\/)+shared\/|shared\/(spec|DESIGN\.md|STYLE\.md|data\/)/.test(text)) {
      problems.push(`${file}: points outside the repository (shared/)`);
    }
    for (const m of text.matchAll(/\b(spec|DESIGN) §(\d+)/g)) {
      if (!sections[m[1]].has(m[2]))
        problems.push(`${file}: cites ${m[1]} §${m[2]}, which docs/ does not have`);
    }
  }
  const manifest = files.includes('package.json') ? JSON.parse(read('package.json')) : {};
  for (const [name, command] of Object.entries(manifest.scripts ?? {})) {
    for (const m of command.matchAll(/(?:^|\s)([\w./-]+\.(?:ts|mjs|js|json))(?=\s|$)/g)) {
      if (!m[1].includes('/dist/') && !files.includes(m[1]) && !existsSync(join(root, m[1])))
        problems.push(`package.json: script ${name} runs ${m[1]}, which is not in the repository`);
    }
  }
  return [...new Set(problems)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = docProblems();
  for (const line of problems) console.error(line);
  console.log(`docs: ${problems.length} problem(s)`);
  process.exit(problems.length === 0 ? 0 : 1);
}
