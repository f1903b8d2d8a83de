/** The raw uploads kept per station: several stations' uploads written, and pruned, together. */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { createUploadFieldsRepository } from './upload-fields.repository.ts';

describe.each(dialects)('raw uploads kept on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it("prunes every station of a batch to its newest, in one statement, leaving the others' rows", async () => {
    t = await buildTestApp(dialect);
    const [a, b, c] = await Promise.all(
      ['KEEP1', 'KEEP2', 'KEEP3'].map((reference) =>
        buildStation(t.db, { reference, apiToken: `${reference}-token-0123456789` }),
      ),
    );
    if (a === undefined || b === undefined || c === undefined) throw new Error('no stations');
    const repository = createUploadFieldsRepository(t.db);
    // Station c: 12 rows written apart, left alone by the batch below (it has no row in it).
    for (let i = 0; i < 12; i += 1)
      await repository.keepPayloads([{ stationId: c.id, protocol: 'ecowitt', at: i, fields: '{}' }], 100);
    // a, a, b, b, a, a…: over 30 consecutive ids, each of a and b has a multiple of 10 (the prune's turn).
    const batch = Array.from({ length: 30 }, (_, i) => ({
      stationId: Math.floor(i / 2) % 2 === 0 ? a.id : b.id,
      protocol: 'wunderground',
      at: 1000 + i,
      fields: JSON.stringify({ n: String(i) }),
    }));
    await repository.keepPayloads(batch, 5);
    const count = async (stationId: number) =>
      (
        await t.db
          .selectFrom('extra_sensor_payloads')
          .select('id')
          .where('weather_station_id', '=', stationId)
          .execute()
      ).length;
    expect(await count(a.id)).toBe(5);
    expect(await count(b.id)).toBe(5);
    expect(await count(c.id)).toBe(12);
    // The newest kept: a's last five uploads of the batch.
    expect((await repository.listPayloads(a.id, 10)).map((p) => p.fields.n)).toEqual([
      '29',
      '28',
      '25',
      '24',
      '21',
    ]);
  });
});
