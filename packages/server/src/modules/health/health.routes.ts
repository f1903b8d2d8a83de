import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '@meteodeck/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { faultCode, type StorageState } from '../../db/db-faults.ts';

/** The server package's version, read once (src/ and dist/ sit at the same depth below the package). */
const VERSION: string = (() => {
  try {
    const manifest: unknown = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    );
    const version =
      typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : undefined;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
})();

/** How long the database may take to answer `select 1` before it counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

/** What `select 1` came to: ok, or the reason it failed. */
async function probe(db: Kysely<Database>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => undefined,
        (error: unknown) => `the database does not answer (${faultCode(error) ?? 'no code'})`,
      ),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve('the database does not answer within 2 s'), DATABASE_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (public): the process answers, the database answers `select 1` within 2 s and has room to
 * write, the version and the uptime. 503 with `status: "error"` and the reason when the database does not
 * answer or its SQLite file could not be read or written since the last stored write (`unreachable`), or the
 * last write failed for want of space (`storage full`).
 */
export function healthRoutes(deps: {
  db: Kysely<Database>;
  storage?: StorageState;
  startedAt: number;
  now: () => number;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process and its database answer (503 when the database does not)',
          response: { 200: Health, 503: Health },
        },
      },
      async (_request, reply) => {
        const unreachable = (await probe(deps.db)) ?? deps.storage?.unreadableReason();
        const full = unreachable === undefined ? deps.storage?.fullReason() : undefined;
        const database: Health['database'] =
          unreachable !== undefined ? 'unreachable' : full !== undefined ? 'storage full' : 'ok';
        const reason = unreachable ?? full;
        const body: Health = {
          status: database === 'ok' ? 'ok' : 'error',
          database,
          ...(reason === undefined ? {} : { reason }),
          version: VERSION,
          uptimeSeconds: Math.max(0, Math.floor((deps.now() - deps.startedAt) / 1000)),
        };
        reply.header('cache-control', 'no-store');
        return reply.code(database === 'ok' ? 200 : 503).send(body);
      },
    );
  };
}
