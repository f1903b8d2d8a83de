import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { freshnessOf, StatusReport } from '@meteodeck/contract';
import type { ReadingsRepository } from '../readings/readings.repository.ts';
import type { StationsRepository } from '../stations/stations.repository.ts';

/** GET /api/status (public): each station's newest reading, its age and freshness (contract status.ts). */
export function statusRoutes(deps: {
  stations: Pick<StationsRepository, 'listAll'>;
  readings: Pick<ReadingsRepository, 'findLatest'>;
  now: () => number;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/status',
      {
        schema: {
          tags: ['health'],
          summary: "Each station's newest reading, its age and freshness (fresh ≤ 10 min, late ≤ 1 h, stale)",
          response: { 200: StatusReport },
        },
      },
      async (_request, reply) => {
        const now = deps.now();
        const stations = await deps.stations.listAll();
        const rows = await Promise.all(
          stations.map(async (station) => {
            const latest = await deps.readings.findLatest(station.id);
            const at = latest === undefined ? null : Number(latest.received_at);
            const age = at === null ? null : Math.max(0, Math.floor((now - at) / 1000));
            return {
              reference: station.reference,
              name: station.name,
              city: station.city,
              lastReadingAt: at === null ? null : new Date(at).toISOString(),
              lastReadingAgeSeconds: age,
              freshness: freshnessOf(age),
            };
          }),
        );
        reply.header('cache-control', 'no-store');
        return { generatedAt: new Date(now).toISOString(), stations: rows };
      },
    );
  };
}
