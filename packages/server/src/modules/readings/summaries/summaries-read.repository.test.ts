import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildStation } from '../../../../test/factories.ts';
import { createSummariesReadRepository } from './summaries-read.repository.ts';

const at = (iso: string) => Date.parse(iso);

describe.each(dialects)('daily summary aggregate on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  async function insertDay(stationId: number, day: string, values: Record<string, number | null>) {
    await t.db
      .insertInto('daily_summaries')
      .values({ weather_station_id: stationId, day, reading_count: 1, ...values })
      .execute();
  }

  it('keeps the earliest instant of a tied extreme and sums means and totals over the days', async () => {
    const station = await buildStation(t.db);
    const other = await buildStation(t.db);
    await insertDay(station.id, '2026-06-01', {
      temperature_min: 10.1,
      temperature_min_at: at('2026-06-01T04:00:00Z'),
      temperature_max: 24.7,
      temperature_max_at: at('2026-06-01T14:00:00Z'),
      temperature_sum: 100,
      temperature_count: 6,
      rain_total_mm: 1.5,
      rain_event_max: 3,
      rain_event_max_at: at('2026-06-01T18:00:00Z'),
    });
    await insertDay(station.id, '2026-06-02', {
      temperature_min: 8.3,
      temperature_min_at: at('2026-06-02T03:00:00Z'),
      temperature_max: 24.7,
      temperature_max_at: at('2026-06-02T13:00:00Z'),
      temperature_sum: 50,
      temperature_count: 4,
      rain_total_mm: 2,
      rain_event_max: 3,
      rain_event_max_at: at('2026-06-02T01:00:00Z'),
    });
    // Outside the range (toDay is exclusive) and another station: neither counts.
    await insertDay(station.id, '2026-06-03', {
      temperature_max: 40,
      temperature_max_at: at('2026-06-03T12:00:00Z'),
    });
    await insertDay(other.id, '2026-06-02', {
      temperature_min: -30,
      temperature_min_at: at('2026-06-02T05:00:00Z'),
    });

    const fold = await createSummariesReadRepository(t.db).aggregate(station.id, '2026-06-01', '2026-06-03');
    expect(fold.measures.temperature).toEqual({
      min: 8.3,
      minAt: at('2026-06-02T03:00:00Z'),
      max: 24.7,
      maxAt: at('2026-06-01T14:00:00Z'),
      sum: 150,
      count: 10,
    });
    expect(fold).toMatchObject({
      rainTotal: 3.5,
      rainEventMax: 3,
      rainEventMaxAt: at('2026-06-01T18:00:00Z'),
      lightningCount: null,
      firstDay: '2026-06-01',
      lastDay: '2026-06-02',
    });
    expect(fold.measures.humidity).toEqual({
      min: null,
      minAt: null,
      max: null,
      maxAt: null,
      sum: 0,
      count: 0,
    });
  });

  it('folds every day of the station without bounds, and nothing for a station without summaries', async () => {
    const station = await buildStation(t.db);
    const repository = createSummariesReadRepository(t.db);
    expect(await repository.aggregate(station.id)).toMatchObject({
      firstDay: null,
      lastDay: null,
      rainTotal: null,
    });
    await insertDay(station.id, '2016-01-01', { uv_max: 3, uv_max_at: at('2016-01-01T12:00:00Z') });
    await insertDay(station.id, '2026-01-01', { uv_max: 2, uv_max_at: at('2026-01-01T12:00:00Z') });
    const fold = await repository.aggregate(station.id);
    expect(fold.measures.uv).toMatchObject({ max: 3, maxAt: at('2016-01-01T12:00:00Z') });
    expect([fold.firstDay, fold.lastDay]).toEqual(['2016-01-01', '2026-01-01']);
  });

  it('lists the asked days that hold readings, oldest first, with their pressure extremes', async () => {
    const station = await buildStation(t.db);
    const other = await buildStation(t.db);
    const repository = createSummariesReadRepository(t.db);
    await insertDay(station.id, '2024-03-14', {
      temperature_max: 12,
      temperature_max_at: at('2024-03-14T13:00:00Z'),
      temperature_sum: 24,
      temperature_count: 4,
      pressure_rel_min: 1010,
      pressure_rel_min_at: at('2024-03-14T05:00:00Z'),
      pressure_rel_max: 1020,
      pressure_rel_max_at: at('2024-03-14T13:00:00Z'),
    });
    await insertDay(station.id, '2025-03-14', { temperature_max: 9 });
    // Not asked for, another station's, and a day without readings: none is listed.
    await insertDay(station.id, '2025-03-15', { temperature_max: 30 });
    await insertDay(other.id, '2023-03-14', { temperature_max: 40 });
    await t.db
      .insertInto('daily_summaries')
      .values({ weather_station_id: station.id, day: '2023-03-14', reading_count: 0 })
      .execute();

    const days = await repository.listCalendarDays(station.id, ['2025-03-14', '2024-03-14', '2023-03-14']);
    expect(days.map((day) => day.day)).toEqual(['2024-03-14', '2025-03-14']);
    expect(days[0]).toMatchObject({
      temperatureMax: 12,
      temperatureMaxAt: at('2024-03-14T13:00:00Z'),
      temperatureSum: 24,
      temperatureCount: 4,
      pressureMin: 1010,
      pressureMinAt: at('2024-03-14T05:00:00Z'),
      pressureMax: 1020,
      pressureMaxAt: at('2024-03-14T13:00:00Z'),
    });
    expect(days[1]).toMatchObject({ temperatureMax: 9, pressureMin: null, pressureMaxAt: null });
    expect(await repository.listCalendarDays(station.id, [])).toEqual([]);
  });
});
