#!/usr/bin/env node
// The code base's boundaries (docs/ARCHITECTURE.md, "Boundaries"), checked by `npm run lint`: a change that
// crosses one fails lint and CI with it. Two kinds of rule:
// - imports: what a file may import, by layer (services, routes, packages);
// - table owners: which server module may name a table in a query (Kysely builder calls and raw SQL).
// Imports are read from the source as Biome formats it (`import … from '…'`, `export … from '…'`,
// `import('…')`); relative specifiers are resolved against the importing file. The web app's floors, faces
// and sizes are check-boundaries.web.mjs's, which parses each file.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { webLayoutViolations, webViolationsOf } from './check-boundaries.web.mjs';

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
  forwarding_targets: 'forwarding',
  forwarding_outbox: 'forwarding',
  audit_log: 'audit',
  alert_settings: 'alerts',
  alert_episodes: 'alerts',
};

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$|(^|\/)test\//;

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every module specifier a source file imports or re-exports. */
export function importsOf(text) {
  const found = [];
  const patterns = [
    /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*'([^']+)'/g,
    /(?:^|\n)\s*import\s*'([^']+)'/g,
    /\bimport\(\s*'([^']+)'\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]);
  return found;
}

/** A specifier as a repository path (relative ones resolved), or the package name for a bare one. */
function target(from, specifier) {
  if (!specifier.startsWith('.')) return { bare: specifier };
  return {
    path: relative(root, resolve(root, dirname(from), specifier))
      .split(sep)
      .join('/'),
  };
}

const SERVER_MODULES = 'packages/server/src/modules/';

/** The import rules: each returns a message when `from` may not import `to`. */
const IMPORT_RULES = [
  (from, to) =>
    /^packages\/server\/src\/.+\.service\.ts$/.test(from) &&
    to.bare &&
    /^(fastify|kysely|@fastify\/)/.test(to.bare) &&
    `a service imports neither fastify nor kysely (${to.bare}): the framework stays in routes, SQL in repositories`,
  (from, to) =>
    /^packages\/server\/src\/.+\.routes\.ts$/.test(from) &&
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

/** Names of tables a source file queries: Kysely builder calls and table names in raw SQL. */
export function tablesQueried(text) {
  const tables = new Set();
  const builder = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*'(\w+)/g;
  for (const m of text.matchAll(builder)) tables.add(m[1]);
  const raw = /\b(?:FROM|INTO|UPDATE|JOIN|TABLE)\s+"?(\w+)"?/g;
  for (const m of text.matchAll(raw)) if (m[1] in TABLE_OWNERS) tables.add(m[1]);
  return [...tables];
}

/** Every boundary one source file crosses, as `file: message` lines; `from` is its repository path. */
export function violationsOf(from, text) {
  const found = [];
  for (const specifier of importsOf(text)) {
    const to = target(from, specifier);
    for (const rule of IMPORT_RULES) {
      const message = rule(from, to);
      if (message) found.push(`${from}: ${message}`);
    }
  }
  if (/^packages\/server\/src\/.+\.service\.ts$/.test(from) && tablesQueried(text).length > 0) {
    found.push(
      `${from}: a service builds no query (${tablesQueried(text).join(', ')}): that is a repository's job`,
    );
  }
  if (from.startsWith(SERVER_MODULES) && !TEST.test(from)) {
    const module = from.slice(SERVER_MODULES.length).split('/')[0];
    for (const table of tablesQueried(text)) {
      const owner = TABLE_OWNERS[table];
      if (owner && owner !== module) found.push(`${from}: table ${table} belongs to modules/${owner}/`);
    }
  }
  found.push(...webViolationsOf(from, text));
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
  const found = [
    ...files.flatMap((from) => violationsOf(from, readFileSync(join(root, from), 'utf8'))),
    ...webLayoutViolations(files),
  ];
  for (const line of found) console.error(line);
  console.log(`boundaries: ${files.length} files, ${found.length} crossing(s)`);
  process.exit(found.length === 0 ? 0 : 1);
}
