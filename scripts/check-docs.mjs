#!/usr/bin/env node
// The docs stand on their own, checked by `npm run lint`:
// - every file a doc names in backticks or links to exists in the repository (a partial path such as
//   `readings/spike-filter.ts` matches the file it ends), and so does every file name in a doc's prose;
// - every section a code comment cites (`spec §6`, `DESIGN §12`) exists in docs/SPEC.md or docs/DESIGN.md;
// - nothing points outside the repository: the `shared/` folder the project was specified from, a Markdown
//   file no one has here (the notes the protocols were specified from), a `../` path in a doc or a comment
//   that climbs out of it;
// - nothing cites the backlog: no 'issue' or 'issues' followed by a number in docs, code or comments, no
//   `#` and a number in a doc's prose or a comment (what a reference stood for is said in words);
// - every file an npm script runs exists (built files under dist/ excepted);
// - every call of the server a doc names in backticks (`GET /api/…`) is a route the server declares.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { parseSync } from 'rolldown/utils';

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

/**
 * Files allowed to cite the backlog for a while (none today): shrink-only, an entry whose file cites nothing
 * any more (or is gone) fails, so it is removed.
 */
export const ISSUE_REFERENCE_ALLOWANCES = [];

/** 'issue', 'Issues' and one or several numbers ('… and …', '#' before each): the backlog, in any text. */
const ISSUE = /\bissues?\s+#?\d+(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)#?\d+)*/gi;
/** '#31' standing alone: a reference to the backlog, in prose (a doc's text or a comment). */
const BACKLOG = /(?<![\w&/#-])#\d+(?![\w-])/g;
/** A file name in prose: a path or a bare name with an extension. */
const PROSE_FILE =
  /(?<![\w./@-])((?:\.{1,2}\/)*(?:[\w.@-]+\/)*[\w@-][\w.@-]*\.(?:ts|tsx|mjs|cjs|json|md|sql|conf|service|sh|ya?ml|css|scss|html|example))(?![\w/-])/g;
/** A relative path that climbs (`../x`), in prose. */
const CLIMBING = /(?<![\w./-])((?:\.\.\/)+[\w.@-]+(?:\/[\w.@-]+)*)/g;
const WEB_ADDRESS = /\bhttps?:\/\/\S+/g;

const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;

/** A Markdown text's prose: fenced blocks, code spans, link targets and web addresses blanked out. */
export function proseOf(markdown) {
  const blank = (m) => m.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank)
    .replace(/`[^`]+`/g, blank)
    .replace(/\]\([^)]*\)/g, (m) => `]${blank(m.slice(1))}`)
    .replace(WEB_ADDRESS, blank);
}

/**
 * The comments of a source file, blank elsewhere so offsets keep their lines: parsed for TypeScript and
 * JavaScript, `#` lines for shell and configuration files, nothing for data.
 */
export function commentsOf(path, text) {
  const out = text.replace(/[^\n]/g, ' ').split('');
  const keep = (start, end) => {
    for (let i = start; i < end; i += 1) out[i] = text[i];
  };
  if (/\.(ts|tsx|mjs|cjs|js)$/.test(path)) {
    const lang = path.endsWith('.tsx') ? 'tsx' : /\.(ts)$/.test(path) ? 'ts' : 'js';
    for (const comment of parseSync(path, text, { lang }).comments) keep(comment.start, comment.end);
  } else if (/\.(s?css)$/.test(path)) {
    for (const m of text.matchAll(/\/\*[\s\S]*?\*\/|(?<!:)\/\/[^\n]*/g)) keep(m.index, m.index + m[0].length);
  } else if (/(\.(sh|ya?ml|conf|service|example)|Caddyfile|\.ci\/\w+)$/.test(path)) {
    for (const m of text.matchAll(/(?:^|\s)#[^\n]*/g)) keep(m.index, m.index + m[0].length);
  }
  return out.join('');
}

/** The backlog references of a text: 'issue N' anywhere, `#N` in its prose. */
export function backlogReferencesIn(text, prose) {
  const found = [];
  const spans = [];
  for (const m of text.matchAll(ISSUE)) {
    found.push({ line: lineAt(text, m.index), what: m[0] });
    spans.push([m.index, m.index + m[0].length]);
  }
  for (const m of prose.matchAll(BACKLOG)) {
    if (spans.some(([start, end]) => m.index >= start && m.index < end)) continue;
    found.push({ line: lineAt(prose, m.index), what: m[0] });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The file names a prose text names (`.md` files only unless `all`) and the `../` paths it climbs by. */
export function proseFilesIn(prose, all) {
  const found = [];
  for (const m of prose.matchAll(PROSE_FILE)) {
    const name = m[1];
    if (all ? name.includes('/') || OWN_EXTENSION.test(name) || name.endsWith('.md') : name.endsWith('.md'))
      found.push({ line: lineAt(prose, m.index), name });
  }
  const climbs = [];
  for (const m of prose.matchAll(CLIMBING)) {
    climbs.push({ line: lineAt(prose, m.index), path: m[1].replace(/[.,;:]+$/, '') });
  }
  return { files: found, climbs };
}

/** Whether a `../` path from the file at `from` stays inside the repository. */
const staysInside = (from, path) => !posix.normalize(posix.join(posix.dirname(from), path)).startsWith('../');

const TEXT_SOURCE =
  /\.(ts|tsx|mjs|cjs|js|json|md|sh|s?css|html|ya?ml|conf|service|example)$|Caddyfile$|^\.ci\//;
const SELF = new Set(['scripts/check-docs.mjs', 'scripts/check-docs.test.mjs', 'package-lock.json']);

/** The backlog references and outside pointers of every doc and source file. */
export function referenceProblems(files, read, allowances = ISSUE_REFERENCE_ALLOWANCES) {
  const problems = [];
  const citing = new Set();
  for (const file of files) {
    if (!TEXT_SOURCE.test(file) || SELF.has(file) || file.includes('node_modules')) continue;
    const text = read(file);
    const markdown = file.endsWith('.md');
    const prose = markdown ? proseOf(text) : file.endsWith('.json') ? '' : commentsOf(file, text);
    const references = backlogReferencesIn(text, prose);
    if (references.length > 0) citing.add(file);
    if (references.length > 0 && !allowances.includes(file)) {
      for (const reference of references) {
        problems.push(
          `${file}:${reference.line}: cites the backlog ('${reference.what}'): say in words what it stood for`,
        );
      }
    }
    const named = proseFilesIn(prose, markdown);
    for (const { line, name } of named.files) {
      if (!exists(name, file, files)) {
        problems.push(`${file}:${line}: names ${name}, which is not in the repository`);
      }
    }
    for (const { line, path } of named.climbs) {
      if (!staysInside(file, path)) problems.push(`${file}:${line}: points outside the repository (${path})`);
    }
  }
  for (const file of allowances) {
    if (!citing.has(file)) {
      problems.push(`${file}: cites the backlog no more: remove it from ISSUE_REFERENCE_ALLOWANCES`);
    }
  }
  return problems;
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
  problems.push(...referenceProblems(files, read));
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
