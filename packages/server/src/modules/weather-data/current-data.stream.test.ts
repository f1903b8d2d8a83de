import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings } from '../../../test/readings-feed.ts';

const NOW = Date.parse('2026-06-15T10:00:00Z');

/** Reads Server-Sent Events from a real HTTP response, one event at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next event carrying data: its name ('message' when unnamed) and its data parsed as JSON. */
  async function nextEvent(): Promise<{ event: string; data: unknown }> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const data = lines
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice('data: '.length))
          .join('\n');
        const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
        if (data !== '') return { event, data: JSON.parse(data) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  }
  return {
    nextEvent,
    /** The next current-data payload (comments, retry lines and named events such as `upload` are skipped). */
    async next(): Promise<unknown> {
      for (;;) {
        const { event, data } = await nextEvent();
        if (event === 'message') return data;
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

  it("announces each console upload once it is recorded, readable at once on the station's uploads", async () => {
    const station = await buildStation(t.db);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/weatherData/${station.reference}/currentData/stream`, {
      signal: controller.signal,
    });
    if (response.body === null) throw new Error('no body');
    const events = eventReader(response.body);
    // Through the Ecowitt door, with a value quality control takes out.
    const upload = await t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/${station.reference}/${station.apiToken}`,
      payload: new URLSearchParams({
        PASSKEY: 'ABC',
        stationtype: 'GW2000A',
        dateutc: '2026-06-15 09:59:00',
        tempf: '55.4',
        humidity: '120',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(upload.statusCode).toBe(200);
    const seen: { event: string; data: unknown }[] = [];
    while (!seen.some((e) => e.event === 'upload')) seen.push(await events.nextEvent());
    expect(seen.find((e) => e.event === 'upload')?.data).toEqual({
      protocol: 'ecowitt',
      receivedAt: '2026-06-15T10:00:00.000Z',
    });
    // What the event announces is already there for the back office to read.
    const admin = await t.loginAs('admin');
    const uploads = await t.app.inject({
      method: 'GET',
      url: `/api/weatherStation/${station.id}/uploads`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(uploads.json()).toMatchObject({
      uploads: [
        { protocol: 'ecowitt', rejected: [{ measure: 'humidity', value: 120, reason: 'impossible' }] },
      ],
    });
    // A console's retry of a reading already stored stores nothing, but is an upload all the same.
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:58:00Z', temperature: 12 }]);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${station.reference}/readings`,
      headers: { authorization: `Bearer ${station.apiToken}` },
      payload: [{ receivedAt: '2026-06-15T09:58:00Z', temperature: 12 }],
    });
    expect(retry.json()).toMatchObject({ stored: 0, skipped: 1 });
    const jsonUploads: unknown[] = [];
    while (jsonUploads.length < 2) {
      const next = await events.nextEvent();
      if (next.event === 'upload') jsonUploads.push(next.data);
    }
    expect(jsonUploads).toEqual([
      { protocol: 'json', receivedAt: '2026-06-15T10:00:00.000Z' },
      { protocol: 'json', receivedAt: '2026-06-15T10:00:00.000Z' },
    ]);
    controller.abort();
  });

  it('announces no upload a door refused (bad token)', async () => {
    const station = await buildStation(t.db);
    const other = await buildStation(t.db);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/weatherData/${station.reference}/currentData/stream`, {
      signal: controller.signal,
    });
    if (response.body === null) throw new Error('no body');
    const events = eventReader(response.body);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/${station.reference}/${other.apiToken}`,
      payload: 'dateutc=2026-06-15+09%3A58%3A00&tempf=55',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.statusCode).toBe(401);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:59:00Z', temperature: 13 }]);
    // The first upload event the stream carries is the accepted one's (JSON), not the refused one's (Ecowitt).
    let next = await events.nextEvent();
    while (next.event !== 'upload') next = await events.nextEvent();
    expect(next.data).toEqual({ protocol: 'json', receivedAt: '2026-06-15T10:00:00.000Z' });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/currentData/detail`,
    });
    expect(stored.json()).toMatchObject({ temperature: 13 });
    controller.abort();
  });
});
