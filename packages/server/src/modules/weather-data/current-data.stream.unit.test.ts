import type { CurrentData } from '@meteodeck/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings } from '../../../test/readings-feed.ts';
import {
  createMemoryReadingEvents,
  createReadingsReadRepository,
  createSummariesReadRepository,
} from '../readings/index.ts';
import { createStationViewRepository } from '../stations/index.ts';
import { createMemoryCurrentDataCache } from './current-data.cache.ts';
import { createCurrentDataService } from './current-data.service.ts';
import { createCurrentDataStream, type StreamClient } from './current-data.stream.ts';

/** A client that records what it is sent. */
function recordingClient() {
  const received: CurrentData[] = [];
  let started = false;
  let ended = false;
  const client: StreamClient = {
    start: () => {
      started = true;
    },
    send: (data) => received.push(data),
    uploaded: () => {},
    end: () => {
      ended = true;
    },
  };
  return { client, received, started: () => started, ended: () => ended };
}

/** Waits until `condition` holds (the fan-out recomputes asynchronously after a publish). */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

describe('live current data fan-out (real repositories on SQLite)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp('sqlite', { now: Date.parse('2026-06-15T10:00:00Z') });
  });
  afterEach(() => t.close());

  function buildStream() {
    const events = createMemoryReadingEvents();
    const cache = createMemoryCurrentDataCache({ events, clock: t.clock });
    const stationViews = createStationViewRepository(t.db);
    const currentData = createCurrentDataService({
      stationViews,
      readings: createReadingsReadRepository(t.db),
      summaries: createSummariesReadRepository(t.db),
      cache,
    });
    return { events, stream: createCurrentDataStream({ events, stationViews, currentData, cache }) };
  }

  it('refuses an unknown station before starting the client', async () => {
    const { stream } = buildStream();
    const { client, started } = recordingClient();
    await expect(stream.connect('NOPE', client)).rejects.toMatchObject({ statusCode: 404 });
    expect(started()).toBe(false);
    expect(stream.clientCount()).toBe(0);
  });

  it('computes once per reading for every client, collapses bursts and stops after disconnect', async () => {
    const station = await buildStation(t.db);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', temperature: 10 }]);
    const { events, stream } = buildStream();
    const a = recordingClient();
    const b = recordingClient();
    const disconnectA = await stream.connect(station.reference, a.client);
    const disconnectB = await stream.connect(station.reference, b.client);
    expect(stream.clientCount()).toBe(2);
    expect(a.received.map((d) => d.temperature)).toEqual([10]);

    // The app's own bus does not reach this fan-out: publish as ingestion would, after the commit.
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:55:00Z', temperature: 11 }]);
    for (let i = 0; i < 5; i += 1) events.publish(station.id, Date.now());
    await until(() => a.received.at(-1)?.temperature === 11 && b.received.at(-1)?.temperature === 11);
    // One answer on connect, then at most two for the burst: the running refresh and one after it.
    expect(a.received.length).toBeLessThanOrEqual(3);

    disconnectA();
    disconnectA();
    expect(stream.clientCount()).toBe(1);
    disconnectB();
    expect(stream.clientCount()).toBe(0);
    const before = b.received.length;
    events.publish(station.id, Date.now());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(b.received.length).toBe(before);
  });

  it('ends every client on closeAll', async () => {
    const station = await buildStation(t.db);
    const { stream } = buildStream();
    const a = recordingClient();
    await stream.connect(station.reference, a.client);
    stream.closeAll();
    expect(a.ended()).toBe(true);
    expect(stream.clientCount()).toBe(0);
  });
});
