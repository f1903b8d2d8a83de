/**
 * The claims of announced records (record-posts.repository.ts) on SQLite and PostgreSQL: one per station,
 * day, kind, scope and sensor ('' for the main measures), and the migration that added the sensor to the
 * key (202611281201) keeping the claims made before it as the main measures'.
 */
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { addRecordPostSensorKey } from '../../db/migrations/202611281201_add_record_post_sensor_key.ts';
import { createRecordPostsRepository } from './record-posts.repository.ts';

const AT = Date.parse('2026-11-24T10:00:00Z');

describe.each(dialects)('announced records on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: AT });
  });
  afterEach(() => t.close());

  it('claims a record once per sensor: two sensors’ highest of one day are two claims', async () => {
    const station = await buildStation(t.db);
    const repo = createRecordPostsRepository(t.db);
    const key = { stationId: station.id, day: '2026-11-24', kind: 'highest', scope: 'allTime' };
    const greenhouse = { ...key, sensorKey: 'extraTemperature:2' };
    const soil = { ...key, sensorKey: 'soilMoisture:1' };
    const main = { ...key, kind: 'highestHigh', sensorKey: '' };
    expect(await repo.claim(greenhouse, AT)).toBe(true);
    expect(await repo.claim(soil, AT)).toBe(true);
    expect(await repo.claim(main, AT)).toBe(true);
    expect(await repo.claim(greenhouse, AT + 1)).toBe(false);
    expect(await repo.claim({ ...greenhouse, day: '2026-11-25' }, AT)).toBe(true);

    await repo.setPost(greenhouse, 7, 31.5);
    expect(await repo.find(greenhouse)).toEqual({ postId: 7, value: 31.5 });
    expect(await repo.find(soil)).toEqual({ postId: null, value: null });
    expect(await repo.find({ ...soil, sensorKey: 'soilMoisture:2' })).toBeUndefined();
  });

  it('keeps the claims made before the sensor joined the key as the main measures’, both ways', async () => {
    const station = await buildStation(t.db);
    const repo = createRecordPostsRepository(t.db);
    const main = { stationId: station.id, day: '2026-11-24', kind: 'highestHigh', scope: 'allTime' };
    await repo.claim({ ...main, sensorKey: '' }, AT);
    await repo.setPost({ ...main, sensorKey: '' }, 3, 31);
    await repo.claim({ ...main, kind: 'highest', sensorKey: 'extraTemperature:2' }, AT);
    const migration = addRecordPostSensorKey(dialect);
    // Migrations are written against Kysely<unknown> (STYLE, Naming): the app's typed instance, untyped.
    const db = t.db as unknown as Kysely<unknown>;

    // Back to the key without the sensor: the main measures' claim stays, the sensor's goes.
    await migration.down?.(db);
    const before = await t.db.selectFrom('climate_record_posts').selectAll().execute();
    expect(before.map((row) => ({ ...row, created_at: Number(row.created_at) }))).toEqual([
      {
        weather_station_id: station.id,
        day: '2026-11-24',
        kind: 'highestHigh',
        scope: 'allTime',
        post_id: 3,
        value: 31,
        created_at: AT,
      },
    ]);

    // And up again: the claim kept, as the main measures' (sensor ''), and still the key's.
    await migration.up(db);
    const after = await t.db
      .selectFrom('climate_record_posts')
      .select(['kind', 'sensor_key', 'post_id', 'value'])
      .execute();
    expect(after).toEqual([{ kind: 'highestHigh', sensor_key: '', post_id: 3, value: 31 }]);
    expect(await repo.claim({ ...main, sensorKey: '' }, AT)).toBe(false);
    expect(await repo.claim({ ...main, sensorKey: 'extraTemperature:2' }, AT)).toBe(true);
  });
});
