/**
 * Migrations cannot be derived from the measure catalogue, so this keeps them in step with it: a database
 * migrated from nothing has exactly one readings column per main measure of the catalogue (its `column`),
 * beside the fixed ones, and a reading carrying every main measure through the JSON door is stored with
 * each in its column.
 */
import {
  MEASURE_COLUMN,
  measureDescriptor,
  READING_COLUMNS,
  READING_MEASURE_KINDS,
} from '@meteodeck/weather';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { buildStation } from '../../test/factories.ts';
import { postReadings } from '../../test/readings-feed.ts';

/** The readings columns that are no measure of the catalogue: the key and what the pipeline keeps. */
const FIXED_COLUMNS = [
  'id',
  'weather_station_id',
  'received_at',
  'lightning_time',
  'rain_event_mm',
  'rain_last_at',
  'lightning_counter',
  'rain_rate_sent',
  'rain_daily_mm',
  'rain_source',
  'rain_alt_counter_mm',
  'rain_alt_daily_mm',
  'rain_alt_source',
  'rain_console_event_mm',
];

describe.each(dialects)('the readings table on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('has one column per main measure of the catalogue, beside the fixed ones', async () => {
    t = await buildTestApp(dialect, { seed: false });
    const columns =
      dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from pragma_table_info('readings')`.execute(t.db)).rows
        : (
            await sql<{ name: string }>`select column_name as name from information_schema.columns
              where table_name = 'readings' and table_schema = current_schema()`.execute(t.db)
          ).rows;
    const names = columns.map((column) => column.name);
    expect(names).toHaveLength(FIXED_COLUMNS.length + READING_COLUMNS.length);
    expect([...names].sort()).toEqual([...FIXED_COLUMNS, ...READING_COLUMNS].sort());
  });

  it('stores each main measure of a reading in its column', async () => {
    t = await buildTestApp(dialect);
    const station = await buildStation(t.db);
    // A value inside each measure's bounds, different for each; strikes and counters whole.
    const sent = Object.fromEntries(
      READING_MEASURE_KINDS.map((kind, i) => {
        const { min, max } = measureDescriptor(kind).bounds;
        return [kind, Math.round((min + Math.min(max - min, 100) * (0.1 + 0.02 * i)) * 10) / 10];
      }),
    );
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', ...sent }]);
    const row = await t.db.selectFrom('readings').selectAll().executeTakeFirstOrThrow();
    const stored = Object.fromEntries(
      READING_MEASURE_KINDS.map((kind) => [kind, Number(row[MEASURE_COLUMN[kind]])]),
    );
    expect(stored).toEqual(sent);
  });
});
