import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CurrentData, LastObservation, WeatherDataUnit, WeatherPeriodParams } from './weather-data.ts';
import { GRAPH_EXTREME_SERIES, GraphData } from './weather-graph.ts';

const unit = {
  temperatureUnit: '°F',
  speedUnit: 'mph',
  pressureUnit: 'inHg',
  humidityUnit: '%',
  rainUnit: 'in',
  pmUnit: 'µg/m³',
  solarRadiationUnit: 'W/m²',
  cloudBaseUnit: 'ft',
  windDirUnit: '°',
};
const weatherStation = {
  reference: 'SSDP41000',
  name: 'Rütenbrock',
  shortDescription: 'Rütenbrock',
  city: 'Rütenbrock',
  country: 'DE',
  lat: 52.84,
  lng: 7.1,
  elevation: 49,
  timezone: 'Europe/Berlin',
};
const currentFields = Object.keys(CurrentData.properties).filter(
  (key) => !['receivedAt', 'weatherStation', 'unit'].includes(key),
);

describe('weather-data contract', () => {
  it('accepts a current data answer whose missing measures are null', () => {
    const answer = {
      receivedAt: '2026-06-15T12:00:00+02:00',
      weatherStation,
      unit,
      ...Object.fromEntries(currentFields.map((key) => [key, null])),
      temperature: 66.2,
      beaufortScale: 3,
      beaufortScaleText: 'Petite brise',
      aqiLabel: 'Modéré',
    };
    expect(Value.Check(CurrentData, answer)).toBe(true);
  });

  it('refuses a current data answer that omits a field instead of sending null', () => {
    const answer = {
      receivedAt: '2026-06-15T12:00:00+02:00',
      weatherStation,
      unit,
      ...Object.fromEntries(currentFields.filter((key) => key !== 'uv').map((key) => [key, null])),
    };
    expect(Value.Check(CurrentData, answer)).toBe(false);
  });

  it('limits units, Beaufort and AQI labels to their closed lists', () => {
    expect(Value.Check(WeatherDataUnit, unit)).toBe(true);
    expect(Value.Check(WeatherDataUnit, { ...unit, temperatureUnit: 'K' })).toBe(false);
    const base = {
      receivedAt: '2026-06-15T12:00:00+02:00',
      weatherStation,
      unit,
      ...Object.fromEntries(currentFields.map((key) => [key, null])),
    };
    expect(Value.Check(CurrentData, { ...base, beaufortScale: 13 })).toBe(false);
    expect(Value.Check(CurrentData, { ...base, aqiLabel: 'Good' })).toBe(false);
  });

  it.each([
    ['day', true],
    ['record', true],
    ['daily', false],
    ['decade', false],
  ])('period %s is %s', (period, valid) => {
    expect(Value.Check(WeatherPeriodParams, { reference: 'S1', period })).toBe(valid);
  });

  it('describes graphs with extremes per series, null when a series has no data', () => {
    const point = { receivedAt: '2026-06-15T12:00:00+02:00', value: 21.5 };
    const extremes = Object.fromEntries(GRAPH_EXTREME_SERIES.map((series) => [series, null]));
    const graph = {
      weatherStation,
      unit,
      period: 'week',
      from: '2026-06-15T00:00:00+02:00',
      to: '2026-06-22T00:00:00+02:00',
      bucketMinutes: 10,
      datas: [],
      extremes: { ...extremes, temperature: { min: point, max: point } },
    };
    expect(Value.Check(GraphData, graph)).toBe(true);
    expect(
      Value.Check(GraphData, { ...graph, extremes: { ...graph.extremes, temperature: { min: point } } }),
    ).toBe(false);
  });

  it('gives the last observation its author or null', () => {
    const observation = {
      id: 1,
      message: 'Brouillard',
      weatherStation: { reference: 'S1', name: 'Jardin' },
      user: null,
      createdAt: '2026-06-15T09:00:00.000Z',
      updatedAt: '2026-06-15T09:00:00.000Z',
    };
    expect(Value.Check(LastObservation, observation)).toBe(true);
    expect(Value.Check(LastObservation, { ...observation, user: { email: 'a@b.c' } })).toBe(true);
  });
});
