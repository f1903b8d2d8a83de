#!/usr/bin/env node
// The code base's boundaries (docs/ARCHITECTURE.md, "Boundaries"), checked by `npm run lint`: a change that
// crosses one fails lint and CI with it. Every file is parsed (Rolldown's parser, as in
// check-boundaries.web.mjs), so the rules read real imports, calls and literals, not lines that look like them:
// - imports by layer: a service imports neither fastify nor kysely, routes import no repository, routes and
//   app.ts import no kysely; weather and contract stay below server and web;
// - SQL in its place: Kysely's builder calls, the `sql` tag, `.execute(` on a database handle and any string
//   or template that reads as an SQL statement (any case) appear only in `*.repository.ts`, in db/ and in
//   its migrations (tests excepted: they look into the database they set up);
// - table owners: which server module may name a table in a query (builder calls and SQL text);
// - faces: one server module imports another only through its face, `modules/<m>/index.ts`;
// - size: a file over 400 lines or a function over 150 lines fails (tests excepted).
// What crosses a rule today is listed in check-boundaries.allowances.mjs; each list only shrinks: an entry
// that no longer crosses its rule fails too, so it is removed. The web app's floors, faces and sizes are
// check-boundaries.web.mjs's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import {
  DEEP_IMPORT_ALLOWANCES,
  KYSELY_ALLOWANCES,
  QUERY_ALLOWANCES,
  SERVER_SIZE_ALLOWANCES,
  TABLE_ALLOWANCES,
} from './check-boundaries.allowances.mjs';
import {
  lineOf,
  lineStarts,
  parseSource,
  sizeProblems,
  webLayoutViolations,
  webViolationsOf,
} from './check-boundaries.web.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);

/** Tables and the one module folder (under packages/server/src/modules/) that may query each. */
export const TABLE_OWNERS = {
  readings: 'readings',
  daily_summaries: 'readings',
  reading_rollups: 'readings',
  reading_flags: 'readings',
  imported_extremes: 'readings',
  change_log: 'change-feed',
  weather_stations: 'stations',
  station_uploads: 'stations',
  station_sensors: 'stations',
  units: 'units',
  users: 'users',
  login_failures: 'auth',
  posts: 'posts',
  contacts: 'contacts',
  observations: 'observations',
  settings: 'settings',
  import_jobs: 'imports',
  import_column_mappings: 'imports',
  forwarding_targets: 'forwarding',
  forwarding_outbox: 'forwarding',
  audit_log: 'audit',
  alert_settings: 'alerts',
  alert_episodes: 'alerts',
  alert_sensor_rules: 'alerts',
  climate_normals: 'climate',
  climate_settings: 'climate',
  climate_record_posts: 'climate',
  extra_sensors: 'sensors',
  extra_sensor_values: 'sensors',
  extra_sensor_days: 'sensors',
  extra_sensor_imported_extremes: 'sensors',
  extra_sensor_payloads: 'sensors',
  extra_sensor_unmapped: 'sensors',
};

/** Every allow-list with the rule it relaxes, for the messages. */
export const ALLOWANCES = {
  deepImports: DEEP_IMPORT_ALLOWANCES,
  queries: QUERY_ALLOWANCES,
  kysely: KYSELY_ALLOWANCES,
  tables: TABLE_ALLOWANCES,
  sizes: SERVER_SIZE_ALLOWANCES,
};

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$|(^|\/)test\//;
const SERVER = 'packages/server/src/';
const SERVER_MODULES = `${SERVER}modules/`;

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every module specifier a source file imports or re-exports (`path` tells the parser TS from TSX). */
export function importsOf(text, path = 'file.ts') {
  return parseSource(path, text).specifiers;
}

/** A specifier as a repository path (relative ones resolved), or the package name for a bare one. */
function target(from, specifier) {
  if (!specifier.startsWith('.')) return { bare: specifier };
  return { path: posix.normalize(posix.join(posix.dirname(from), specifier)) };
}

const isRoutes = (path) => /^packages\/server\/src\/.+\.routes\.ts$/.test(path);
const isApp = (path) => path === `${SERVER}app.ts`;

