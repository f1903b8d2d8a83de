import type { CurrentData } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/build-test-app.ts';
import { createMemoryReadingEvents } from '../readings/index.ts';
import { createMemoryCurrentDataCache } from './current-data.cache.ts';

/** A stand-in answer: the cache never looks inside, it only has to hand the same object back. */
function answer(receivedAt: string): CurrentData {
  const nulls = {
    temperature: null,
    temperatureVariation: null,
    soilTemperature: null,
    soilTemperatureVariation: null,
    humidex: null,
    humidexVariation: null,
    dewPoint: null,
    heatIndex: null,
    windChill: null,
    humidity: null,
    leafWetness: null,
    cloudBase: null,
    relativePressure: null,
    relativePressureVariation: null,
    relativePressureChange3h: null,
    pressureTendency: null,
    zambrettiForecast: null,
    condition: null,
    rainRate: null,
    rainEvent: null,
    rainHourly: null,
    rainDaily: null,
    rainWeekly: null,
    rainMonthly: null,
    rainYearly: null,
    windSpeed: null,
    windDirection: null,
    beaufortScale: null,
    beaufortScaleText: null,
    windSpeedAvg: null,
    windDirectionAvg: null,
    windGust: null,
    windMaxDailyGust: null,
    pm25: null,
    pm25Avg: null,
    aqi: null,
    aqiLabel: null,
    aqiAvg: null,
    aqiAvgLabel: null,
    solarRadiation: null,
    solarRadiationVariation: null,
    uv: null,
    lightningDaily: null,
  };
  return {
    receivedAt,
    weatherStation: {
      reference: 'S1',
      name: 'S1',
      shortDescription: 'S1',
      city: 'Clermont-Ferrand',
      country: 'FR',
      lat: 45.78,
      lng: 3.08,
      elevation: 400,
      timezone: 'Europe/Paris',
    },
    unit: {
      temperatureUnit: '°C',
      speedUnit: 'km/h',
      pressureUnit: 'hPa',
      humidityUnit: '%',
      rainUnit: 'mm',
      pmUnit: 'µg/m³',
      solarRadiationUnit: 'W/m²',
      cloudBaseUnit: 'm',
      windDirUnit: '°',
    },
    ...nulls,
  };
}

function setup(maxAgeMs?: number) {
  const events = createMemoryReadingEvents();
  const clock = createTestClock();
  const cache = createMemoryCurrentDataCache({
    events,
    clock,
    ...(maxAgeMs === undefined ? {} : { maxAgeMs }),
  });
  return { events, clock, cache };
}

describe('memory current-data cache', () => {
  it('serves a stored answer until a reading of that station is published', () => {
    const { events, cache } = setup();
    const value = answer('a');
    cache.set(1, 'fp', value, cache.generation(1));
    cache.set(2, 'fp', answer('b'), cache.generation(2));
    expect(cache.get(1, 'fp')).toBe(value);
    events.publish(1, Date.now());
    expect(cache.get(1, 'fp')).toBeUndefined();
    expect(cache.get(2, 'fp')?.receivedAt).toBe('b');
  });

  it('drops an answer computed before a reading arrived (it may predate that reading)', () => {
    const { events, cache } = setup();
    const generation = cache.generation(1);
    events.publish(1, Date.now());
    cache.set(1, 'fp', answer('stale'), generation);
    expect(cache.get(1, 'fp')).toBeUndefined();
    cache.set(1, 'fp', answer('fresh'), cache.generation(1));
    expect(cache.get(1, 'fp')?.receivedAt).toBe('fresh');
  });

  it('does not serve an answer computed under another station fingerprint (units or zone edited)', () => {
    const { cache } = setup();
    cache.set(1, 'metric', answer('a'), cache.generation(1));
    expect(cache.get(1, 'imperial')).toBeUndefined();
  });

  it('forgets entries older than the age limit and on explicit invalidation', () => {
    const { clock, cache } = setup(60_000);
    cache.set(1, 'fp', answer('a'), cache.generation(1));
    clock.advance(60_000);
    expect(cache.get(1, 'fp')).toBeDefined();
    clock.advance(1);
    expect(cache.get(1, 'fp')).toBeUndefined();
    cache.set(1, 'fp', answer('b'), cache.generation(1));
    cache.invalidate(1);
    expect(cache.get(1, 'fp')).toBeUndefined();
  });
});
