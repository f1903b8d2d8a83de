/**
 * The hooks other modules hand ingestion (forwarding's queue) run inside each chunk's transaction, on the
 * readings it stored: what they write commits or rolls back with the readings, and what they leave for
 * after the commit runs once it committed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildStation } from '../../../../test/factories.ts';
import { emptyReading } from '../canonical-reading.ts';
import { createStationCredentials, type UploadStation } from '../doors/station-credentials.ts';
import { createMemoryReadingEvents } from '../reading-events.ts';
import type { InTransactionHook } from './ingest-deps.ts';
import { createReadingsService } from './readings.service.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe.each(dialects)('in-transaction hooks on %s', (dialect) => {
  let t: TestApp;
  let station: UploadStation;

  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: NOW });
    const stored = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    station = { id: stored.id, reference: stored.reference, elevation: 0, timezone: 'Europe/Berlin' };
  });
  afterEach(() => t.close());

  function pipeline(hooks: InTransactionHook[]) {
    return createReadingsService({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      events: createMemoryReadingEvents(),
      credentials: createStationCredentials({ findByReference: async () => undefined, clock: t.clock }),
      log: { warn: () => {} },
      inTransactionHooks: hooks,
    });
  }

  const items = (count: number) =>
    Array.from({ length: count }, (_, i) => {
      const reading = emptyReading(NOW - (count - i) * 60_000);
      reading.temperature = 20 + i / 10;
      return { reading };
    });

  const storedCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('readings')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('weather_station_id', '=', station.id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('hands each hook the readings stored, inside the transaction, and runs its after-commit work once', async () => {
    const seen: Array<{ instants: number[]; visible: number }> = [];
    const committed: number[] = [];
    const hook: InTransactionHook = async (trx, forStation, stored) => {
      expect(forStation.id).toBe(station.id);
      const row = await trx
        .selectFrom('readings')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('weather_station_id', '=', station.id)
        .executeTakeFirstOrThrow();
      seen.push({ instants: stored.map((r) => r.receivedAt), visible: Number(row.n) });
      return () => committed.push(stored.length);
    };
    const quiet: InTransactionHook = async () => undefined;
    const result = await pipeline([hook, quiet]).ingest(station, items(3));
    expect(result.stored).toBe(3);
    expect(seen).toEqual([{ instants: items(3).map((i) => i.reading.receivedAt), visible: 3 }]);
    expect(committed).toEqual([3]);
  });

  it('rolls the readings back with a hook that fails, and runs no after-commit work', async () => {
    const committed: number[] = [];
    const failing: InTransactionHook = async () => {
      throw new Error('the hook failed');
    };
    const counting: InTransactionHook = async () => () => committed.push(1);
    await expect(pipeline([counting, failing]).ingest(station, items(2))).rejects.toThrow('the hook failed');
    expect(await storedCount()).toBe(0);
    expect(committed).toEqual([]);
  });

  it('runs no hook for a request that stored nothing new', async () => {
    await pipeline([]).ingest(station, items(2));
    let calls = 0;
    const hook: InTransactionHook = async () => {
      calls += 1;
      return undefined;
    };
    const again = await pipeline([hook]).ingest(station, items(2));
    expect(again.stored).toBe(0);
    expect(calls).toBe(0);
  });
});