/** The import rules: each returns a message when `from` may not import `to`. */
const IMPORT_RULES = [
  (from, to) =>
    /^packages\/server\/src\/.+\.service\.ts$/.test(from) &&
    to.bare &&
    /^(fastify|kysely|@fastify\/)/.test(to.bare) &&
    `a service imports neither fastify nor kysely (${to.bare}): the framework stays in routes, SQL in repositories`,
  (from, to) =>
    isRoutes(from) &&
    to.path?.endsWith('.repository.ts') &&
    `routes import no repository (${to.path}): they go through the module's service`,
  (from, to) =>
    /^packages\/(weather|contract)\//.test(from) &&
    (/^@meteodeck\/(server|web)/.test(to.bare ?? '') || /^packages\/(server|web)\//.test(to.path ?? '')) &&
    `weather and contract never import server or web (${to.bare ?? to.path})`,
  (from, to) =>
    from.startsWith('packages/weather/') &&
    (to.bare === '@meteodeck/contract' || to.path?.startsWith('packages/contract/')) &&
    'weather never imports contract',
];

/** Kysely's builder calls: each starts a query on a table. */
const BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);
/** Names a database handle or a transaction goes by, as a variable or a property (`deps.db`). */
const HANDLE = /^(db|trx|tx|database|kysely|connection)$/;
/** A string or a template that reads as an SQL statement, in any case. */
const SQL_STATEMENT =
  /\b(?:select\s[\s\S]*?\bfrom\s|insert\s+(?:or\s+\w+\s+)?into\s|update\s+"?\w+"?\s+set\s|delete\s+from\s|(?:create|alter|drop)\s+(?:unique\s+)?(?:table|index|view|trigger)\s|pragma\s+\w|begin\s+immediate\b)/i;
/** A table named in SQL text. */
const SQL_TABLE = /\b(?:from|into|update|join|table)\s+"?(\w+)"?/gi;

/** The text of a string literal or a template (its expressions as `?`), or null for any other node. */
function literalText(node) {
  if (/^TS(As|Satisfies|NonNull)Expression$|^ParenthesizedExpression$/.test(node?.type ?? '')) {
    return literalText(node.expression);
  }
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('?');
  return null;
}

/** The identifier names along a chain of members and calls (`deps.db.transaction().execute` → all four). */
function chainNames(node, out = []) {
  if (node?.type === 'Identifier') out.push(node.name);
  else if (node?.type === 'MemberExpression') {
    if (!node.computed && node.property?.name) out.push(node.property.name);
    chainNames(node.object, out);
  } else if (node?.type === 'CallExpression') chainNames(node.callee, out);
  else if (node?.type === 'TSNonNullExpression' || node?.type === 'ParenthesizedExpression')
    chainNames(node.expression, out);
  return out;
}

/** Whether a chain goes through a database handle (`db`, `deps.db`, `db.transaction()`) but no builder. */
const isHandle = (node) => {
  const names = chainNames(node);
  return names.some((name) => HANDLE.test(name)) && !names.some((name) => BUILDERS.has(name));
};

/**
 * Where a parsed file talks SQL: `{ what, line, tables }` for each builder call, use of the `sql` tag (or
 * `sql.raw`, `sql.ref`, …, `CompiledQuery.raw`), `.execute(`/`.executeQuery(` on a database handle, import
 * of the tag, and string or template that reads as an SQL statement; `tables` are the tables each names.
 */
