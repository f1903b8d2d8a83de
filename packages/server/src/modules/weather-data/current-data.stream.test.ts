import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings } from '../../../test/readings-feed.ts';

const NOW = Date.parse('2026-06-15T10:00:00Z');

/** Reads Server-Sent Events from a real HTTP response, one `data:` payload at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next event carrying data, parsed as JSON (comments and retry lines are skipped). */
    async next(): Promise<unknown> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice('data: '.length))
            .join('\n');
          if (data !== '') return JSON.parse(data);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      for (;;) {
        const { done } = await reader.read();
        if (done) return;
      }
    },
  };
}

describe.each(dialects)('current data stream on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: NOW });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening on TCP');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterEach(() => t.close());

  it('answers 404 in the spec format for an unknown station', async () => {
    const response = await fetch(`${base}/api/weatherData/NOPE/currentData/stream`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual([{ message: 'Station météo NOPE introuvable' }]);
  });

  it('sends the current data on connect and again after each ingested reading', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', temperature: 10, humidity: 50 }]);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/weatherData/${station.reference}/currentData/stream`, {
      signal: controller.signal,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Each event must leave at once, also through a reverse proxy (nginx reads X-Accel-Buffering) and
    // however the client asks: a compressed stream would sit in the compressor's buffer.
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('content-encoding')).toBeNull();
    if (response.body === null) throw new Error('no body');
    const events = eventReader(response.body);
    expect(await events.next()).toMatchObject({
      receivedAt: '2026-06-15T11:50:00+02:00',
      temperature: 10,
      unit: { temperatureUnit: '°C' },
    });

    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:55:00Z', temperature: 12.5, humidity: 50 }]);
    expect(await events.next()).toMatchObject({
      receivedAt: '2026-06-15T11:55:00+02:00',
      temperature: 12.5,
      temperatureVariation: null,
    });
    controller.abort();
  });

  it("sends each client the readings in its own units, and the station's clients in the station's", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', temperature: 10, humidity: 50 }]);
    const controller = new AbortController();
    const open = async (query: string) => {
      const response = await fetch(
        `${base}/api/weatherData/${station.reference}/currentData/stream${query}`,
        {
          signal: controller.signal,
        },
      );
      if (response.body === null) throw new Error('no body');
      return eventReader(response.body);
    };
    const fahrenheit = await open('?temperatureUnit=%C2%B0F');
    const celsius = await open('');
    expect(await fahrenheit.next()).toMatchObject({ temperature: 50, unit: { temperatureUnit: '°F' } });
    expect(await celsius.next()).toMatchObject({ temperature: 10, unit: { temperatureUnit: '°C' } });
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:55:00Z', temperature: 12.5, humidity: 50 }]);
    expect(await fahrenheit.next()).toMatchObject({ temperature: 54.5, unit: { temperatureUnit: '°F' } });
    expect(await celsius.next()).toMatchObject({ temperature: 12.5, unit: { temperatureUnit: '°C' } });
    controller.abort();
  });

  it('starts sending once the first reading of a station arrives', async () => {
    const station = await buildStation(t.db, { preferedUnit: 'Imperial', timezone: 'America/New_York' });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/weatherData/${station.reference}/currentData/stream`, {
      signal: controller.signal,
    });
    if (response.body === null) throw new Error('no body');
    const events = eventReader(response.body);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:58:00Z', temperature: 20 }]);
    expect(await events.next()).toMatchObject({ temperature: 68, receivedAt: '2026-06-15T05:58:00-04:00' });
    controller.abort();
  });

  it('ends open streams when the server closes', async () => {
    const station = await buildStation(t.db);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', temperature: 10 }]);
    const response = await fetch(`${base}/api/weatherData/${station.reference}/currentData/stream`);
    if (response.body === null) throw new Error('no body');
    const events = eventReader(response.body);
    await events.next();
    await t.close();
    await expect(events.ended()).resolves.toBeUndefined();
  });
});
