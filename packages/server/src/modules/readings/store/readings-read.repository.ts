/**
 * Reads of `readings` for the weather-data API: the latest reading, short windows of raw readings, and graph
 * buckets aggregated by the database. Every query is scoped by station and bounded by time, so it runs on
 * the (weather_station_id, received_at) unique index.
 * Time ranges in method names: `…Between(from, to)` is [from, to), `…Through(from, through)` is
 * [from, through]; `…After(after, before)` and `…Before(before)` leave those ends out (docs/ARCHITECTURE.md).
 */
import { type Kysely, sql } from 'kysely';
import type { Database, ReadingRow } from '../../../db/database.ts';

/** One graph bucket as the database aggregates it: means in canonical units, vector sums for direction. */
export interface ReadingBucketRow {
  /** Index of the bucket from the origin: its start is origin + index × width. */
  bucket: number;
  count: number;
  temperature: number | null;
  humidity: number | null;
  dewPoint: number | null;
  relativePressure: number | null;
  windSpeed: number | null;
  windGust: number | null;
  /** Σ sin θ, Σ cos θ and count of the non-calm wind directions. */
  windDirEast: number | null;
  windDirNorth: number | null;
  windDirCount: number;
  /** Total rain fallen in the bucket, mm; null when no reading of the bucket reported rain. */
  rain: number | null;
  rainRate: number | null;
  solarRadiation: number | null;
  uv: number | null;
  soilTemperature: number | null;
  leafWetness: number | null;
  pm25: number | null;
  pm25Avg: number | null;
}

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
          eb.fn.avg<number | null>('temperature_c').as('temperature'),
          eb.fn.avg<number | null>('humidity_pct').as('humidity'),
          eb.fn.avg<number | null>('dew_point_c').as('dewPoint'),
          eb.fn.avg<number | null>('pressure_rel_hpa').as('relativePressure'),
          eb.fn.avg<number | null>('wind_speed_ms').as('windSpeed'),
          eb.fn.avg<number | null>('wind_gust_ms').as('windGust'),
          sql<number | null>`SUM(sin(${direction}))`.as('windDirEast'),
          sql<number | null>`SUM(cos(${direction}))`.as('windDirNorth'),
          sql<number>`COUNT(${direction})`.as('windDirCount'),
          eb.fn.sum<number | null>('rain_mm').as('rain'),
          eb.fn.avg<number | null>('rain_rate_mmh').as('rainRate'),
          eb.fn.avg<number | null>('solar_radiation_wm2').as('solarRadiation'),
          eb.fn.avg<number | null>('uv_index').as('uv'),
          eb.fn.avg<number | null>('soil_temperature_c').as('soilTemperature'),
          eb.fn.avg<number | null>('leaf_wetness_pct').as('leafWetness'),
          eb.fn.avg<number | null>('pm25_ugm3').as('pm25'),
          eb.fn.avg<number | null>('pm25_avg24h_ugm3').as('pm25Avg'),
        ])
        .where('weather_station_id', '=', stationId)
        .where('received_at', '>=', fromMs)
        .where('received_at', '<', toMs)
        .groupBy(bucket)
        .orderBy(bucket)
        .execute();
      return rows.map((row) => ({
        bucket: Number(row.bucket),
        count: Number(row.count),
        temperature: toNumberOrNull(row.temperature),
        humidity: toNumberOrNull(row.humidity),
        dewPoint: toNumberOrNull(row.dewPoint),
        relativePressure: toNumberOrNull(row.relativePressure),
        windSpeed: toNumberOrNull(row.windSpeed),
        windGust: toNumberOrNull(row.windGust),
        windDirEast: toNumberOrNull(row.windDirEast),
        windDirNorth: toNumberOrNull(row.windDirNorth),
        windDirCount: Number(row.windDirCount),
        rain: toNumberOrNull(row.rain),
        rainRate: toNumberOrNull(row.rainRate),
        solarRadiation: toNumberOrNull(row.solarRadiation),
        uv: toNumberOrNull(row.uv),
        soilTemperature: toNumberOrNull(row.soilTemperature),
        leafWetness: toNumberOrNull(row.leafWetness),
        pm25: toNumberOrNull(row.pm25),
        pm25Avg: toNumberOrNull(row.pm25Avg),
      }));
    },
  };
}
export type ReadingsReadRepository = ReturnType<typeof createReadingsReadRepository>;
