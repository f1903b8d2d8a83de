/**
 * Reads of `readings` for the weather-data API: the latest reading, short windows of raw readings, and graph
 * buckets aggregated by the database. Every query is scoped by station and bounded by time, so it runs on
 * the (weather_station_id, received_at) unique index.
 * Time ranges in method names: `…Between(from, to)` is [from, to), `…Through(from, through)` is
 * [from, through]; `…After(after, before)` and `…Before(before)` leave those ends out (docs/ARCHITECTURE.md).
 */
import { GRAPH_MEAN_MEASURES, type GraphMeanKind, MEASURE_COLUMN } from '@meteodeck/weather';
import { type Kysely, sql } from 'kysely';
import type { Database, ReadingRow } from '../../../db/database.ts';

/** One graph bucket as the database aggregates it: means in canonical units, vector sums for direction. */
export type ReadingBucketRow = {
  /** Index of the bucket from the origin: its start is origin + index × width. */
  bucket: number;
  count: number;
  /** Σ sin θ, Σ cos θ and count of the non-calm wind directions. */
  windDirEast: number | null;
  windDirNorth: number | null;
  windDirCount: number;
  /** Total rain fallen in the bucket, mm; null when no reading of the bucket reported rain. */
  rain: number | null;
} & {
  /** The mean of each main measure the graphs show (the catalogue's `summary.graphMean`). */
  [K in GraphMeanKind]: number | null;
};

function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Queries of `readings` for the read side; takes a Kysely instance or a transaction. */
export function createReadingsReadRepository(db: Kysely<Database>) {
  return {
    /** The most recent reading of the station, or undefined when it has none. */
    async findLatest(stationId: number): Promise<ReadingRow | undefined> {
      return db
        .selectFrom('readings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('received_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Up to `limit` readings strictly after `afterMs`, oldest first. */
    async listAfter(stationId: number, afterMs: number, limit: number): Promise<ReadingRow[]> {
      return db
        .selectFrom('readings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>', afterMs)
        .orderBy('received_at', 'asc')
        .limit(limit)
        .execute();
    },

    /** Up to `limit` readings with afterMs < received_at < beforeMs, oldest first: one page of an export. */
    async listPageAfter(
      stationId: number,
      afterMs: number,
      beforeMs: number,
      limit: number,
    ): Promise<ReadingRow[]> {
      return db
        .selectFrom('readings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>', afterMs)
        .where('received_at', '<', beforeMs)
        .orderBy('received_at', 'asc')
        .limit(limit)
        .execute();
    },

    /** The lowest temperature, highest gust and highest rain rate with `afterMs < received_at ≤ throughMs`. */
    async windowExtremes(stationId: number, afterMs: number, throughMs: number) {
      return db
        .selectFrom('readings')
        .select((eb) => [
          eb.fn.min('temperature_c').as('minTemperature'),
          eb.fn.max('wind_gust_ms').as('maxGust'),
          eb.fn.max('rain_rate_mmh').as('maxRainRate'),
        ])
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>', afterMs)
        .where('received_at', '<=', throughMs)
        .executeTakeFirst();
    },

    /** How many readings the station has with `fromMs ≤ received_at < toMs`. */
    async countBetween(stationId: number, fromMs: number, toMs: number): Promise<number> {
      const row = await db
        .selectFrom('readings')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<', toMs)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Readings with `fromMs ≤ received_at ≤ throughMs` (both ends included), oldest first. */
    async listThrough(stationId: number, fromMs: number, throughMs: number): Promise<ReadingRow[]> {
      return db
        .selectFrom('readings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<=', throughMs)
        .orderBy('received_at', 'asc')
        .execute();
    },

    /** Mean PM2.5 (µg/m³) of the readings with `fromMs < received_at ≤ toMs`; null when none carries one. */
    async meanPm25(stationId: number, fromMs: number, toMs: number): Promise<number | null> {
      const row = await db
        .selectFrom('readings')
        .select((eb) => eb.fn.avg<number | null>('pm25_ugm3').as('mean'))
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>', fromMs)
        .where('received_at', '<=', toMs)
        .executeTakeFirst();
      return toNumberOrNull(row?.mean);
    },

    /**
     * Readings with `fromMs ≤ received_at < toMs` grouped into buckets of `widthMs` aligned on `fromMs`,
     * in time order, empty buckets left out. Width and origin are written into the SQL as literals: bound
     * parameters would break the GROUP BY on PostgreSQL and the integer division on SQLite.
     */
    async listBuckets(
      stationId: number,
      fromMs: number,
      toMs: number,
      widthMs: number,
    ): Promise<ReadingBucketRow[]> {
      if (!Number.isSafeInteger(fromMs) || !Number.isSafeInteger(widthMs) || widthMs <= 0) {
        throw new RangeError(`invalid bucket origin ${fromMs} or width ${widthMs}`);
      }
      const bucket = sql<number>`(received_at - ${sql.lit(fromMs)}) / ${sql.lit(widthMs)}`;
      // Calm (speed 0) leaves the vane anywhere: such directions do not count, as in meanWindDirectionDeg.
      const direction = sql`CASE WHEN wind_dir_deg IS NOT NULL AND (wind_speed_ms IS NULL OR wind_speed_ms <> 0) THEN radians(wind_dir_deg) END`;
      const rows = await db
        .selectFrom('readings')
        .select((eb) => [
          bucket.as('bucket'),
          eb.fn.countAll<number>().as('count'),
          sql<number | null>`SUM(sin(${direction}))`.as('windDirEast'),
          sql<number | null>`SUM(cos(${direction}))`.as('windDirNorth'),
          sql<number>`COUNT(${direction})`.as('windDirCount'),
          eb.fn.sum<number | null>('rain_mm').as('rain'),
          ...GRAPH_MEAN_MEASURES.map(({ kind }) => eb.fn.avg<number | null>(MEASURE_COLUMN[kind]).as(kind)),
        ])
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<', toMs)
        .groupBy(bucket)
        .orderBy(bucket)
        .execute();
      return rows.map((row) => {
        // The catalogue's graphed means, by kind (aliases kysely cannot type from a list).
        const averages = row as unknown as Record<GraphMeanKind, unknown>;
        const means = Object.fromEntries(
          GRAPH_MEAN_MEASURES.map(({ kind }) => [kind, toNumberOrNull(averages[kind])]),
        ) as { [K in GraphMeanKind]: number | null };
        return {
          bucket: Number(row.bucket),
          count: Number(row.count),
          ...means,
          windDirEast: toNumberOrNull(row.windDirEast),
          windDirNorth: toNumberOrNull(row.windDirNorth),
          windDirCount: Number(row.windDirCount),
          rain: toNumberOrNull(row.rain),
        };
      });
    },
  };
}
export type ReadingsReadRepository = ReturnType<typeof createReadingsReadRepository>;