export function queriesOf(program, text) {
  const starts = lineStarts(text);
  const found = [];
  const add = (what, node, tables = []) => found.push({ what, line: lineOf(starts, node.start), tables });
  const sqlTables = (sqlText) =>
    [...sqlText.matchAll(SQL_TABLE)].map((m) => m[1]).filter((name) => name in TABLE_OWNERS);
  const inTag = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return;
    if (node.type === 'ImportDeclaration' && node.source.value === 'kysely') {
      for (const specifier of node.specifiers ?? []) {
        if (specifier.imported?.name === 'sql') add("import of kysely's sql tag", specifier);
      }
    }
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && !node.callee.computed) {
      const method = node.callee.property.name;
      const object = node.callee.object;
      if (BUILDERS.has(method)) {
        const first = node.arguments[0];
        const names = (first?.type === 'ArrayExpression' ? first.elements : [first])
          .map((element) => literalText(element)?.trim().split(/\s+/)[0])
          .filter((name) => name !== undefined);
        add(`.${method}(`, node.callee.property, names);
      } else if (object.type === 'Identifier' && (object.name === 'sql' || object.name === 'CompiledQuery')) {
        const raw = literalText(node.arguments[0]);
        add(`${object.name}.${method}(`, node, raw === null ? [] : sqlTables(raw));
        if (node.arguments[0]) inTag.add(node.arguments[0]);
      } else if (
        (method === 'execute' || method === 'executeQuery') &&
        (isHandle(object) || node.arguments.some((argument) => isHandle(argument)))
      ) {
        add(`.${method}( on a database handle`, node.callee.property);
      }
    }
    if (node.type === 'TaggedTemplateExpression') {
      const tag = chainNames(node.tag);
      if (tag.at(-1) === 'sql') {
        add('sql`…`', node, sqlTables(literalText(node.quasi)));
        inTag.add(node.quasi);
      }
    }
    const literal = node.type === 'Literal' || node.type === 'TemplateLiteral' ? literalText(node) : null;
    if (literal !== null && !inTag.has(node) && SQL_STATEMENT.test(literal)) {
      add(`SQL text "${literal.replace(/\s+/g, ' ').trim().slice(0, 40)}"`, node, sqlTables(literal));
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && child !== null && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return found;
}

/** Names of tables a source text queries: Kysely builder calls and table names in SQL text. */
export function tablesQueried(text, path = 'file.ts') {
  const { program } = parseSource(path, text);
  return [...new Set(queriesOf(program, text).flatMap((query) => query.tables))];
}

/** Where the server may build queries: repositories, db/ (with its migrations); and every test. */
export const mayQuery = (path) =>
  path.endsWith('.repository.ts') || path.startsWith(`${SERVER}db/`) || TEST.test(path);

/** The server module a path belongs to (`readings`), or null outside a module's folder. */
export function serverModuleOf(path) {
  if (!path.startsWith(SERVER_MODULES)) return null;
  const parts = path.slice(SERVER_MODULES.length).split('/');
  return parts.length > 1 ? parts[0] : null;
}

/** `from -> to` without the server's prefix, as DEEP_IMPORT_ALLOWANCES lists it. */
const deepImportKey = (from, to) => `${from.slice(SERVER.length)} -> ${to.slice(SERVER.length)}`;

/**
 * The imports of one module into another module's inside (past its face, `modules/<m>/index.ts`), as
 * DEEP_IMPORT_ALLOWANCES keys.
 */
export function deepImportsOf(from, specifiers) {
  const module = serverModuleOf(from);
  if (module === null) return [];
  const found = [];
  for (const specifier of specifiers) {
    const to = target(from, specifier).path;
    const other = to === undefined ? null : serverModuleOf(to);
    if (other === null || other === module || to === `${SERVER_MODULES}${other}/index.ts`) continue;
    found.push(deepImportKey(from, to));
  }
  return [...new Set(found)];
}

/**
 * Every boundary one source file crosses, as `file: message` lines; `from` is its repository path. The
 * allow-lists are check-boundaries.allowances.mjs's unless given.
 */
