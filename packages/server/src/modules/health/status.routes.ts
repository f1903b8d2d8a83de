import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatusReport } from '@meteodeck/contract';
import type { StorageState } from '../../db/db-faults.ts';
import type { StatusService } from './status.service.ts';

/**
 * GET /api/status (public): each station's newest reading, its age and freshness, the newest upload through
 * each door, and the battery and signal values its consoles sent last (contract status.ts).
 */
export function statusRoutes(deps: {
  status: StatusService;
  /** The disk full or not, as this process's writes found it (db/db-faults.ts). */
  storage?: StorageState;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/status',
      {
        schema: {
          tags: ['health'],
          summary:
            "Each station's newest reading, its age and freshness (fresh ≤ 10 min, late ≤ 1 h, stale), its newest upload per door, its batteries",
          response: { 200: StatusReport },
        },
      },
      async (_request, reply) => {
        const report = await deps.status.report();
        reply.header('cache-control', 'no-store');
        return { ...report, storage: deps.storage?.fullSince() === undefined ? 'ok' : 'full' } as const;
      },
    );
  };
}
