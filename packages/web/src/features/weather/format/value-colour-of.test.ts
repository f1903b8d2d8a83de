import { describe, expect, it } from 'vitest';
import { buildCurrentData, buildPeriodHistory, IMPERIAL_UNIT } from '../../../test/weather-data.ts';
import { currentRowColour, periodExtremeColour, periodTotalColour } from './value-colour-of.ts';

describe('the colours of the current-data table', () => {
  it('colours the temperatures, the UV index and the AQI, and nothing else', () => {
    const data = buildCurrentData({
      temperature: -20,
      dewPoint: 40,
      uv: 9,
      aqi: 120,
      aqiAvg: 30,
      humidity: 80,
    });
    expect(currentRowColour(data, 'temperature')?.background).toBe('#313695');
    expect(currentRowColour(data, 'dewPoint')?.background).toBe('#a50026');
    expect(currentRowColour(data, 'uv')?.background).toBe('#d8001d');
    expect(currentRowColour(data, 'aqi')?.background).toBe('#ff7e00');
    expect(currentRowColour(data, 'aqiAvg')?.background).toBe('#00e400');
    expect(currentRowColour(data, 'humidity')).toBeNull();
    expect(currentRowColour(data, 'rainDaily')).toBeNull();
  });

  it('reads a temperature in the answer’s unit', () => {
    const data = buildCurrentData({ unit: IMPERIAL_UNIT, temperature: 104 });
    expect(currentRowColour(data, 'temperature')?.background).toBe('#a50026');
  });

  it('has no colour for a missing value', () => {
    expect(currentRowColour(buildCurrentData({ temperature: null }), 'temperature')).toBeNull();
  });
});

describe('the colours of the period tables', () => {
  const history = buildPeriodHistory({
    maxTemperature: 40,
    minTemperature: -20,
    maxUv: 2,
    maxAqi: 350,
    avgAqi: 75,
  });

  it('colours each extreme by its own value', () => {
    expect(periodExtremeColour(history, 'temperature', 'max')?.background).toBe('#a50026');
    expect(periodExtremeColour(history, 'temperature', 'min')?.background).toBe('#313695');
    expect(periodExtremeColour(history, 'uv', 'max')?.background).toBe('#289500');
    expect(periodExtremeColour(history, 'aqi', 'max')?.background).toBe('#7e0023');
    expect(periodExtremeColour(history, 'aqi', 'min')).toBeNull();
    expect(periodExtremeColour(history, 'humidity', 'max')).toBeNull();
  });

  it('colours the mean AQI among the totals', () => {
    expect(periodTotalColour(history, 'avgAqi')?.background).toBe('#ffff00');
    expect(periodTotalColour(history, 'rainPeriod')).toBeNull();
  });
});
