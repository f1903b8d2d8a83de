import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '@meteodeck/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

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

/**
 * GET /api/health (public): the process answers, the database answers `select 1` within 2 s, the version and
 * the uptime. 503 with `status: "error"` when the database does not.
 */
export function healthRoutes(deps: {
  db: Kysely<Database>;
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
        const reachable = await Promise.race([
          sql`select 1`.execute(deps.db).then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS).unref()),
        ]);
        const body: Health = {
          status: reachable ? 'ok' : 'error',
          database: reachable ? 'ok' : 'unreachable',
          version: VERSION,
          uptimeSeconds: Math.max(0, Math.floor((deps.now() - deps.startedAt) / 1000)),
        };
        reply.header('cache-control', 'no-store');
        return reply.code(reachable ? 200 : 503).send(body);
      },
    );
  };
}
