// The web app's floors (docs/ARCHITECTURE.md, "Boundaries"), checked by `npm run lint` through
// check-boundaries.mjs. Each file is parsed (Rolldown's parser, the one the web build uses), so the rules read
// its real imports, re-exports, dynamic imports and functions, not lines that look like them:
// - layers: app → features → entities → components → lib, one way (main.tsx and entry-server.tsx, the
//   browser's and the server's entries, count as app; locales and styles are leaves anyone may import; test/ is for tests only);
// - neighbours: no feature imports another feature, no entity another entity;
// - faces: a feature or an entity is imported from outside its folder only through its index.ts, which names
//   what it hands out (re-exports and page loaders, no `export *`); every feature and entity has one;
// - one layout: a feature's React components live in its components/ folder;
// - size: a file over 400 lines or a function over 150 lines fails, but for the allow-list below, which
//   only shrinks (an entry that fits again fails too, so it is removed).
// Test files may reach across layers (they render the whole app) but not around faces.
import { existsSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { parseSync } from 'rolldown/utils';

const root = resolve(new URL('..', import.meta.url).pathname);

export const WEB = 'packages/web/src/';
export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 150;

/**
 * Files (`path`) and functions (`path#name`) allowed over the size limits, each with why. Add none: split
 * the code instead. Remove an entry once its code fits; the lint fails on an entry that is no longer needed.
 */
export const SIZE_ALLOWANCES = {};

const TEST = /\.test\.tsx?$|(^|\/)test\//;

/** Floors of the web app, top to bottom: a file imports its own floor's module or a lower floor only. */
const FLOORS = { test: 5, app: 4, features: 3, entities: 2, components: 1, lib: 0 };
const LEAVES = new Set(['locales', 'styles']);

/**
 * Where a path of the web app sits: its floor (`app`, `features`, …), and its module, the folder the rules
 * treat as one (`features/home`, `entities/station`; app/, components/ and lib/ are one module each).
 */
export function webPlace(path) {
  if (!path.startsWith(WEB)) return null;
  const rest = path.slice(WEB.length);
  const parts = rest.split('/');
  const entry = rest === 'main.tsx' || rest === 'entry-server.tsx';
  const top = parts.length === 1 ? (entry ? 'app' : 'root') : parts[0];
  const grouped = (top === 'features' || top === 'entities') && parts.length > 2;
  return { floor: top, module: grouped ? `${top}/${parts[1]}` : top, rest };
}

const isFace = (path, module) => path === `${WEB}${module}/index.ts`;

/** The message for an import of `to` (a repository path in the web app) by `from`, or null when it may. */
export function webImportProblem(from, to) {
  const source = webPlace(from);
  const target = webPlace(to);
  if (source === null || target === null || source.module === target.module) return null;
  const test = TEST.test(from);
  if (!test && !LEAVES.has(target.floor) && (FLOORS[target.floor] ?? 0) > (FLOORS[source.floor] ?? 0)) {
    return `${source.floor}/ imports nothing above it (${to}): imports point down, app → features → entities → components → lib`;
  }
  if (
    !test &&
    source.floor === target.floor &&
    (target.floor === 'features' || target.floor === 'entities')
  ) {
    const kind = target.floor === 'features' ? 'feature' : 'entity';
    return `a ${kind} imports no other ${kind} (${to}): what two share moves down a floor`;
  }
  if ((target.floor === 'features' || target.floor === 'entities') && !isFace(to, target.module)) {
    return `${target.module}/ is imported through its face, ${target.module}/index.ts (${to})`;
  }
  return null;
}

/** A source file parsed: its module specifiers (imports, re-exports, dynamic imports) and its AST. */
export function parseSource(path, text) {
  const { program, module, errors } = parseSync(path, text, { lang: path.endsWith('x') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${path}: ${errors[0].message}`);
  const specifiers = [
    ...module.staticImports.map((record) => record.moduleRequest.value),
    ...module.staticExports.flatMap((record) =>
      record.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports
      .map((record) => text.slice(record.moduleRequest.start, record.moduleRequest.end))
      .filter((literal) => /^(['"`])[^'"`]*\1$/.test(literal))
      .map((literal) => literal.slice(1, -1)),
  ];
  return { program, specifiers };
}

function resolved(from, specifier) {
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

export function lineStarts(text) {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
    starts.push(index + 1);
  return starts;
}

export function lineOf(starts, offset) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Every function of a parsed file with its name (its own, its variable's or its key's) and its lines. */
export function functionsOf(program, text) {
  const starts = lineStarts(text);
  const found = [];
  const visit = (node, name) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, name);
      return;
    }
    if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return;
    if (FUNCTION.has(node.type)) {
      const first = lineOf(starts, node.start);
      found.push({
        name: node.id?.name ?? name ?? `(anonymous)@${first}`,
        lines: lineOf(starts, node.end) - first + 1,
      });
    }
    const named =
      node.type === 'VariableDeclarator' || node.type === 'PropertyDefinition'
        ? (node.id ?? node.key)?.name
        : node.type === 'Property' || node.type === 'MethodDefinition'
          ? node.key?.name
          : undefined;
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && child !== null && typeof child === 'object') visit(child, named);
    }
  };
  visit(program, undefined);
  return found;
}

