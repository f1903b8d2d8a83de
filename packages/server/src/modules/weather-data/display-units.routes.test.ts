import { convertFromCanonical, roundTo } from '@meteodeck/weather';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { everyMinutes, postReadings } from '../../../test/readings-feed.ts';

const LATEST = Date.parse('2026-06-15T09:50:00Z');
const IMPERIAL_CHOICE = 'temperatureUnit=%C2%B0F&speedUnit=mph&pressureUnit=inHg&rainUnit=in';

describe.each(dialects)("the visitor's units on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: LATEST + 60_000 });
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  async function fedStation() {
    const station = await buildStation(t.db, { reference: 'UNITS-1', timezone: 'Europe/Berlin' });
    await postReadings(
      t,
      station,
      everyMinutes(LATEST - 60 * 60_000, 13, 5, (_, i) => ({
        temperature: 20.26 + 0.1 * i,
        humidity: 60,
        relativePressure: 1013.25,
        windSpeed: 4.47,
        windGust: 8.9,
        windDirection: 200,
        rain: i === 12 ? 2.54 : 0,
      })),
    );
    return station;
  }

  it('converts every value from canonical into the chosen units, and leaves the station’s answers as they were', async () => {
    const station = await fedStation();
    const metric = (await get(`/api/weatherData/${station.reference}/currentData/detail`)).json();
    const chosen = await get(`/api/weatherData/${station.reference}/currentData/detail?${IMPERIAL_CHOICE}`);
    expect(chosen.statusCode).toBe(200);
    const imperial = chosen.json();
    expect(imperial.unit).toMatchObject({
      temperatureUnit: '°F',
      speedUnit: 'mph',
      pressureUnit: 'inHg',
      rainUnit: 'in',
      // What the visitor did not choose stays the station's.
      humidityUnit: metric.unit.humidityUnit,
    });
    // From the canonical 21.46 °C, not from the station's rounded 21.5.
    expect(imperial.temperature).toBe(roundTo(convertFromCanonical(21.46, '°F'), 1));
    expect(imperial.temperature).toBe(70.6);
    expect(imperial.windSpeed).toBe(roundTo(convertFromCanonical(4.47, 'mph'), 1));
    expect(imperial.relativePressure).toBe(roundTo(convertFromCanonical(1013.25, 'inHg'), 2));
    expect(imperial.rainDaily).toBe(0.1);
    expect(imperial.humidity).toBe(metric.humidity);
    // The station's own answer (cached) is untouched by the visitor's choice.
    const again = (await get(`/api/weatherData/${station.reference}/currentData/detail`)).json();
    expect(again).toEqual(metric);
    expect(again.unit.temperatureUnit).toBe('°C');
  });

  it('applies the choice to the history tables and the graphs, and refuses a unit that does not exist', async () => {
    const station = await fedStation();
    const period = (
      await get(`/api/weatherData/${station.reference}/history/day?temperatureUnit=%C2%B0F`)
    ).json();
    expect(period.unit.temperatureUnit).toBe('°F');
    expect(period.maxTemperature).toBe(70.6);
    const graph = (
      await get(`/api/weatherData/${station.reference}/graph/day?temperatureUnit=%C2%B0F`)
    ).json();
    expect(graph.unit.temperatureUnit).toBe('°F');
    const metricGraph = (await get(`/api/weatherData/${station.reference}/graph/day`)).json();
    expect(metricGraph.unit.temperatureUnit).toBe('°C');
    expect(JSON.stringify(graph)).not.toEqual(JSON.stringify(metricGraph));
    const daily = (await get(`/api/weatherData/${station.reference}/history/daily?speedUnit=m%2Fs`)).json();
    expect(daily.unit.speedUnit).toBe('m/s');
    const bad = await get(`/api/weatherData/${station.reference}/currentData/detail?temperatureUnit=K`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toHaveProperty('propertyPath', 'temperatureUnit');
  });
});
