import { clearSkyIrradiance, solarElevationDeg } from '@meteodeck/weather';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { everyMinutes, postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

/** Clermont-Ferrand (the factory's place), 15 June 2026: near solar noon and near midnight (UTC). */
const PLACE = { lat: 45.78, lng: 3.08 };
const NOON = Date.parse('2026-06-15T11:50:00Z');
const NIGHT = Date.parse('2026-06-15T23:50:00Z');

/** Ten minutes of readings a minute apart up to `endMs`, the pyranometer at `share` of the clear sky. */
function tenMinutes(endMs: number, share: number | null, fields: ReadingFields): ReadingFields[] {
  return everyMinutes(endMs - 9 * 60_000, 10, 1, (atMs) => ({
    temperature: 20,
    ...(share === null
      ? {}
      : {
          solarRadiation:
            Math.round(share * clearSkyIrradiance(solarElevationDeg(atMs, PLACE.lat, PLACE.lng)) * 10) / 10,
        }),
    ...fields,
  }));
}

describe.each(dialects)('the condition of the current data on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function conditionOf(endMs: number, readings: ReadingFields[]) {
    t = await buildTestApp(dialect, { now: endMs + 30_000 });
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', ...PLACE });
    await postReadings(t, station, readings);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/currentData/detail`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().condition;
  }

  it('reads a sunny sky from the solar sensor against the clear sky of the place at noon', async () => {
    const condition = await conditionOf(NOON, tenMinutes(NOON, 0.95, { rainRate: 0, windSpeed: 2 }));
    expect(condition).toEqual({ kind: 'clear', windy: false });
  });

  it('reads a cloudy, windy noon', async () => {
    const condition = await conditionOf(NOON, tenMinutes(NOON, 0.2, { rainRate: 0, windSpeed: 9 }));
    expect(condition).toEqual({ kind: 'cloudy', windy: true });
  });

  it('says rain over any sky while the rain rate is above 0', async () => {
    const condition = await conditionOf(NOON, tenMinutes(NOON, 0.6, { rainRate: 1.2, windSpeed: 1 }));
    expect(condition).toEqual({ kind: 'rain', windy: false });
  });

  it('reads no sky at night: dry with a rain gauge at 0, nothing without rain gauge and wind', async () => {
    expect(await conditionOf(NIGHT, tenMinutes(NIGHT, 0, { rainRate: 0, windSpeed: 1 }))).toEqual({
      kind: 'dry',
      windy: false,
    });
    await t?.close();
    expect(await conditionOf(NIGHT, tenMinutes(NIGHT, null, {}))).toBeNull();
  });

  it('reads no sky from a station without a solar sensor', async () => {
    const condition = await conditionOf(NOON, tenMinutes(NOON, null, { rainRate: 0 }));
    expect(condition).toEqual({ kind: 'dry', windy: false });
  });
});