export function violationsOf(from, text, allowances = ALLOWANCES) {
  if (from.startsWith('packages/web/')) return webViolationsOf(from, text);
  const { program, specifiers } = parseSource(from, text);
  const found = [];
  for (const specifier of specifiers) {
    const to = target(from, specifier);
    for (const rule of IMPORT_RULES) {
      const message = rule(from, to);
      if (message) found.push(`${from}: ${message}`);
    }
  }
  if (!from.startsWith(SERVER)) return [...found, ...sizes(from, text, program, allowances)];
  const queries = queriesOf(program, text);
  if (!mayQuery(from)) {
    const allowed = from in allowances.queries;
    if (queries.length > 0 && !allowed) {
      const where = queries
        .slice(0, 3)
        .map((query) => `${query.what} at line ${query.line}`)
        .join(', ');
      found.push(
        `${from}: SQL outside a repository (${where}${queries.length > 3 ? ', …' : ''}): queries live in *.repository.ts or db/`,
      );
    }
    if (queries.length === 0 && allowed) {
      found.push(`${from}: builds no query now: remove its entry from QUERY_ALLOWANCES`);
    }
  }
  if (isRoutes(from) || isApp(from)) {
    const kysely = specifiers.some((specifier) => specifier === 'kysely');
    const allowed = from in allowances.kysely;
    if (kysely && !allowed) {
      found.push(`${from}: imports kysely: routes and app.ts reach the database through services`);
    }
    if (!kysely && allowed) {
      found.push(`${from}: imports kysely no more: remove its entry from KYSELY_ALLOWANCES`);
    }
  }
  const module = serverModuleOf(from);
  if (module !== null && !TEST.test(from)) {
    const foreign = [...new Set(queries.flatMap((query) => query.tables))].filter(
      (table) => TABLE_OWNERS[table] && TABLE_OWNERS[table] !== module,
    );
    for (const table of foreign) {
      if (!(`${from}#${table}` in allowances.tables)) {
        found.push(`${from}: table ${table} belongs to modules/${TABLE_OWNERS[table]}/`);
      }
    }
    for (const key of Object.keys(allowances.tables)) {
      const [file, table] = key.split('#');
      if (file === from && !foreign.includes(table)) {
        found.push(`${key}: names the table no more: remove its entry from TABLE_ALLOWANCES`);
      }
    }
  }
  for (const key of deepImportsOf(from, specifiers)) {
    if (!allowances.deepImports.includes(key)) {
      const to = key.split(' -> ')[1];
      const face = `modules/${to.split('/')[1]}/index.ts`;
      found.push(`${from}: imports ${to} past its module's face: another module imports only ${face}`);
    }
  }
  return [...found, ...sizes(from, text, program, allowances)];
}

function sizes(from, text, program, allowances) {
  if (TEST.test(from)) return [];
  return sizeProblems(from, text, program, allowances.sizes, 'SERVER_SIZE_ALLOWANCES');
}

/**
 * Rules over the whole tree: every allow-list entry still names a file and still crosses its rule (the
 * per-file rules catch an allowed file that stopped; this catches a deep import that went or a file that
 * was removed). `read` gives a file's text.
 */
export function layoutViolations(files, read, allowances = ALLOWANCES) {
  const found = [];
  const present = new Set(files);
  const deep = new Set(
    files
      .filter((file) => serverModuleOf(file) !== null)
      .flatMap((file) => deepImportsOf(file, parseSource(file, read(file)).specifiers)),
  );
  for (const key of allowances.deepImports) {
    if (!deep.has(key))
      found.push(`${key}: no such import now: remove its entry from DEEP_IMPORT_ALLOWANCES`);
  }
  const lists = {
    QUERY_ALLOWANCES: Object.keys(allowances.queries),
    KYSELY_ALLOWANCES: Object.keys(allowances.kysely),
    TABLE_ALLOWANCES: Object.keys(allowances.tables).map((key) => key.split('#')[0]),
    SERVER_SIZE_ALLOWANCES: Object.keys(allowances.sizes).map((key) => key.split('#')[0]),
  };
  for (const [list, keys] of Object.entries(lists)) {
    for (const file of new Set(keys)) {
      if (!present.has(file)) found.push(`${file}: no such file: remove its entries from ${list}`);
    }
  }
  return found;
}

/** The source files the rules apply to, as repository paths. */
export function sourceFiles() {
  return ['packages/weather/src', 'packages/contract/src', 'packages/server/src', 'packages/web/src']
    .flatMap((dir) => walk(join(root, dir)))
    .map((file) => relative(root, file).split(sep).join('/'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = sourceFiles();
  const read = (from) => readFileSync(join(root, from), 'utf8');
  const found = [
    ...files.flatMap((from) => violationsOf(from, read(from))),
    ...webLayoutViolations(files),
    ...layoutViolations(files, read),
  ];
  for (const line of found) console.error(line);
  console.log(`boundaries: ${files.length} files, ${found.length} crossing(s)`);
  process.exit(found.length === 0 ? 0 : 1);
}