/**
 * The size problems of one file (its lines, its functions), with the allow-list applied; `list` names the
 * allow-list in the messages (the server's is check-boundaries.allowances.mjs's).
 */
export function sizeProblems(path, text, program, allowances = SIZE_ALLOWANCES, list = 'SIZE_ALLOWANCES') {
  const problems = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const fileAllowed = path in allowances;
  if (lines > MAX_FILE_LINES && !fileAllowed) {
    problems.push(`${path}: ${lines} lines, over ${MAX_FILE_LINES}: split it by concern`);
  }
  if (lines <= MAX_FILE_LINES && fileAllowed) {
    problems.push(`${path}: ${lines} lines now: remove its entry from ${list}`);
  }
  const functions = program === null ? [] : functionsOf(program, text);
  for (const fn of functions) {
    const key = `${path}#${fn.name}`;
    if (fn.lines > MAX_FUNCTION_LINES && !(key in allowances)) {
      problems.push(
        `${path}: function ${fn.name} has ${fn.lines} lines, over ${MAX_FUNCTION_LINES}: split it`,
      );
    }
  }
  for (const key of Object.keys(allowances)) {
    const [file, name] = key.split('#');
    if (file !== path || name === undefined) continue;
    const fn = functions.find((candidate) => candidate.name === name);
    if (fn === undefined || fn.lines <= MAX_FUNCTION_LINES) {
      problems.push(
        `${key}: ${fn === undefined ? 'gone' : `${fn.lines} lines now`}: remove its entry from ${list}`,
      );
    }
  }
  return problems;
}

/** What a face may hold: re-exports and exported declarations (its page loaders), no `export *`. */
function faceProblems(path, program) {
  const problems = [];
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration') {
      problems.push(`${path}: a face names what it hands out (no export *)`);
    } else if (statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ImportDeclaration') {
      problems.push(`${path}: a face re-exports and declares its exports only (${statement.type})`);
    }
  }
  return problems;
}

/** Every web rule one source file of the web app breaks, as `file: message` lines. */
export function webViolationsOf(from, text, allowances = SIZE_ALLOWANCES) {
  const place = webPlace(from);
  if (place === null) return [];
  const { program, specifiers } = parseSource(from, text);
  const found = [];
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.')) continue;
    const problem = webImportProblem(from, resolved(from, specifier));
    if (problem !== null) found.push(`${from}: ${problem}`);
  }
  if (TEST.test(from)) return found;
  const segments = place.rest.split('/');
  if (place.floor === 'features' && from.endsWith('.tsx') && segments[2] !== 'components') {
    found.push(`${from}: a feature's React components live in its components/ folder`);
  }
  if ((place.floor === 'features' || place.floor === 'entities') && isFace(from, place.module)) {
    found.push(...faceProblems(from, program));
  }
  found.push(...sizeProblems(from, text, program, allowances));
  return found;
}

/** Rules over the whole file list: every feature and entity has a face; every allowance names a file. */
export function webLayoutViolations(files, allowances = SIZE_ALLOWANCES) {
  const found = [];
  const modules = new Set(
    files
      .map((file) => webPlace(file))
      .filter((place) => place !== null && (place.floor === 'features' || place.floor === 'entities'))
      .map((place) => place.module),
  );
  for (const module of modules) {
    if (!files.includes(`${WEB}${module}/index.ts`)) found.push(`${WEB}${module}/: has no face (index.ts)`);
  }
  for (const key of Object.keys(allowances)) {
    const file = key.split('#')[0];
    if (!files.includes(file) && !existsSync(join(root, file))) {
      found.push(`${key}: no such file: remove its entry from SIZE_ALLOWANCES`);
    }
  }
  return found;
}
