/**
 * Migrations cannot be derived from the measure catalogue, so this keeps them in step with it: a database
 * migrated from nothing has exactly the daily summary and rollup columns the catalogue's `summary` stems and
 * the derived measures call for, beside the fixed ones, and a reading's main measures reach their stems.
 */
import {
  MEAN_SUMMARY_STEMS,
  MEASURE_COLUMN,
  MIN_MAX_SUMMARY_COLUMN,
  MIN_MAX_SUMMARY_STEMS,
  measureDescriptor,
  READING_MEASURE_KINDS,
} from '@meteodeck/weather';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects, type TestDialect } from '../../test/dialects.ts';
import { buildStation } from '../../test/factories.ts';
import { postReadings } from '../../test/readings-feed.ts';
import type { Database } from './database.ts';
import { DERIVED_SUMMARY_MEASURES, SUMMARY_MEASURES } from './tables/summaries.ts';

/** The fold's columns that are no measure's stem: rain, strikes, the span and the wind vector. */
const FIXED_FOLD_COLUMNS = [
  'rain_total_mm',
  'rain_event_max',
  'rain_event_max_at',
  'rain_event_min',
  'rain_event_min_at',
  'lightning_count',
  'reading_count',
  'first_at',
  'last_at',
  'wind_dir_east',
  'wind_dir_north',
  'wind_dir_count',
];

const STEM_COLUMNS = [
  ...[...MIN_MAX_SUMMARY_STEMS, ...DERIVED_SUMMARY_MEASURES].flatMap((m) =>
    ['min', 'min_at', 'max', 'max_at', 'sum', 'count'].map((part) => `${m}_${part}`),
  ),
  ...MEAN_SUMMARY_STEMS.flatMap((m) => [`${m}_sum`, `${m}_count`]),
];

async function columnsOf(db: Kysely<Database>, dialect: TestDialect, table: string): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows
      : (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_name = ${table} and table_schema = current_schema()`.execute(db)
        ).rows;
  return rows.map((row) => row.name).sort();
}

describe('the summary measures', () => {
  it("are the catalogue's min/max stems, then the derived measures", () => {
    expect([...SUMMARY_MEASURES]).toEqual([...MIN_MAX_SUMMARY_STEMS, ...DERIVED_SUMMARY_MEASURES]);
    expect(MIN_MAX_SUMMARY_STEMS).toContain('dew_point');
    expect(MIN_MAX_SUMMARY_STEMS).not.toContain('pressure_abs');
    expect(MEAN_SUMMARY_STEMS).toEqual(['pm25_avg24h']);
  });
});

describe.each(dialects)('the daily summaries and rollups on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('have exactly the derived columns beside their keys', async () => {
    t = await buildTestApp(dialect, { seed: false });
    const fold = [...STEM_COLUMNS, ...FIXED_FOLD_COLUMNS];
    expect(await columnsOf(t.db, dialect, 'daily_summaries')).toEqual(
      ['weather_station_id', 'day', ...fold].sort(),
    );
    expect(await columnsOf(t.db, dialect, 'reading_rollups')).toEqual(
      ['weather_station_id', 'width_min', 'start_at', ...fold].sort(),
    );
  });

  it("fold each summarised main measure from its readings column into its stem's columns", async () => {
    t = await buildTestApp(dialect);
    const station = await buildStation(t.db);
    const sent = Object.fromEntries(
      READING_MEASURE_KINDS.map((kind, i) => {
        const { min, max } = measureDescriptor(kind).bounds;
        return [kind, Math.round((min + Math.min(max - min, 100) * (0.1 + 0.02 * i)) * 10) / 10];
      }),
    );
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', ...sent }]);
    const reading = await t.db.selectFrom('readings').selectAll().executeTakeFirstOrThrow();
    const day = await t.db.selectFrom('daily_summaries').selectAll().executeTakeFirstOrThrow();
    const rollup = await t.db.selectFrom('reading_rollups').selectAll().executeTakeFirstOrThrow();
    for (const stem of MIN_MAX_SUMMARY_STEMS) {
      const value = Number(reading[MIN_MAX_SUMMARY_COLUMN[stem]]);
      expect([stem, Number(day[`${stem}_min`]), Number(day[`${stem}_max`])]).toEqual([stem, value, value]);
      expect([stem, Number(rollup[`${stem}_sum`]), Number(rollup[`${stem}_count`])]).toEqual([
        stem,
        value,
        1,
      ]);
    }
    expect(Number(day.pm25_avg24h_sum)).toBe(Number(reading[MEASURE_COLUMN.pm25Avg]));
    expect(Number(day.pm25_avg24h_count)).toBe(1);
  });
});
