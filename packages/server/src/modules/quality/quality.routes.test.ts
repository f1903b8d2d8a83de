/**
 * Data quality end to end through the real app: the spike filter at ingestion, the review of
 * flagged values, the reading editor, and what every public answer shows after each of them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

/** One reading a minute from `startIso`, `count` of them, built by `fields(i)`. */
function minutes(startIso: string, count: number, fields: (i: number) => ReadingFields): ReadingFields[] {
  return Array.from({ length: count }, (_, i) => ({
    receivedAt: new Date(at(startIso) + i * MINUTE).toISOString(),
    ...fields(i),
  }));
}

describe.each(dialects)('data quality on %s', (dialect) => {
  let t: TestApp;
  const call = injector(() => t.app);
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: at('2026-06-15T12:00:00Z') });
  });
  afterEach(() => t.close());

  const get = async (url: string, token?: string) => {
    const response = await call('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** A calm morning in Paris at 15 °C with one +12 °C spike at 08:10 UTC, back to normal a minute later. */
  const spikeDay = async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(
      t,
      station,
      minutes('2026-06-15T08:00:00Z', 20, (i) => ({
        temperature: i === 10 ? 27.4 : 15 + (i % 4) * 0.5,
        humidity: 60,
        rain: i === 15 ? 0.4 : 0,
      })),
    );
    return station;
  };

  it('leaves a +12 °C spike out of the day, the record and the graph, and lists it for review', async () => {
    const station = await spikeDay();
    const admin = await t.loginAs('admin');
    const record = await get(`/api/weatherData/${station.reference}/history/record`);
    expect(record.maxTemperature).toBe(16.5);
    expect(record.reviewed).toEqual({});
    const day = await get(`/api/weatherData/${station.reference}/history/day`);
    expect(day.maxTemperature).toBe(16.5);
    const graph = await get(`/api/weatherData/${station.reference}/graph/day`);
    expect(graph.extremes.temperature.max.value).toBe(16.5);
    expect(Math.max(...graph.datas.map((p: { temperature: number | null }) => p.temperature ?? -99))).toBe(
      16.5,
    );

    const flags = await get(`/api/weatherData/${station.reference}/flags`, admin);
    expect(flags.numberOfResult).toBe(1);
    expect(flags.flags[0]).toMatchObject({
      receivedAt: '2026-06-15T08:10:00.000Z',
      measure: 'temperature',
      value: 27.4,
      rule: 'rate',
      limit: 4,
      status: 'flagged',
      reviewedAt: null,
    });
    // Three readings each side, the spike's own value left out of its reading.
    expect(flags.flags[0].neighbours.map((n: { value: number | null }) => n.value)).toEqual([
      16.5, 15, 15.5, 16.5, 15, 15.5,
    ]);
    const readings = await get(
      `/api/weatherData/${station.reference}/readings?from=2026-06-15T08:10:00Z&to=2026-06-15T08:11:00Z`,
      admin,
    );
    expect(readings.readings).toHaveLength(1);
    expect(readings.readings[0].values.temperature).toBe(null);
    expect(readings.readings[0].values.humidity).toBe(60);
    // The dew point computed with the false temperature is out too, and follows the temperature's review.
    expect(readings.readings[0].values.dewPoint).toBe(null);
    expect(readings.readings[0].flags).toMatchObject({
      temperature: { value: 27.4, rule: 'rate', limit: 4, status: 'flagged' },
      dewPoint: { rule: 'derived', limit: null, status: 'flagged' },
    });
  });

  it('makes an accepted value the maximum, marked as accepted in the record, and a rejected one leaves it', async () => {
    const station = await spikeDay();
    const admin = await t.loginAs('admin');
    const url = `/api/weatherData/${station.reference}/flags/${encodeURIComponent('2026-06-15T08:10:00Z')}`;
    // Read once so the record's past is cached: the decision must still show at once.
    await get(`/api/weatherData/${station.reference}/history/record`);

    const accepted = await call('PUT', url, admin, { measure: 'temperature', accepted: true });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const record = await get(`/api/weatherData/${station.reference}/history/record`);
    expect(record).toMatchObject({
      maxTemperature: 27.4,
      maxTemperatureReceivedAt: '2026-06-15T10:10:00+02:00',
      reviewed: { maxTemperature: 'accepted' },
    });
    expect((await get(`/api/weatherData/${station.reference}/history/day`)).maxTemperature).toBe(27.4);
    const graph = await get(`/api/weatherData/${station.reference}/graph/day`);
    expect(graph.extremes.temperature.max.value).toBe(27.4);
    expect((await get(`/api/weatherData/${station.reference}/flags`, admin)).numberOfResult).toBe(0);
    const dew = await get(
      `/api/weatherData/${station.reference}/readings?from=2026-06-15T08:10:00Z&to=2026-06-15T08:11:00Z`,
      admin,
    );
    expect(dew.readings[0].values.dewPoint).toBeGreaterThan(18);
    expect(dew.readings[0].flags.dewPoint.status).toBe('accepted');
    const acceptedList = await get(`/api/weatherData/${station.reference}/flags?status=accepted`, admin);
    expect(acceptedList.flags[0]).toMatchObject({ status: 'accepted', value: 27.4 });
    expect(acceptedList.flags[0].reviewedAt).toBe(new Date(t.clock.now()).toISOString());

    const rejected = await call('PUT', url, admin, { measure: 'temperature', accepted: false });
    expect(rejected.statusCode).toBe(204);
    const after = await get(`/api/weatherData/${station.reference}/history/record`);
    expect(after.maxTemperature).toBe(16.5);
    expect(after.reviewed).toEqual({});
  });

  it('moves the day, month, year and record totals when a reading is deleted or its rain corrected', async () => {
    const station = await spikeDay();
    const admin = await t.loginAs('admin');
    const totals = async () =>
      Promise.all(
        ['day', 'month', 'year', 'record'].map(
          async (period) =>
            (await get(`/api/weatherData/${station.reference}/history/${period}`)).rainPeriod as number,
        ),
      );
    expect(await totals()).toEqual([0.4, 0.4, 0.4, 0.4]);
    const rainAt = encodeURIComponent('2026-06-15T08:15:00Z');
    const corrected = await call('PUT', `/api/weatherData/${station.reference}/readings/${rainAt}`, admin, {
      rain: 2.5,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      receivedAt: '2026-06-15T08:15:00.000Z',
      values: { rain: 2.5 },
      flags: { rain: { value: 0.4, rule: null, limit: null, status: 'corrected' } },
    });
    expect(await totals()).toEqual([2.5, 2.5, 2.5, 2.5]);
    expect((await get(`/api/weatherData/${station.reference}/currentData/detail`)).rainDaily).toBe(2.5);

    const deleted = await call('DELETE', `/api/weatherData/${station.reference}/readings/${rainAt}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(await totals()).toEqual([0, 0, 0, 0]);
    const left = await get(
      `/api/weatherData/${station.reference}/readings?from=2026-06-15T08:00:00Z&to=2026-06-15T09:00:00Z`,
      admin,
    );
    expect(left.numberOfResult).toBe(19);
  });

  it('marks a corrected temperature in the record and keeps other values of the reading', async () => {
    const station = await spikeDay();
    const admin = await t.loginAs('admin');
    const when = encodeURIComponent('2026-06-15T08:05:00Z');
    const put = await call('PUT', `/api/weatherData/${station.reference}/readings/${when}`, admin, {
      temperature: -3,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().values).toMatchObject({ temperature: -3, humidity: 60 });
    const record = await get(`/api/weatherData/${station.reference}/history/record`);
    expect(record).toMatchObject({
      minTemperature: -3,
      minTemperatureReceivedAt: '2026-06-15T10:05:00+02:00',
    });
    expect(record.reviewed).toMatchObject({ minTemperature: 'corrected' });
  });

  it('refuses every reading write to an editor (403) and to a visitor (401), and changes nothing', async () => {
    const station = await spikeDay();
    const editor = await t.loginAs('editor');
    const when = encodeURIComponent('2026-06-15T08:10:00Z');
    const writes = [
      ['PUT', `/api/weatherData/${station.reference}/readings/${when}`, { temperature: 20 }],
      ['DELETE', `/api/weatherData/${station.reference}/readings/${when}`, undefined],
      [
        'PUT',
        `/api/weatherData/${station.reference}/flags/${when}`,
        { measure: 'temperature', accepted: true },
      ],
      ['PUT', `/api/weatherStation/${station.id}/quality`, { enabled: false, rules: [] }],
      ['GET', `/api/weatherStation/${station.id}/quality`, undefined],
    ] as const;
    for (const [method, url, body] of writes) {
      expect((await call(method, url, editor, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Reading the editor's table and the review list needs a login, not the admin role.
    expect((await call('GET', `/api/weatherData/${station.reference}/flags`)).statusCode).toBe(401);
    expect((await get(`/api/weatherData/${station.reference}/flags`, editor)).numberOfResult).toBe(1);
    const record = await get(`/api/weatherData/${station.reference}/history/record`);
    expect(record.maxTemperature).toBe(16.5);
  });

  it('answers bad instants, ranges and values with the spec error list and changes nothing', async () => {
    const station = await spikeDay();
    const admin = await t.loginAs('admin');
    const base = `/api/weatherData/${station.reference}`;
    const bad = await call('PUT', `${base}/readings/yesterday`, admin, { temperature: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      {
        message: 'Instant invalide : attendu une date ISO 8601 en UTC, par exemple 2026-11-23T10:15:00Z',
        propertyPath: 'receivedAt',
      },
    ]);
    const range = await call(
      'GET',
      `${base}/readings?from=2026-06-13T00:00:00Z&to=2026-06-15T00:00:00Z`,
      admin,
    );
    expect(range.statusCode).toBe(400);
    expect(range.json()[0].propertyPath).toBe('to');
    const when = encodeURIComponent('2026-06-15T08:05:00Z');
    const impossible = await call('PUT', `${base}/readings/${when}`, admin, {
      temperature: 400,
      humidity: 50,
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toEqual([
      { message: 'Valeur physiquement impossible', propertyPath: 'temperature' },
    ]);
    const empty = await call('PUT', `${base}/readings/${when}`, admin, {});
    expect(empty.statusCode).toBe(400);
    // A counter is not a value a person corrects: the field is dropped, which leaves nothing to change.
    const unknownMeasure = await call('PUT', `${base}/readings/${when}`, admin, { rainTotal: 3 });
    expect(unknownMeasure.statusCode).toBe(400);
    expect(unknownMeasure.json()).toEqual([{ message: 'Aucune mesure à modifier' }]);
    const missing = await call(
      'PUT',
      `${base}/readings/${encodeURIComponent('2026-06-15T07:00:00Z')}`,
      admin,
      {
        temperature: 1,
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual([{ message: 'Aucun relevé à cet instant' }]);
    const notFlagged = await call('PUT', `${base}/flags/${when}`, admin, {
      measure: 'temperature',
      accepted: true,
    });
    expect(notFlagged.statusCode).toBe(404);
    const readings = await get(`${base}/readings?from=2026-06-15T08:05:00Z&to=2026-06-15T08:06:00Z`, admin);
    expect(readings.readings[0].values).toMatchObject({ temperature: 15.5, humidity: 60 });
    expect(readings.readings[0].flags).toEqual({});
  });

  it("applies a station's own limits and rates, in canonical units, from the next upload", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    const admin = await t.loginAs('admin');
    const settingsUrl = `/api/weatherStation/${station.id}/quality`;
    const defaults = await get(settingsUrl, admin);
    expect(defaults.enabled).toBe(true);
    expect(defaults.rules).toContainEqual({
      measure: 'temperature',
      maxChangePerMinute: 4,
      min: null,
      max: null,
    });

    const wrong = await call('PUT', settingsUrl, admin, {
      enabled: true,
      rules: [{ measure: 'temperature', maxChangePerMinute: 2, min: 40, max: 30 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([
      { message: 'Le minimum doit être inférieur au maximum', propertyPath: 'rules/0/min' },
    ]);

    const put = await call('PUT', settingsUrl, admin, {
      enabled: true,
      rules: [{ measure: 'temperature', maxChangePerMinute: null, min: 10, max: 30 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().rules).toHaveLength(8);
    expect(put.json().rules[0]).toEqual({
      measure: 'temperature',
      maxChangePerMinute: null,
      min: 10,
      max: 30,
    });
    await postReadings(t, station, [
      { receivedAt: '2026-06-15T09:00:00Z', temperature: 20 },
      // No rate any more: a 9 °C jump in a minute is kept; 31 °C is above the station's own maximum.
      { receivedAt: '2026-06-15T09:01:00Z', temperature: 29 },
      { receivedAt: '2026-06-15T09:02:00Z', temperature: 31 },
      { receivedAt: '2026-06-15T09:03:00Z', temperature: 9 },
    ]);
    const flags = await get(`/api/weatherData/${station.reference}/flags`, admin);
    expect(
      flags.flags.map((f: { value: number; rule: string; limit: number }) => [f.value, f.rule, f.limit]),
    ).toEqual([
      [9, 'min', 10],
      [31, 'max', 30],
    ]);
    await call('PUT', settingsUrl, admin, { enabled: false, rules: [] });
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:04:00Z', temperature: 60 }]);
    const readings = await get(
      `/api/weatherData/${station.reference}/readings?from=2026-06-15T09:04:00Z&to=2026-06-15T09:05:00Z`,
      admin,
    );
    expect(readings.readings[0].values.temperature).toBe(60);
  });
});
