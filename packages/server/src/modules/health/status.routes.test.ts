import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings } from '../../../test/readings-feed.ts';

const NOW = Date.parse('2026-11-24T10:00:00Z');

describe.each(dialects)('status on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it("tells each station's newest reading, its age and freshness", async () => {
    t = await buildTestApp(dialect, { now: NOW });
    const fresh = await buildStation(t.db, { reference: 'FRESH1', name: 'Frisch', city: 'Aurich' });
    const late = await buildStation(t.db, { reference: 'LATE1', name: 'Spät', city: 'Emden' });
    const stale = await buildStation(t.db, { reference: 'STALE1', name: 'Alt', city: 'Leer' });
    await postReadings(t, fresh, [{ receivedAt: '2026-11-24T09:50:00Z', temperature: 5 }]);
    await postReadings(t, late, [{ receivedAt: '2026-11-24T09:00:00Z', temperature: 5 }]);
    await postReadings(t, stale, [
      { receivedAt: '2026-11-24T08:00:00Z', temperature: 5 },
      { receivedAt: '2026-11-24T08:59:59Z', temperature: 6 },
    ]);
    const response = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.generatedAt).toBe('2026-11-24T10:00:00.000Z');
    const byReference = Object.fromEntries(body.stations.map((s: { reference: string }) => [s.reference, s]));
    expect(byReference.FRESH1).toEqual({
      reference: 'FRESH1',
      name: 'Frisch',
      city: 'Aurich',
      lastReadingAt: '2026-11-24T09:50:00.000Z',
      lastReadingAgeSeconds: 600,
      freshness: 'fresh',
      // The JSON door's newest upload; a JSON upload carries no battery values.
      uploads: [{ protocol: 'json', lastReadingAt: '2026-11-24T09:50:00.000Z', ageSeconds: 600 }],
      readingsToday: 1,
      valuesRejectedToday: 0,
      protocol: 'json',
      sensors: [],
    });
    expect(byReference.LATE1).toMatchObject({ lastReadingAgeSeconds: 3600, freshness: 'late' });
    expect(byReference.STALE1).toMatchObject({ lastReadingAgeSeconds: 3601, freshness: 'stale' });
    // The seeded station has no readings yet.
    expect(byReference.SSDP41000).toMatchObject({
      lastReadingAt: null,
      lastReadingAgeSeconds: null,
      freshness: 'none',
      uploads: [],
      readingsToday: 0,
      valuesRejectedToday: 0,
      protocol: null,
      sensors: [],
    });
  });

  it("shows each door's newest upload and the batteries a Weather Underground upload carries", async () => {
    t = await buildTestApp(dialect, { now: NOW });
    const station = await buildStation(t.db, { reference: 'DAVIS1', apiToken: 'davis-token' });
    const wu = await t.app.inject({
      method: 'GET',
      url: '/weatherstation/updateweatherstation.php?ID=DAVIS1&PASSWORD=davis-token&dateutc=2026-11-24+09%3A58%3A00&tempf=41&txBatteryStatus=1&rxCheckPercent=97&consBatteryVoltage=4.6&softwaretype=weewx',
    });
    expect(wu.statusCode).toBe(200);
    await postReadings(t, station, [
      { receivedAt: '2026-11-23T22:30:00Z', temperature: 5 },
      { receivedAt: '2026-11-24T09:30:00Z', temperature: 5 },
      // A +20 °C spike, left out by the filter.
      { receivedAt: '2026-11-24T09:31:00Z', temperature: 25 },
    ]);
    const body = (await t.app.inject({ method: 'GET', url: '/api/status' })).json();
    const davis = body.stations.find((s: { reference: string }) => s.reference === 'DAVIS1');
    // Today in Paris began at 23:00 UTC: the reading of 22:30 UTC was yesterday's.
    expect(davis).toMatchObject({ readingsToday: 3, valuesRejectedToday: 1, protocol: 'wunderground' });
    expect(davis.uploads).toEqual([
      { protocol: 'json', lastReadingAt: '2026-11-24T09:31:00.000Z', ageSeconds: 1740 },
      { protocol: 'wunderground', lastReadingAt: '2026-11-24T09:58:00.000Z', ageSeconds: 120 },
    ]);
    expect(davis.sensors).toEqual([
      { name: 'consBatteryVoltage', value: 4.6, low: false },
      { name: 'rxCheckPercent', value: 97, low: false },
      { name: 'txBatteryStatus', value: 1, low: true },
    ]);
  });
});
