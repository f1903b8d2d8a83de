/**
 * The refold after an upgrade: summaries kept by version 2 (no smallest rain event) get the new
 * columns filled from the readings on the first start of this version, once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { postReadings } from '../../../../test/readings-feed.ts';
import { createSettingsRepository } from '../../settings/index.ts';
import { createStationsRepository } from '../../stations/index.ts';
import { SUMMARIES_VERSION, upgradeSummaries } from './summaries-upgrade.ts';

describe.each(dialects)('summaries upgrade on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('fills the rain event minimum of summaries kept by version 2, then never again', async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-06-15T10:00:00Z') });
    const station = await t.db
      .selectFrom('weather_stations')
      .select(['id', 'reference', 'api_token as apiToken'])
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();
    await postReadings(t, station, [
      { receivedAt: '2026-06-15T06:00:00Z', rain: 0.4 },
      { receivedAt: '2026-06-15T07:00:00Z', rain: 1 },
    ]);
    const minima = async () => {
      const days = await t.db
        .selectFrom('daily_summaries')
        .select(['rain_event_min', 'rain_event_min_at'])
        .where('weather_station_id', '=', station.id)
        .execute();
      const buckets = await t.db
        .selectFrom('reading_rollups')
        .select(['rain_event_min', 'rain_event_min_at'])
        .where('weather_station_id', '=', station.id)
        .orderBy('width_min')
        .orderBy('start_at')
        .execute();
      return { days, buckets };
    };
    const kept = await minima();
    expect(kept.days).toEqual([
      { rain_event_min: 0.4, rain_event_min_at: Date.parse('2026-06-15T06:00:00Z') },
    ]);
    expect(kept.buckets.length).toBeGreaterThan(0);
    expect(kept.buckets.every((bucket) => bucket.rain_event_min !== null)).toBe(true);

    // The database as version 2 left it: the migration added the columns, empty.
    await t.db
      .updateTable('daily_summaries')
      .set({ rain_event_min: null, rain_event_min_at: null })
      .execute();
    await t.db
      .updateTable('reading_rollups')
      .set({ rain_event_min: null, rain_event_min_at: null })
      .execute();
    const settings = createSettingsRepository(t.db);
    await settings.set('summaries_version', '2');

    const stations = await createStationsRepository(t.db).listAll();
    expect(await upgradeSummaries(t.db, dialect, stations)).toBeGreaterThan(0);
    expect(await minima()).toEqual(kept);
    expect(await settings.find('summaries_version')).toBe(SUMMARIES_VERSION);
    expect(await upgradeSummaries(t.db, dialect, stations)).toBe(0);
  });
});
