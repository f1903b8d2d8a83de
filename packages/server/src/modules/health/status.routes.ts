import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { freshnessOf, isBatteryLow, StatusReport } from '@meteodeck/contract';
import { localDate } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ReadingsRepository } from '../readings/readings.repository.ts';
import { localDayRange } from '../readings/summary-maintenance.ts';
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
            const today = localDayRange(localDate(now, station.timezone), station.timezone);
            const [latest, uploads, sensors, counts, rejectedToday] = await Promise.all([
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
              deps.db
                .selectFrom('readings')
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .where('weather_station_id', '=', station.id)
                .where('received_at', '>=', today.from)
                .where('received_at', '<', today.to)
                .executeTakeFirst(),
              deps.db
                .selectFrom('reading_flags')
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .where('weather_station_id', '=', station.id)
                .where('received_at', '>=', today.from)
                .where('received_at', '<', today.to)
                .where((eb) => eb.or([eb('rule', 'is', null), eb('rule', '!=', 'derived')]))
                .where('status', 'in', ['flagged', 'rejected'])
                .executeTakeFirst(),
            ]);
            const newestUpload = [...uploads].sort((a, b) => Number(b.reading_at) - Number(a.reading_at))[0];
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
              readingsToday: Number(counts?.n ?? 0),
              valuesRejectedToday: Number(rejectedToday?.n ?? 0),
              protocol: newestUpload?.protocol ?? null,
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
