import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { freshnessOf, isBatteryLow, StatusReport } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ReadingsRepository } from '../readings/readings.repository.ts';
import type { StationsRepository } from '../stations/stations.repository.ts';

/**
 * GET /api/status (public): each station's newest reading, its age and freshness, the newest upload through
 * each door, and the battery and signal values its consoles sent last (contract status.ts).
 */
export function statusRoutes(deps: {
  db: Kysely<Database>;
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
          summary:
            "Each station's newest reading, its age and freshness (fresh ≤ 10 min, late ≤ 1 h, stale), its newest upload per door, its batteries",
          response: { 200: StatusReport },
        },
      },
      async (_request, reply) => {
        const now = deps.now();
        const stations = await deps.stations.listAll();
        const rows = await Promise.all(
          stations.map(async (station) => {
            const [latest, uploads, sensors] = await Promise.all([
              deps.readings.findLatest(station.id),
              deps.db
                .selectFrom('station_uploads')
                .select(['protocol', 'reading_at'])
                .where('weather_station_id', '=', station.id)
                .orderBy('protocol')
                .execute(),
              deps.db
                .selectFrom('station_sensors')
                .select(['name', 'value'])
                .where('weather_station_id', '=', station.id)
                .orderBy('name')
                .execute(),
            ]);
            const at = latest === undefined ? null : Number(latest.received_at);
            const ageOf = (instant: number) => Math.max(0, Math.floor((now - instant) / 1000));
            const age = at === null ? null : ageOf(at);
            return {
              reference: station.reference,
              name: station.name,
              city: station.city,
              lastReadingAt: at === null ? null : new Date(at).toISOString(),
              lastReadingAgeSeconds: age,
              freshness: freshnessOf(age),
              uploads: uploads.map((u) => ({
                protocol: u.protocol,
                lastReadingAt: new Date(Number(u.reading_at)).toISOString(),
                ageSeconds: ageOf(Number(u.reading_at)),
              })),
              sensors: sensors.map((s) => ({
                name: s.name,
                value: s.value,
                low: isBatteryLow(s.name, s.value),
              })),
            };
          }),
        );
        reply.header('cache-control', 'no-store');
        return { generatedAt: new Date(now).toISOString(), stations: rows };
      },
    );
  };
}
