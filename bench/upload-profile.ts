/**
 * `npm run bench:upload-profile [-- --db postgres|sqlite] [--uploads N]`: where one Weather Underground
 * upload's server CPU goes. One server process (with `--cpu-prof`) on a fresh database, 8 consoles uploading
 * back to back; prints the server CPU per upload, the statements sent to PostgreSQL per upload, and the
 * profile's self time grouped by what spends it (our modules, kysely, pg, fastify, Node's internals, GC).
 * The figures of docs/SCALE.md's "One upload, where the time goes".
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addStations, type Dialect, freshDatabase } from './bench-database.ts';
import { runWuLoad } from './http-load.ts';
import { startBenchServer } from './server-control.ts';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a profile node's self time is counted as. */
function groupOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (url === '') {
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)')
      return functionName;
    return '(native)';
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg !== null) return pkg[1] ?? url;
  if (url.startsWith('node:')) return 'node internals';
  const mod = /packages\/server\/src\/modules\/([^/]+)\/(?:([^/]+)\/)?/.exec(url);
  if (mod !== null)
    return `server: ${mod[1]}${mod[2] !== undefined && !mod[2].endsWith('.ts') ? `/${mod[2]}` : ''}`;
  const pkgSrc = /packages\/([^/]+)\/src\//.exec(url);
  if (pkgSrc !== null) return `${pkgSrc[1]}: other`;
  return 'other';
}

/** The functions with the most self time (name and file), ms in the whole profile. */
function topFunctions(profile: Profile, count: number): Array<{ fn: string; ms: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (node === undefined || node.callFrame.functionName === '(idle)') return;
    const file = node.callFrame.url.replace(/^.*\/(node_modules|packages)\//, '');
    const key = `${node.callFrame.functionName || '(anonymous)'} ${file}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return [...totals]
    .map(([fn, us]) => ({ fn, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

function summarise(profile: Profile): Array<{ group: string; ms: number; share: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (node === undefined) return;
    const group = groupOf(node);
    const us = profile.timeDeltas[i] ?? 0;
    totals.set(group, (totals.get(group) ?? 0) + us);
    if (group !== '(idle)') busy += us;
  });
  return [...totals]
    .filter(([group]) => group !== '(idle)')
    .map(([group, us]) => ({ group, ms: us / 1000, share: us / busy }))
    .sort((a, b) => b.ms - a.ms);
}

async function main(): Promise<void> {
  const dialect = option('db', 'postgres') as Dialect;
  const perStation = Number(option('uploads', '300'));
  const consoles = Array.from({ length: 8 }, (_, i) => ({
    reference: `PROF${i}`,
    token: `bench-profile-token-${i}`,
  }));
  const database = await freshDatabase(dialect);
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-prof-'));
  try {
    // The server migrates the fresh database; the stations come after.
    const server = await startBenchServer(database.env, Date.UTC(2100, 0, 1));
    await addStations(database.env, consoles);
    const warmup = 20;
    // Warm-up first (JIT, caches), measured apart from the timed uploads.
    await runWuLoad({
      baseUrl: server.url,
      stations: consoles,
      perStation: warmup,
      warmup: 0,
      startMs: Date.UTC(2030, 0, 1),
    });
    await server.profileStart();
    const cpuBefore = await server.cpuMs();
    const queriesBefore = await server.queries();
    const load = await runWuLoad({
      baseUrl: server.url,
      stations: consoles,
      perStation,
      warmup: 0,
      startMs: Date.UTC(2030, 0, 1) + warmup * 16_000,
    });
    const uploads = load.requests;
    const cpuMs = (await server.cpuMs()) - cpuBefore;
    const queries = (await server.queries()) - queriesBefore;
    const file = join(dir, 'upload.cpuprofile');
    await server.profileStop(file);
    await server.close();
    const profile: Profile = JSON.parse(readFileSync(file, 'utf8'));
    const groups = summarise(profile);
    console.log(
      JSON.stringify(
        {
          dialect,
          uploads,
          perSecond: load.perSecond,
          failures: load.failures,
          serverCpuMsPerUpload: Math.round((cpuMs / uploads) * 1000) / 1000,
          statementsPerUpload: Math.round((queries / uploads) * 100) / 100,
          // Self time of the timed uploads' profile, per upload.
          profileMsPerUpload: groups.slice(0, 25).map((g) => ({
            group: g.group,
            ms: Math.round((g.ms / uploads) * 1000) / 1000,
            share: Math.round(g.share * 1000) / 10,
          })),
          topFunctionsMsPerUpload: topFunctions(profile, 25).map((f) => ({
            fn: f.fn,
            ms: Math.round((f.ms / uploads) * 1000) / 1000,
          })),
        },
        null,
        2,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
