/**
 * What the agro figures read of the folded readings: each day's temperature, humidity, wind and solar
 * radiation from the daily summaries, and the hourly and 10-minute rollups past a threshold (chill hours
 * below 7.2 °C, sunshine at or above 120 W/m²): only the starts of those rollups, whose counts are a
 * year's at most 8 784 hourly and 52 704 ten-minute rows, never the readings.
 */
import { type Kysely, sql } from 'kysely';
import type { Database, RollupWidthMin } from '../../db/database.ts';

/** A day's inputs of the reference evapotranspiration and growing degrees (°C, %, m/s, W/m²; null: none). */
export interface AgroDayRow {
  day: string;
  temperatureMin: number | null;
  temperatureMax: number | null;
  humidityMin: number | null;
  humidityMax: number | null;
  /** Mean wind speed of the day's readings (m/s), at the anemometer's height. */
  windSpeedMean: number | null;
  /** Mean solar radiation of the day's readings (W/m²). */
  solarRadiationMean: number | null;
  /** How many readings had a solar radiation. */
  solarRadiationCount: number;
}

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const mean = (sum: unknown, count: unknown): number | null => {
  const n = Number(count ?? 0);
  const s = numberOrNull(sum);
  return n > 0 && s !== null ? s / n : null;
};

export function createAgroInputsRepository(db: Kysely<Database>) {
  return {
    /** The days from `fromDay` to `toDay` (both inclusive) that hold readings, oldest first. */
    async listAgroDays(stationId: number, fromDay: string, toDay: string): Promise<AgroDayRow[]> {
      const rows = await db
        .selectFrom('daily_summaries')
        .select([
          'day',
          'temperature_min',
          'temperature_max',
          'humidity_min',
          'humidity_max',
          'wind_speed_sum',
          'wind_speed_count',
          'solar_radiation_sum',
          'solar_radiation_count',
        ])
        .where('weather_station_id', '=', stationId)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .where('reading_count', '>', 0)
        .orderBy('day', 'asc')
        .execute();
      return rows.map((row) => ({
        day: row.day,
        temperatureMin: numberOrNull(row.temperature_min),
        temperatureMax: numberOrNull(row.temperature_max),
        humidityMin: numberOrNull(row.humidity_min),
        humidityMax: numberOrNull(row.humidity_max),
        windSpeedMean: mean(row.wind_speed_sum, row.wind_speed_count),
        solarRadiationMean: mean(row.solar_radiation_sum, row.solar_radiation_count),
        solarRadiationCount: Number(row.solar_radiation_count ?? 0),
      }));
    },

    /**
     * The starts (epoch ms, in time order) of the rollups of `widthMin` starting within [fromMs, toMs)
     * whose mean of `measure` is below `threshold` ('below') or at or above it ('atLeast').
     */
    async listRollupStartsPast(
      stationId: number,
      widthMin: RollupWidthMin,
      measure: 'temperature' | 'solar_radiation',
      side: 'below' | 'atLeast',
      threshold: number,
      fromMs: number,
      toMs: number,
    ): Promise<number[]> {
      // A literal: a bound parameter beside an integer count would be typed integer by PostgreSQL.
      if (!Number.isFinite(threshold)) throw new RangeError(`invalid threshold ${threshold}`);
      const limit = sql.lit(threshold);
      const sum = sql.ref(`${measure}_sum`);
      const count = sql.ref(`${measure}_count`);
      const past = side === 'below' ? sql`${sum} < ${limit} * ${count}` : sql`${sum} >= ${limit} * ${count}`;
      const rows = await db
        .selectFrom('reading_rollups')
        .select('start_at')
        .where('weather_station_id', '=', stationId)
        .where('width_min', '=', widthMin)
        .where('start_at', '>=', fromMs)
        .where('start_at', '<', toMs)
        .where(sql<boolean>`${count} > 0 and ${past}`)
        .orderBy('start_at')
        .execute();
      return rows.map((row) => Number(row.start_at));
    },
  };
}
export type AgroInputsRepository = ReturnType<typeof createAgroInputsRepository>;
