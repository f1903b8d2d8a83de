import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { everyMinutes, postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

const at = (iso: string) => Date.parse(iso);
const N = 0;
const NE = 2;
const W = 12;

/** 10 winds by hand: 2 calm, 5 from the west at 3 m/s (force 2), 3 from the north-east at 7 m/s (force 4). */
const HAND_WORKED: ReadingFields[] = [
  { windSpeed: 0, windDirection: 200 },
  { windSpeed: 0 },
  ...Array.from({ length: 5 }, () => ({ windSpeed: 3, windDirection: 270 })),
  ...Array.from({ length: 3 }, () => ({ windSpeed: 7, windDirection: 45 })),
];

/** The hand-worked winds `stepMinutes` apart from `startIso`, each with a temperature. */
function winds(startIso: string, stepMinutes: number): ReadingFields[] {
  return everyMinutes(at(startIso), HAND_WORKED.length, stepMinutes, (_, i) => ({
    temperature: 12,
    ...HAND_WORKED[i],
  }));
}

describe.each(dialects)('the wind rose on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function setUp(now: number, readings: ReadingFields[]) {
    t = await buildTestApp(dialect, { now });
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, readings);
    const app = t.app;
    return (path: string) =>
      app.inject({ method: 'GET', url: `/api/weatherData/${station.reference}/${path}` });
  }

  it('counts 10 hand-worked 10-minute winds of the last 24 h into shares by compass point and class', async () => {
    const earlier = { receivedAt: '2026-06-14T07:00:00Z', windSpeed: 9, windDirection: 90, temperature: 12 };
    const get = await setUp(at('2026-06-15T10:00:00Z'), [earlier, ...winds('2026-06-15T08:00:00Z', 10)]);
    const response = await get('windRose/day');
    expect(response.statusCode).toBe(200);
    const rose = response.json();
    expect(rose).toMatchObject({
      period: 'day',
      from: '2026-06-14T12:00:00+02:00',
      to: '2026-06-15T12:00:00+02:00',
      sampleMinutes: 10,
      samples: 10,
      calmPercent: 20,
    });
    expect(rose.directions).toHaveLength(16);
    expect(rose.directions[W]).toEqual({ directionDeg: 270, percents: [50, 0, 0, 0, 0] });
    expect(rose.directions[NE]).toEqual({ directionDeg: 45, percents: [0, 0, 30, 0, 0] });
    const total = rose.directions
      .flatMap((d: { percents: number[] }) => d.percents)
      .reduce((a: number, b: number) => a + b, 0);
    expect(total).toBe(80);
    // Metric shows km/h: the classes start at 0.3, 3.4, 5.5, 8.0 and 10.8 m/s.
    expect(rose.unit.speedUnit).toBe('km/h');
    expect(rose.classes.map((c: { fromSpeed: number }) => c.fromSpeed)).toEqual([
      1.1, 12.2, 19.8, 28.8, 38.9,
    ]);
    expect(rose.classes[0]).toEqual({ fromForce: 1, toForce: 2, fromSpeed: 1.1, toSpeed: 12.2 });
    expect(rose.classes[4]).toEqual({ fromForce: 6, toForce: null, fromSpeed: 38.9, toSpeed: null });
  });

  it('gives the classes in the visitor’s speed unit', async () => {
    const get = await setUp(at('2026-06-15T10:00:00Z'), winds('2026-06-15T08:00:00Z', 10));
    const rose = (await get('windRose/day?speedUnit=m%2Fs')).json();
    expect(rose.unit.speedUnit).toBe('m/s');
    expect(rose.classes.map((c: { fromSpeed: number }) => c.fromSpeed)).toEqual([0.3, 3.4, 5.5, 8, 10.8]);
    expect(rose.calmPercent).toBe(20);
  });

  it('takes a 10-minute rollup’s vector mean: 350° and 10° at 4 m/s are one sample from the north', async () => {
    const get = await setUp(at('2026-06-15T10:00:00Z'), [
      { receivedAt: '2026-06-15T08:01:00Z', windSpeed: 4, windDirection: 350 },
      { receivedAt: '2026-06-15T08:05:00Z', windSpeed: 4, windDirection: 10 },
    ]);
    const rose = (await get('windRose/day')).json();
    expect(rose.samples).toBe(1);
    expect(rose.directions[N].percents).toEqual([0, 100, 0, 0, 0]);
  });

  it('counts a named calendar day, and a record from hourly rollups', async () => {
    const get = await setUp(at('2026-06-20T10:00:00Z'), [
      ...winds('2026-06-15T08:00:00Z', 10),
      ...winds('2026-06-16T00:00:00Z', 60).map((reading) => ({ ...reading, windDirection: 90 })),
    ]);
    const day = (await get('windRose/day?window=calendar&at=2026-06-15T12:00:00%2B02:00')).json();
    expect(day).toMatchObject({ from: '2026-06-15T00:00:00+02:00', samples: 10, calmPercent: 20 });
    expect(day.directions[W].percents[0]).toBe(50);
    const record = (await get('windRose/record')).json();
    // Record: 10 hourly means of 15 June (one hour of 6 readings, one of 4), 10 readings of 16 June an hour apart.
    expect(record.sampleMinutes).toBe(60);
    expect(record.from).toBe('2026-06-15T00:00:00+02:00');
    expect(record.samples).toBe(12);
  });

  it('keeps a window’s answer with its ETag, answers 304, and counts anew once a reading lands in it', async () => {
    // The week of 15 June is past on 25 June: its answer is kept, and a client may keep it for 5 minutes.
    t = await buildTestApp(dialect, { now: at('2026-06-25T10:00:00Z') });
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, winds('2026-06-15T08:00:00Z', 10));
    const app = t.app;
    const url = `/api/weatherData/${station.reference}/windRose/week?window=calendar&at=2026-06-15T12:00:00Z`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.json().samples).toBe(10);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await postReadings(t, station, [
      { receivedAt: '2026-06-16T08:00:00Z', windSpeed: 12, windDirection: 180 },
    ]);
    const after = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().samples).toBe(11);
    expect(after.json().directions[8].percents[4]).toBeCloseTo(100 / 11, 2);
  });

  it('answers 400 for a window on record and 404 for an unknown station, and no samples for an empty week', async () => {
    const get = await setUp(at('2026-06-15T10:00:00Z'), winds('2026-06-15T08:00:00Z', 10));
    const bad = await get('windRose/record?window=calendar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([{ message: 'record hat kein Zeitfenster', propertyPath: 'window' }]);
    const unknown = await t?.app.inject({ method: 'GET', url: '/api/weatherData/NOPE/windRose/day' });
    expect(unknown?.statusCode).toBe(404);
    const empty = (await get('windRose/week?window=calendar&at=2026-05-04T12:00:00Z')).json();
    expect(empty).toMatchObject({ samples: 0, calmPercent: 0 });
    expect(empty.directions.every((d: { percents: number[] }) => d.percents.every((v) => v === 0))).toBe(
      true,
    );
  });
});
